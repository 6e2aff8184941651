/**
 * Calendar days in a viewer's IANA time zone (issue 28 "Entries are split at midnight in the viewer's time
 * zone"; BRIEF §8; decisions G3), on `@date-fns/tz`'s TZDate (issue 36 "Habits"; decisions LB3): the
 * zone's offsets, its daylight-saving changes and a midnight the clocks skip are the library's.
 *
 * Instants are epoch milliseconds; days are `yyyy-mm-dd` strings of the zone's wall calendar.
 */
import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';

/** The zone's calendar day of `instant`, `yyyy-mm-dd`. */
export const zonedDay = (instant: number, timeZone: string): string =>
  formatISO(new TZDate(instant, timeZone), { representation: 'date' });

/**
 * The instant the zone's day `day` (`yyyy-mm-dd`) begins: TZDate's midnight of that day, which is the
 * first instant of the day where a daylight-saving change skips midnight (America/Santiago).
 */
export function startOfZonedDay(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y, m - 1, d, timeZone).getTime();
}

/** `day` plus `n` calendar days (`yyyy-mm-dd`, zone-free arithmetic on the date). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** A piece of an interval inside one day of the zone. */
export interface DayPiece {
  day: string;
  /** Milliseconds of the interval that fall in `day`. */
  ms: number;
}

/**
 * Split the interval [`start`, `end`) at the zone's midnights (issue 28). An interval within one day is
 * one piece; an empty or inverted one is none.
 */
export function splitAtMidnights(start: number, end: number, timeZone: string): DayPiece[] {
  const pieces: DayPiece[] = [];
  let from = start;
  while (from < end) {
    const day = zonedDay(from, timeZone);
    const next = startOfZonedDay(addDays(day, 1), timeZone);
    const to = Math.min(end, next);
    pieces.push({ day, ms: to - from });
    from = to;
  }
  return pieces;
}

/** The zone's days from `fromDay` to `toDay` (inclusive) with the instant each begins, plus the next day's start. */
export interface DayGrid {
  days: string[];
  /** `starts[i]` begins `days[i]`; `starts[days.length]` ends the last day. */
  starts: number[];
}

/** Build the grid of days once, so splitting many intervals needs no Intl call each. */
export function dayGrid(fromDay: string, toDay: string, timeZone: string): DayGrid {
  const days: string[] = [];
  const starts: number[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    days.push(day);
    starts.push(startOfZonedDay(day, timeZone));
  }
  starts.push(startOfZonedDay(addDays(toDay, 1), timeZone));
  return { days, starts };
}

/**
 * Split [`start`, `end`) at the grid's midnights, keeping only what falls inside the grid (as
 * `splitAtMidnights` does, without Intl: a binary search finds the first day).
 */
export function splitOnGrid(start: number, end: number, grid: DayGrid): DayPiece[] {
  const pieces: DayPiece[] = [];
  const { days, starts } = grid;
  let from = Math.max(start, starts[0]);
  const to = Math.min(end, starts[days.length]);
  if (from >= to) return pieces;
  let low = 0;
  let high = days.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= from) low = mid;
    else high = mid - 1;
  }
  for (let i = low; i < days.length && from < to; i++) {
    const next = Math.min(to, starts[i + 1]);
    if (next > from) pieces.push({ day: days[i], ms: next - from });
    from = next;
  }
  return pieces;
}
