/**
 * Time reports and approval analytics (issue 28 "Time reports", "Approval analytics"; BRIEF §8 "Reports
 * read pre-aggregated items, not scans"; decisions G1–G12). Web and functions share these shapes.
 *
 * Routes (all `x-beyond-spec`), under `/api/v1/organizations/{id}/reports`:
 * - `GET access`: which reports the caller may open (the header links);
 * - `GET time?from&to&tz&workspace_id&user_id&label_id`: hours grouped workspace → card → user;
 * - `GET approvals?from&to&tz&workspace_id`: submissions, decisions, turnaround, rounds, approvers, on-time, waiting.
 *
 * Days are `yyyy-mm-dd` in the viewer's IANA time zone `tz`; `to` is inclusive. Durations are whole seconds.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { REPORT_MESSAGES } from './report-limits';

export * from './report-limits';

const DaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: REPORT_MESSAGES.badDay }));

/** The filters both reports share. */
const RangeQueryShape = {
  from: DaySchema,
  to: DaySchema,
  /** The viewer's IANA zone; days and midnights are its own. */
  tz: z._default(z.string().check(z.maxLength(64)), 'UTC'),
  workspace_id: z.optional(IdSchema),
};

export const TimeReportQuerySchema = z.object({
  ...RangeQueryShape,
  user_id: z.optional(IdSchema),
  label_id: z.optional(IdSchema),
  /**
   * `entries` adds one line per time entry (the CSV's second table). Left out by default: at 10,000 entries
   * the lines were two thirds of the answer and doubled the page's load (issue 39; decisions G26).
   */
  include: z.optional(z.enum(['entries'])),
});
export type TimeReportQuery = z.infer<typeof TimeReportQuerySchema>;

export const ApprovalAnalyticsQuerySchema = z.object(RangeQueryShape);
export type ApprovalAnalyticsQuery = z.infer<typeof ApprovalAnalyticsQuerySchema>;

/** `all`: everyone's time; `own`: only the caller's; `none`: no report (decisions G2). */
export const TimeScopeSchema = z.enum(['all', 'own', 'none']);
export type TimeScope = z.infer<typeof TimeScopeSchema>;

/** What the caller may open in the organization: drives the header links (issue 28 "Where they live"). */
export const ReportAccessSchema = z.object({ time_report: TimeScopeSchema, approval_analytics: z.boolean() });
export type ReportAccess = z.infer<typeof ReportAccessSchema>;

const NamedSchema = z.object({ id: IdSchema, name: z.string() });
const SecondsSchema = z.int().check(z.minimum(0));

/** One line of the table: a user's time on a card in the range. */
export const TimeRowSchema = z.object({
  workspace_id: IdSchema,
  workspace_name: z.string(),
  card_id: IdSchema,
  card_name: z.string(),
  user_id: IdSchema,
  user_name: z.string(),
  seconds: SecondsSchema,
  /** A timer of this user still runs on this card: its time counts up to `now`. */
  running: z.boolean(),
});
export type TimeRow = z.infer<typeof TimeRowSchema>;

/** Seconds of one user in one workspace on one day of the zone (the chart's and the CSV's source). */
export const TimeDaySchema = z.object({
  day: DaySchema,
  workspace_id: IdSchema,
  user_id: IdSchema,
  seconds: SecondsSchema,
});
export type TimeDay = z.infer<typeof TimeDaySchema>;

/**
 * One time entry (one run of one user's timer) with its time inside the range: the CSV's per-entry lines
 * for invoicing (issue 35). `day` is the first day of the zone the entry counts on inside the range;
 * `started_at` and `ended_at` are the run's own instants (ISO); `ended_at` is null while it runs.
 * `label_ids` are the card's labels when the timer started (G4).
 */
export const TimeEntryLineSchema = z.object({
  day: DaySchema,
  workspace_id: IdSchema,
  workspace_name: z.string(),
  card_id: IdSchema,
  card_name: z.string(),
  user_id: IdSchema,
  user_name: z.string(),
  label_ids: z.array(z.string()),
  started_at: z.string(),
  ended_at: z.nullable(z.string()),
  seconds: SecondsSchema,
  running: z.boolean(),
});
export type TimeEntryLine = z.infer<typeof TimeEntryLineSchema>;

export const TimeReportSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  time_zone: z.string(),
  /** The instant running timers were counted to (ISO). */
  now: z.string(),
  scope: z.enum(['all', 'own']),
  /** Sorted workspace → card → user by name. */
  rows: z.array(TimeRowSchema),
  days: z.array(TimeDaySchema),
  /** One line per time entry of the table's rows, by start then user (issue 35); only with `include=entries`. */
  entries: z.optional(z.array(TimeEntryLineSchema)),
  total_seconds: SecondsSchema,
  /** Choices for the filters: the workspaces in scope, the users seen in the range, the labels of those workspaces. */
  filters: z.object({
    workspaces: z.array(NamedSchema),
    users: z.array(NamedSchema),
    labels: z.array(z.object({ id: IdSchema, name: z.string(), color_hex: z.string(), workspace_id: IdSchema })),
  }),
});
export type TimeReport = z.infer<typeof TimeReportSchema>;

/** Median and 90th percentile of submission → decision, in seconds (null without decisions). */
const TurnaroundSchema = z.object({
  decisions: z.int().check(z.minimum(0)),
  median_seconds: z.nullable(z.number()),
  p90_seconds: z.nullable(z.number()),
});

const CountsShape = {
  submitted: z.int().check(z.minimum(0)),
  approved: z.int().check(z.minimum(0)),
  sent_back: z.int().check(z.minimum(0)),
};

export const WaitingCardSchema = z.object({
  card_id: IdSchema,
  card_name: z.string(),
  workspace_id: IdSchema,
  workspace_name: z.string(),
  submitted_at: z.string(),
  /** Whole days since submission. */
  days_waiting: z.int().check(z.minimum(0)),
});
export type WaitingCard = z.infer<typeof WaitingCardSchema>;

export const ApprovalAnalyticsSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  time_zone: z.string(),
  workspace_id: z.nullable(IdSchema),
  workspaces: z.array(NamedSchema),
  ...CountsShape,
  turnaround: TurnaroundSchema,
  /** Approved cards by the revision rounds before approval (0, 1, 2, …). */
  revision_rounds: z.array(z.object({ rounds: z.int().check(z.minimum(0)), cards: z.int().check(z.minimum(0)) })),
  by_approver: z.array(z.object({ user_id: IdSchema, name: z.string(), approved: z.int(), sent_back: z.int() })),
  /** Cards approved or completed in the range that had a due date, and those of them on or before it. */
  on_time: z.object({ with_due_date: z.int().check(z.minimum(0)), on_time: z.int().check(z.minimum(0)) }),
  /** Decisions in the range on submissions with a review deadline, and those made by it (issue 38). */
  on_time_decisions: z.object({
    with_deadline: z.int().check(z.minimum(0)),
    on_time: z.int().check(z.minimum(0)),
  }),
  per_workspace: z.array(
    z.object({ workspace_id: IdSchema, name: z.string(), ...CountsShape, turnaround: TurnaroundSchema }),
  ),
  /** Cards waiting on the client for more than WAITING_DAYS, oldest first (whatever the range). */
  waiting: z.array(WaitingCardSchema),
});
export type ApprovalAnalytics = z.infer<typeof ApprovalAnalyticsSchema>;
