/**
 * Setting a submission's review deadline (issue 38 "Review deadlines"; decisions DL1–DL3): the deadline a
 * submission keeps on the card, and its reminder jobs, written in the submission's own transaction.
 *
 * The reviewers' reminder is due at 09:00 of the deadline's day in each reviewer's zone: the zone their
 * browser last told (`user.time_zone`), else the submitter's. There is one `review_deadline` job per card and
 * zone (`subject_id` `{card_id}#{zone}`); the submitter's zone's job also reminds the card's e-mail reviewers,
 * who have no zone. A job reads who is asked when it runs (services/approvals/deadline-reminders.ts).
 */
import {
  deadlineDayProblem,
  deadlineEnd,
  defaultDeadlineDay,
  reminderAt,
} from '../../../../shared/schemas/review-deadline';
import { ScheduleEntry } from '../../data/entities/schedule-entry';
import { putTransaction, type TransactionItem } from '../../data/transactions';
import type { UserRecord } from '../../data/users';
import { BadRequestError } from '../../lib/http/errors';
import { logger } from '../../lib/observability';
import { patchItem } from '../../data/access';
import { User } from '../../data/entities/user';

/** A submission's deadline: its day and zone, and the instant it ends (ISO). */
export interface ReviewDeadline {
  day: string;
  timeZone: string;
  deadline: string;
}

/**
 * The deadline of a submission made at `now` (epoch ms): the requested day, or 2 working days ahead, in
 * the submitter's `timeZone` (default UTC). @throws BadRequestError (field `review_deadline`) for a day in
 * the past or too far ahead; nothing is written then.
 */
export function reviewDeadlineOf(
  requested: string | undefined,
  timeZone: string | undefined,
  now: number,
): ReviewDeadline {
  const zone = timeZone ?? 'UTC';
  const day = requested ?? defaultDeadlineDay(now, zone);
  const problem = deadlineDayProblem(day, now, zone);
  if (problem) throw new BadRequestError(problem, { review_deadline: [problem] });
  return { day, timeZone: zone, deadline: new Date(deadlineEnd(day, zone)).toISOString() };
}

/** The card fields a submission sets for its deadline. */
export function deadlineCardFields(deadline: ReviewDeadline) {
  return {
    approval_deadline: deadline.deadline,
    approval_deadline_day: deadline.day,
    approval_time_zone: deadline.timeZone,
  };
}

/** The zone a reviewer is reminded in: their own, else the submitter's. */
export const reviewerZone = (user: Pick<UserRecord, 'time_zone'> | undefined, submitterZone: string): string =>
  user?.time_zone ?? submitterZone;

/**
 * The reminder jobs of a submission: one per zone among the asked reviewers' and the submitter's, due at
 * 09:00 of the deadline's day there (a time already past is due at `now`: the next run sends it).
 */
export function deadlineJobItems(
  card: { workspace_id: string; card_id: string },
  deadline: ReviewDeadline,
  reviewers: ReadonlyMap<string, Pick<UserRecord, 'time_zone'>>,
  now: number,
): TransactionItem[] {
  const zones = new Set([deadline.timeZone, ...[...reviewers.values()].map((u) => reviewerZone(u, deadline.timeZone))]);
  return [...zones].map((zone) => {
    const dueAt = new Date(Math.max(now, reminderAt(deadline.day, zone))).toISOString();
    return putTransaction(ScheduleEntry, {
      kind: 'review_deadline',
      subject_id: `${card.card_id}#${zone}`,
      due_day: dueAt.slice(0, 10),
      due_at: dueAt,
      payload: {
        workspace_id: card.workspace_id,
        card_id: card.card_id,
        deadline: deadline.deadline,
        time_zone: zone,
      },
    });
  });
}

/**
 * Keep the zone a user's browser told (issue 38: their reminders go out at 09:00 there): one UpdateItem,
 * only when it changed. A failure is logged: the submission it came with is already committed.
 */
export async function rememberTimeZone(user: Pick<UserRecord, 'user_id' | 'time_zone'>, zone: string): Promise<void> {
  if (user.time_zone === zone) return;
  await patchItem(User, { user_id: user.user_id, time_zone: zone }).catch((error: unknown) =>
    logger.error('Could not keep the time zone', { userId: user.user_id, error: error as Error }),
  );
}
