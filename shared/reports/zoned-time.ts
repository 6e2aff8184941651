/**
 * Calendar days in a viewer's IANA time zone with `Intl` alone (issue 28 "Entries are split at midnight
 * in the viewer's time zone"; BRIEF §8; decisions G3). date-fns v4 has no zone support without
 * `@date-fns/tz`, which is not installed, and Intl is in every runtime we ship to.
 *
 * Instants are epoch milliseconds; days are `yyyy-mm-dd` strings of the zone's wall calendar.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone (building one costs far more than formatting). */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone name this runtime knows (e.g. `Europe/Berlin`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    // Intl throws a RangeError for an unknown zone: that is the answer, not a failure.
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallOf(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The zone's calendar day of `instant`, `yyyy-mm-dd`. */
export function zonedDay(instant: number, timeZone: string): string {
  const w = wallOf(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The instant the zone's day `day` (`yyyy-mm-dd`) begins. Where a daylight-saving change skips midnight,
 * the first instant of that day.
 */
export function startOfZonedDay(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const wallMidnight = Date.UTC(y, m - 1, d);
  // Two rounds settle the offset even when it differs between the guess and the answer (DST days).
  let instant = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  instant = wallMidnight - zoneOffsetMs(instant, timeZone);
  return zonedDay(instant, timeZone) === day ? instant : instant + 3_600_000;
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
