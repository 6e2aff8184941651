/**
 * Time tracking writes (cards spec §4 Time tracking; §8 'You have a card currently being time-tracked.';
 * docs/data-model.md patterns 108, 109, 112; decisions R14–R17).
 *
 * Start is one TransactWrite: the user's `active_timer` (`attribute_not_exists`: one running timer per
 * user across all workspaces), the user's `card_timer` (`started_at` set only when absent), the card's
 * running counters (the card still in that stage, not binned), a check that the stage tracks time, and
 * the 12-hour `timer_stop` job. Stop undoes it, conditioned on the same `started_at`, adding the seconds.
 */
import { addMilliseconds } from 'date-fns';
import { TIME_TRACKING_LIMITS } from '../../../shared/schemas/time-tracking-limits';
import type { ActiveTimerRecord } from './timer-reads';
import type { NotificationRecord } from './notifications';
import { commitTransaction, db } from './service';

/** What starting needs: the card as read and where it is. */
export interface TimerStart {
  userId: string;
  organizationId: string;
  workspaceId: string;
  cardId: string;
  stageId: string;
  /** The start instant, epoch ms (rounded down to the second). */
  now: number;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Pattern 108: start the user's timer on the card.
 * @returns false when a condition failed (a timer already runs, the card moved or was binned, the stage does not track time).
 */
export async function startTimer(start: TimerStart): Promise<boolean> {
  const startedAt = new Date(Math.floor(start.now / 1000) * 1000);
  const startedIso = startedAt.toISOString();
  const stopAt = addMilliseconds(startedAt, TIME_TRACKING_LIMITS.maxRunMs);
  return commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        tx.activeTimer.create({ user_id: start.userId, card_id: start.cardId, workspace_id: start.workspaceId, organization_id: start.organizationId, started_at: startedIso }).commit(),
        tx.cardTimer
          .update({ card_id: start.cardId, user_id: start.userId })
          .set({ started_at: startedIso })
          .add({ total_seconds: 0 })
          .where((attr, { notExists }) => notExists(attr.started_at))
          .commit(),
        tx.card
          .patch({ workspace_id: start.workspaceId, card_id: start.cardId })
          .add({ active_timer_count: 1, active_start_sum: seconds(startedIso) })
          .where((attr, { eq, notExists }) => `${notExists(attr.deleted_at)} AND ${eq(attr.stage_id, start.stageId)}`)
          .commit(),
        tx.stage.check({ workspace_id: start.workspaceId, stage_id: start.stageId }).where((attr, { eq }) => eq(attr.enable_timestamp, true)).commit(),
        tx.scheduleEntry
          .put({
            kind: 'timer_stop',
            subject_id: start.userId,
            due_day: stopAt.toISOString().slice(0, 10),
            due_at: stopAt.toISOString(),
            payload: { workspace_id: start.workspaceId, organization_id: start.organizationId, card_id: start.cardId, started_at: startedIso },
          })
          .commit(),
      ])
      .go(),
  );
}

/** Seconds a timer started at `startedAt` counts when stopped at `now`: never negative, at most 12 hours (R16). */
export function runSeconds(startedAt: string, now: number): number {
  return Math.min(Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)), TIME_TRACKING_LIMITS.maxRunMs / 1000);
}

/**
 * Pattern 109: stop `timer` at `now`, adding its seconds to the user's and the card's totals; `notice`
 * (the 12-hour schedule's notification, with its counter) commits in the same transaction.
 * @returns the seconds added, or null when the timer was stopped or restarted meanwhile.
 */
export async function stopTimer(timer: ActiveTimerRecord, now: number, notice?: NotificationRecord): Promise<number | null> {
  const added = runSeconds(timer.started_at, now);
  const committed = await commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        tx.activeTimer
          .delete({ user_id: timer.user_id })
          .where((attr, { eq }) => `${eq(attr.card_id, timer.card_id)} AND ${eq(attr.started_at, timer.started_at)}`)
          .commit(),
        tx.cardTimer
          .patch({ card_id: timer.card_id, user_id: timer.user_id })
          .remove(['started_at'])
          .add({ total_seconds: added })
          .where((attr, { eq }) => eq(attr.started_at, timer.started_at))
          .commit(),
        tx.card
          .patch({ workspace_id: timer.workspace_id, card_id: timer.card_id })
          .add({ total_seconds: added, active_timer_count: -1, active_start_sum: -seconds(timer.started_at) })
          .commit(),
        ...(notice
          ? [
              tx.notification.create(notice).commit(),
              tx.workspaceCounter.update({ user_id: notice.user_id, workspace_id: notice.workspace_id! }).add({ unread_notifications_count: 1 }).commit(),
            ]
          : []),
      ])
      .go(),
  );
  return committed ? added : null;
}
