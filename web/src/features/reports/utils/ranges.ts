/**
 * The report ranges (issue 28 "this week, last week, this month, last month, custom"; decisions G5:
 * weeks start on Monday, ISO 8601), as days `yyyy-mm-dd` of the viewer's zone.
 */
import { addDays, zonedDay } from '../../../../../shared/reports/day-grid';

/**
 * The range picker's presets, each with its label's key in the `reports` catalogue (issue 41), in the
 * picker's order. Each is written once: RANGE_PRESETS is this table's keys.
 */
export const RANGE_LABELS = {
  this_week: 'range.thisWeek',
  last_week: 'range.lastWeek',
  this_month: 'range.thisMonth',
  last_month: 'range.lastMonth',
  custom: 'range.custom',
} as const;
export type RangePreset = keyof typeof RANGE_LABELS;

/** The presets in the picker's order (string keys keep their insertion order). */
export const RANGE_PRESETS = Object.keys(RANGE_LABELS) as RangePreset[];

/** The viewer's IANA zone (the browser's), UTC when the runtime has none. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Monday of the week of `day` (zone-free date arithmetic). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The last day of the month of `day`. */
function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** `from`/`to` of a preset (not `custom`) on the viewer's today. */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  now: number,
  timeZone: string,
): { from: string; to: string } {
  const today = zonedDay(now, timeZone);
  const monday = weekStart(today);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'this_week':
      return { from: monday, to: addDays(monday, 6) };
    case 'last_week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'this_month':
      return { from: firstOfMonth, to: monthEnd(today) };
    case 'last_month': {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The days from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
