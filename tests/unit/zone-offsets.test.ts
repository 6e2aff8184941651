/**
 * Time-zone offsets from `@date-fns/tz` (issue 36 "Habits"; decisions LB3) giving the answers the hand-written Intl
 * code it replaced gave: a midnight the clocks skip, the spring-forward gap and the autumn
 * overlap of a recurring card's wall time, a zone with a 45-minute offset, and an unknown zone refused.
 */
import { describe, expect, it } from 'vitest';
import { startOfZonedDay, zonedDay } from '../../shared/reports/day-grid';
import { fromWallTime, toWallTime } from '../../functions/src/services/recurrence/occurrences';
import { reportRangeOf } from '../../functions/src/services/reports/report-scope';

const iso = (ms: number | Date) => new Date(ms).toISOString();

describe('report days on TZDate', () => {
  it('starts a day whose midnight the clocks skip at its first instant (Santiago springs 00:00 → 01:00)', () => {
    expect(iso(startOfZonedDay('2024-09-08', 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
    expect(zonedDay(Date.parse('2024-09-08T03:59:59.999Z'), 'America/Santiago')).toBe('2024-09-07');
    expect(zonedDay(Date.parse('2024-09-08T04:00:00Z'), 'America/Santiago')).toBe('2024-09-08');
    // The autumn change repeats 23:00–24:00 of the day before, so this day's one midnight is in winter time.
    expect(iso(startOfZonedDay('2024-04-07', 'America/Santiago'))).toBe('2024-04-07T04:00:00.000Z');
  });

  it('makes a report range of 23 and 25-hour days across the changes', () => {
    const spring = reportRangeOf({ from: '2031-03-30', to: '2031-03-30', tz: 'Europe/Berlin' });
    expect(spring.toMs - spring.fromMs).toBe(23 * 3_600_000);
    const autumn = reportRangeOf({ from: '2031-10-26', to: '2031-10-26', tz: 'Europe/Berlin' });
    expect(autumn.toMs - autumn.fromMs).toBe(25 * 3_600_000);
  });

  it('refuses a zone the runtime does not know, even one tzOffset would read an offset from', () => {
    for (const tz of ['Mars/Olympus', 'Mars+05', '+05:00'])
      expect(() => reportRangeOf({ from: '2031-03-01', to: '2031-03-02', tz })).toThrow(/zone/i);
    expect(reportRangeOf({ from: '2031-03-01', to: '2031-03-01', tz: 'Etc/GMT+5' }).fromMs).toBe(
      Date.parse('2031-03-01T05:00:00Z'),
    );
  });
});

describe('recurring wall times on tzOffset', () => {
  it('keeps 09:00 at 09:00 across summer time and in a 45-minute zone', () => {
    expect(iso(fromWallTime(new Date('2031-03-28T09:00:00Z'), 'Europe/Berlin'))).toBe('2031-03-28T08:00:00.000Z');
    expect(iso(fromWallTime(new Date('2031-03-31T09:00:00Z'), 'Europe/Berlin'))).toBe('2031-03-31T07:00:00.000Z');
    expect(iso(fromWallTime(new Date('2031-03-02T09:00:00Z'), 'Asia/Kathmandu'))).toBe('2031-03-02T03:15:00.000Z');
    expect(iso(toWallTime(new Date('2031-07-01T07:00:00Z'), 'Europe/Berlin'))).toBe('2031-07-01T09:00:00.000Z');
  });

  it('moves a skipped wall time past the gap and takes a repeated one in winter time, as before', () => {
    // 02:30 on 30 March 2031 does not exist in Berlin: it lands at 03:30 summer time.
    expect(iso(fromWallTime(new Date('2031-03-30T02:30:00Z'), 'Europe/Berlin'))).toBe('2031-03-30T01:30:00.000Z');
    // 02:30 on 26 October 2031 happens twice: the offset read at the guess is winter time's (+01:00).
    expect(iso(fromWallTime(new Date('2031-10-26T02:30:00Z'), 'Europe/Berlin'))).toBe('2031-10-26T01:30:00.000Z');
  });
});
