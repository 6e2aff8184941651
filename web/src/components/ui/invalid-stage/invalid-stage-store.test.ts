/** openInvalidStageFor reads the envelope's reason code, not the (translated) message (decisions LV11). */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { closeInvalidStage, openInvalidStageFor } from './invalid-stage-store';

const GERMAN = 'Für diese Karte wird gerade Zeit erfasst. Stoppen Sie den Timer, bevor Sie sie verschieben.';

describe('openInvalidStageFor', () => {
  afterEach(closeInvalidStage);

  it('opens for a refusal whose reason is card_time_tracked, in any language', () => {
    const refusal = new ApiError(409, GERMAN, {}, false, false, 'card_time_tracked');
    expect(openInvalidStageFor(refusal, { name: 'Poster' })).toBe(true);
  });

  it('leaves other refusals to the caller, even one that names time-tracking', () => {
    const english = 'This card is currently being time-tracked. Stop the timer before moving it.';
    expect(openInvalidStageFor(new ApiError(409, english), { name: 'Poster' })).toBe(false);
    expect(openInvalidStageFor(new ApiError(409, 'x', {}, false, false, 'timer_running'), { name: 'P' })).toBe(false);
    expect(openInvalidStageFor(new Error(GERMAN), { name: 'Poster' })).toBe(false);
  });
});
