import { describe, expect, it } from 'vitest';
import { stopwatchSeconds } from '../../../../shared/schemas/time-tracking-limits';
import { wholeSecond } from './stopwatch';

describe('wholeSecond', () => {
  it('rounds the instant down to its second, and keeps null', () => {
    expect(wholeSecond('2031-03-01T09:00:10.900Z')).toBe('2031-03-01T09:00:10.000Z');
    expect(wholeSecond(null)).toBeNull();
    expect(wholeSecond('not a date')).toBeNull();
  });

  it('keeps a total counted at 10.9 s and one counted at 10 s on the same second afterwards', () => {
    // A timer started at 0 s: 10 s counted at 10.9 s (per user) and at 10 s (the card); the browser is at 11.5 s.
    const now = Date.parse('2031-03-01T09:00:11.500Z');
    const perUser = stopwatchSeconds(10, wholeSecond('2031-03-01T09:00:10.900Z'), 1, now);
    const card = stopwatchSeconds(10, wholeSecond('2031-03-01T09:00:10.000Z'), 1, now);
    expect([perUser, card]).toEqual([11, 11]);
  });
});
