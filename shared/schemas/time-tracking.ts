/**
 * Time tracking (cards spec §3 Card `timestamp_info`, `total_timestamp_info`, `is_tracked_by_current_user`;
 * §4 Time tracking; §8 'You have a card currently being time-tracked.'). The spec shows no calls; these
 * are designed (decisions R14):
 * - `POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/start`: start the caller's timer on the card;
 * - `POST /api/v1/workspaces/{id}/content_groups/{cid}/timestamps/stop`: stop it;
 * - `GET /api/v1/timestamps/current`: the caller's running timer anywhere, or null (the invalid-stage popup).
 *
 * Running time is reported as of an instant (`latest_start` of `total_timestamp_info` while something
 * runs), so a stopwatch shows `total_seconds + active_count × (now − latest_start)`
 * (`stopwatchSeconds` in ./time-tracking-limits.ts).
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';

/** One user's time on a card. */
export const TimestampUserSchema = z.object({
  user_id: IdSchema,
  full_name: z.string(),
  /** Closed time plus the running time up to the response's instant. */
  total_seconds: z.int().check(z.minimum(0)),
  active: z.boolean(),
  /** When their running timer started, else null. */
  latest_start: z.nullable(TimestampSchema),
});

/**
 * `timestamp_info` (cards spec §3): the caller's time on the card (`total_seconds` including the running
 * part up to `as_of`; `latest_change_total_seconds` the closed part; `latest_start` and `active` of their
 * running timer), and every user's time (`users`).
 */
export const TimestampInfoSchema = z.object({
  users: z.array(TimestampUserSchema),
  total_seconds: z.int().check(z.minimum(0)),
  latest_start: z.nullable(TimestampSchema),
  latest_change_total_seconds: z.int().check(z.minimum(0)),
  active: z.boolean(),
  /** The instant the running totals were computed while a timer runs on the card, else null (totals are then fixed). */
  as_of: z.nullable(TimestampSchema),
});
export type TimestampInfo = z.infer<typeof TimestampInfoSchema>;

/**
 * `total_timestamp_info` (cards spec §3): the card's time. `total_seconds` is as of `latest_start` while a
 * timer runs (then `latest_start` is that instant) and the closed total otherwise (then null);
 * `active_count` timers run.
 */
export const TotalTimestampInfoSchema = z.object({
  total_seconds: z.int().check(z.minimum(0)),
  latest_start: z.nullable(TimestampSchema),
  active_count: z._default(z.int().check(z.minimum(0)), 0),
});
export type TotalTimestampInfo = z.infer<typeof TotalTimestampInfoSchema>;

/** What start and stop answer: the card's time after the change. */
export const TimerStateSchema = z.object({
  timestamp_info: TimestampInfoSchema,
  total_timestamp_info: TotalTimestampInfoSchema,
  is_tracked_by_current_user: z.boolean(),
});
export type TimerState = z.infer<typeof TimerStateSchema>;

/** What stop answers (issue 42): the card's time after it, and `stopped_seconds`, the time the stopped timer tracked. */
export const StoppedTimerSchema = z.extend(TimerStateSchema, { stopped_seconds: z.int().check(z.minimum(0)) });
export type StoppedTimer = z.infer<typeof StoppedTimerSchema>;

/** `GET /api/v1/timestamps/current`: the caller's running timer (one at most), or null. */
export const CurrentTimerSchema = z.nullable(
  z.object({
    card_id: IdSchema,
    card_name: z.string(),
    workspace_id: IdSchema,
    workspace_name: z.string(),
    organization_id: IdSchema,
    started_at: TimestampSchema,
  }),
);
export type CurrentTimer = z.infer<typeof CurrentTimerSchema>;
