/**
 * The reports' pure parts (issue 28; decisions G3, G5, G7): days and midnights of a zone with Intl,
 * across a daylight-saving change; the grid split equals the direct split; percentiles by linear
 * interpolation against hand-computed values; the range presets (weeks from Monday).
 */
import { describe, expect, it } from 'vitest';
import { dayGrid, splitAtMidnights, splitOnGrid, startOfZonedDay, zonedDay } from '../../shared/reports/day-grid';
import { percentile } from '../../shared/reports/percentiles';
import { presetRange } from '../../web/src/features/reports/utils/ranges';

const at = (iso: string) => Date.parse(iso);

describe('zoned days', () => {
  it('finds midnights, also on the days clocks change', () => {
    expect(new Date(startOfZonedDay('2031-03-30', 'Europe/Berlin')).toISOString()).toBe('2031-03-29T23:00:00.000Z');
    expect(new Date(startOfZonedDay('2031-03-31', 'Europe/Berlin')).toISOString()).toBe('2031-03-30T22:00:00.000Z');
    expect(new Date(startOfZonedDay('2031-10-27', 'America/New_York')).toISOString()).toBe('2031-10-27T04:00:00.000Z');
    expect(new Date(startOfZonedDay('2031-03-02', 'Asia/Kathmandu')).toISOString()).toBe('2031-03-01T18:15:00.000Z');
    expect(zonedDay(at('2031-03-01T22:30:00Z'), 'Asia/Tokyo')).toBe('2031-03-02');
  });

  it('splits at midnight, and the grid split agrees with the direct one', () => {
    expect(splitAtMidnights(at('2031-03-29T22:00:00Z'), at('2031-03-30T02:00:00Z'), 'Europe/Berlin')).toEqual([
      { day: '2031-03-29', ms: 3_600_000 },
      { day: '2031-03-30', ms: 3 * 3_600_000 },
    ]);
    const grid = dayGrid('2031-03-25', '2031-04-02', 'Europe/Berlin');
    for (const [s, e] of [
      ['2031-03-29T22:00:00Z', '2031-03-30T02:00:00Z'],
      ['2031-03-25T10:00:00Z', '2031-03-25T12:00:00Z'],
      ['2031-03-27T20:00:00Z', '2031-03-29T01:00:00Z'],
    ]) {
      expect(splitOnGrid(at(s), at(e), grid)).toEqual(splitAtMidnights(at(s), at(e), 'Europe/Berlin'));
    }
    // A run past the grid's end keeps only its part inside (2 April ends at 22:00 UTC in summer time).
    expect(splitOnGrid(at('2031-04-02T21:00:00Z'), at('2031-04-03T01:00:00Z'), grid)).toEqual([
      { day: '2031-04-02', ms: 3_600_000 },
    ]);
    // Outside the grid: nothing.
    expect(splitOnGrid(at('2031-05-01T10:00:00Z'), at('2031-05-01T11:00:00Z'), grid)).toEqual([]);
  });
});

describe('percentiles', () => {
  it('interpolates between the closest ranks', () => {
    const hours = [1, 2, 4, 8, 30];
    expect(percentile(hours, 50)).toBe(4);
    expect(percentile(hours, 90)).toBeCloseTo(21.2, 10);
    expect(percentile([1, 2, 4, 6, 8, 24, 24, 30], 50)).toBe(7);
    expect(percentile([5], 90)).toBe(5);
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('range presets', () => {
  it('starts weeks on Monday and months on the first', () => {
    const thursday = at('2026-11-26T12:00:00Z');
    expect(presetRange('this_week', thursday, 'UTC')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last_week', thursday, 'UTC')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('this_month', thursday, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last_month', thursday, 'UTC')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // Late Sunday in UTC is already Monday in Tokyo.
    expect(presetRange('this_week', at('2026-11-29T20:00:00Z'), 'Asia/Tokyo').from).toBe('2026-11-30');
  });
});
