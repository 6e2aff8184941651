/**
 * Recurring cards (issue 28 "Recurring cards"; beyond the spec; decisions G17–G22): the rule a card repeats
 * by, as the popup's settings menu sets it and the API answers it. Shared by web and functions; the dates
 * themselves are computed on the server with the rrule library (RFC 5545 RRULE).
 *
 * Kinds: daily or every N days (`daily`, `interval`), weekly on chosen days or every N weeks (`weekly`,
 * `weekdays`, `interval`), monthly on a day of the month or its last day (`monthly`, `month_day` 1–31 or
 * -1). A month without the chosen day (the 31st in April) is skipped, as RFC 5545 says. Each occurrence is
 * made at `time` in `time_zone`; the rule ends on `ends_on` (inclusive) or after `count` occurrences.
 */
import * as z from './zod';
import { TimestampSchema } from './common';
import { CalendarDateSchema } from './calendar';

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/** RFC 5545 weekday codes, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Mon',
  TU: 'Tue',
  WE: 'Wed',
  TH: 'Thu',
  FR: 'Fri',
  SA: 'Sat',
  SU: 'Sun',
};

export const RECURRENCE_LIMITS = { maxInterval: 99, maxCount: 500 } as const;

export const RECURRENCE_MESSAGES = {
  weekdays: 'Choose at least one day of the week.',
  monthDay: 'Choose a day of the month or the last day.',
  timeZone: 'Unknown time zone.',
  time: 'Use a time like 09:00.',
  endsBoth: 'End on a date or after a number of times, not both.',
  notFound: 'This card does not repeat.',
} as const;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Which parts of the template each occurrence copies (the Copy panel's choices, cards spec §3 Copy settings). */
export const RecurrencePartsSchema = z.object({
  description: z.boolean(),
  lists: z.boolean(),
  labels: z.boolean(),
  participants: z.boolean(),
  images: z.boolean(),
});
export type RecurrenceParts = z.infer<typeof RecurrencePartsSchema>;
export const DEFAULT_RECURRENCE_PARTS: RecurrenceParts = {
  description: true,
  lists: true,
  labels: true,
  participants: true,
  images: false,
};

/** A recurrence rule as set: `PUT …/content_groups/{cid}/recurrence {rule}`. */
export const RecurrenceRuleSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    interval: z._default(z.int().check(z.minimum(1), z.maximum(RECURRENCE_LIMITS.maxInterval)), 1),
    weekdays: z._default(z.array(z.enum(WEEKDAYS)).check(z.maxLength(7)), []),
    /** 1–31, or -1 for the month's last day (monthly only). */
    month_day: z.optional(z.nullable(z.int().check(z.minimum(-1), z.maximum(31)))),
    /** Time of day, 24-hour `HH:MM`, in `time_zone`. */
    time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, RECURRENCE_MESSAGES.time)),
    time_zone: z.string().check(z.refine(isTimeZone, RECURRENCE_MESSAGES.timeZone)),
    ends_on: z.optional(z.nullable(CalendarDateSchema)),
    count: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(RECURRENCE_LIMITS.maxCount)))),
    parts: z._default(RecurrencePartsSchema, DEFAULT_RECURRENCE_PARTS),
  })
  .check(
    z.refine((r) => r.frequency !== 'weekly' || r.weekdays.length > 0, {
      message: RECURRENCE_MESSAGES.weekdays,
      path: ['weekdays'],
    }),
    z.refine((r) => r.frequency !== 'monthly' || (typeof r.month_day === 'number' && r.month_day !== 0), {
      message: RECURRENCE_MESSAGES.monthDay,
      path: ['month_day'],
    }),
    z.refine((r) => !(r.ends_on && r.count), { message: RECURRENCE_MESSAGES.endsBoth, path: ['count'] }),
  );
export type RecurrenceRule = z.output<typeof RecurrenceRuleSchema>;
export type RecurrenceRuleInput = z.input<typeof RecurrenceRuleSchema>;

export const SetRecurrenceRequestSchema = z.object({ rule: RecurrenceRuleSchema });

/** A card's recurrence as answered: the rule, its words ("Repeats weekly on Mon") and the next occurrence (null once it ended). */
export const RecurrenceSchema = z.object({
  rule: RecurrenceRuleSchema,
  summary: z.string(),
  next_at: z.nullable(TimestampSchema),
  updated_at: TimestampSchema,
});
export type Recurrence = z.infer<typeof RecurrenceSchema>;

/** `GET …/recurrence`: the card's recurrence, or null when it does not repeat. */
export const RecurrenceResponseSchema = z.object({ recurrence: z.nullable(RecurrenceSchema) });
export type RecurrenceResponse = z.infer<typeof RecurrenceResponseSchema>;

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/**
 * The rule in words, as the template card shows it: "Repeats weekly on Mon", "Repeats every 2 weeks on Mon,
 * Thu", "Repeats daily", "Repeats every 3 days", "Repeats monthly on the last day", "… on the 15th", then
 * " at 09:00" and the end (", until 2026-12-31" or ", 10 times").
 */
export function recurrenceSummary(
  rule: Pick<RecurrenceRule, 'frequency' | 'interval' | 'weekdays' | 'month_day' | 'time' | 'ends_on' | 'count'>,
): string {
  const unit = { daily: 'day', weekly: 'week', monthly: 'month' }[rule.frequency];
  const every =
    rule.interval > 1
      ? `every ${rule.interval} ${unit}s`
      : { daily: 'daily', weekly: 'weekly', monthly: 'monthly' }[rule.frequency];
  const days = WEEKDAYS.filter((d) => rule.weekdays.includes(d)).map((d) => WEEKDAY_LABELS[d]);
  const on =
    rule.frequency === 'weekly'
      ? ` on ${days.join(', ')}`
      : rule.frequency === 'monthly'
        ? ` on the ${rule.month_day === -1 ? 'last day' : ordinal(rule.month_day ?? 1)}`
        : '';
  const end = rule.ends_on
    ? `, until ${rule.ends_on}`
    : rule.count
      ? `, ${rule.count} ${rule.count === 1 ? 'time' : 'times'}`
      : '';
  return `Repeats ${every}${on} at ${rule.time}${end}`;
}
