/**
 * The workspace calendar (accounts spec §2 Calendar view, §4 Calendar drag, §7 `GET /stages/calendar_data?date&search`).
 * A month's range covers the month grid's leading and trailing days: the month ± CALENDAR_MARGIN_DAYS.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { maxTextLength, singleLineText } from './text';
import { CardSchema } from './card';
import { TotalTimestampInfoSchema } from './time-tracking';

/** Days before the 1st and after the month's last day that a month answer also covers (the grid's other-month days). */
export const CALENDAR_MARGIN_DAYS = 7;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const CalendarDateSchema = z.string({ error: 'Required' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22'),
  z.refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Not a valid date'),
);

/** `GET /api/v1/stages/calendar_data?workspace_id&date&search`: `date` is any day of the month; search "*" means none. */
export const CalendarQuerySchema = z.object({
  workspace_id: IdSchema,
  date: CalendarDateSchema,
  search: z.optional(singleLineText().check(maxTextLength(200))),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/**
 * A card on the calendar, trimmed to what the month grid and the day list render (issue 11: a month of
 * 1,000 cards; docs/decisions.md D19): the title and link (`id`, `name`), the day (`due_date`), the ✓
 * (`completed`), the colour (`label_color`: of the card's labels, the first by name's `color_hex`;
 * else the stage's place via `stage_id`) and the stage's name (label, tooltip, day list), and the tracked
 * time (`total_timestamp_info`) only where the event shows a timer: the stage tracks time, the card is
 * not approved and has time (cards spec §4 Calendar; docs/decisions.md D22). The card popup loads the rest.
 */
export const CalendarCardSchema = z.extend(
  z.pick(CardSchema, { id: true, name: true, stage_id: true, completed: true }),
  {
    due_date: z.string(),
    stage_name: z.string(),
    /** The colour (6-digit hex, no '#') of the card's label first by name, or null without a label. */
    label_color: z.nullable(z.string()),
    /** The event's timer; absent when it shows none (most cards: the answer stays small). */
    total_timestamp_info: z.optional(TotalTimestampInfoSchema),
  },
);
export type CalendarCard = z.infer<typeof CalendarCardSchema>;

/** The calendar's answer: the range it covers (inclusive days) and the cards due in it, by due date. */
export const CalendarDataSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(CalendarCardSchema),
  /** More cards fell in the range than one answer carries (2,000); the earliest were kept. */
  truncated: z.boolean(),
});
export type CalendarData = z.infer<typeof CalendarDataSchema>;

/** The inclusive day range (`YYYY-MM-DD`) a month answer covers, for any day of that month (UTC calendar days). */
export function calendarRange(date: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number);
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
  // Month index `month - 1`; day 0 of the next month is the month's last day.
  return { from: day(year, month - 1, 1 - CALENDAR_MARGIN_DAYS), to: day(year, month, CALENDAR_MARGIN_DAYS) };
}
