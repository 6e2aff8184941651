import { describe, expect, it } from 'vitest';
import { formatDuration, timerStoppedMessage } from './format-duration';
import { catalogueTranslator } from '../../../tests/support/catalogue-translator';

describe('formatDuration', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.9)).toBe('0:00:59');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(100 * 3600)).toBe('100:00:00');
    expect(formatDuration(-5)).toBe('0:00:00');
  });
});

describe('timerStoppedMessage', () => {
  it('says the time just tracked and the card total (issue 42)', () => {
    const t = catalogueTranslator('time-tracking');
    expect(timerStoppedMessage(t, 7, 6_125)).toBe('Stopped: 0:00:07 tracked, 1:42:05 on this card');
    expect(timerStoppedMessage(t, 0, 0)).toBe('Stopped: 0:00:00 tracked, 0:00:00 on this card');
  });

  it("says it in the reader's language (issue 41)", () => {
    expect(timerStoppedMessage(catalogueTranslator('time-tracking', 'de'), 7, 6_125)).toBe(
      'Gestoppt: 0:00:07 erfasst, 1:42:05 auf dieser Karte',
    );
  });
});
