/**
 * Time tracking writes (cards spec §4 Time tracking; §8 'You have a card currently being time-tracked.';
 * docs/data-model.md patterns 108, 109, 112; decisions R14–R17).
 *
 * Start is one TransactWrite: the user's `active_timer` (`attribute_not_exists`: one running timer per
 * user across all workspaces), the user's `card_timer` (`started_at` set only when absent), the card's
 * running counters (the card still in that stage, not binned), a check that the stage tracks time, and
 * the 12-hour `timer_stop` job. Stop undoes it, conditioned on the same `started_at`, adding the seconds.
 * Both also write the run's time entry the time report reads (issue 28, pattern 175).
 */
import { addMilliseconds } from 'date-fns';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { TIME_TRACKING_LIMITS } from '../../../shared/schemas/time-tracking-limits';
import type { ActiveTimerRecord } from './timer-reads';
import type { NotificationRecord } from './notifications';
import {
  checkTransaction,
  createTransaction,
  deleteTransaction,
  patchTransaction,
  putTransaction,
  runTransaction,
  updateTransaction,
} from './transactions';
import { Card } from './entities/card';
import { Notification } from './entities/notification';
import { ScheduleEntry } from './entities/schedule-entry';
import { Stage } from './entities/stage';
import { ActiveTimer, CardTimer } from './entities/timer';
import { timeEntryStartItem, timeEntryStopItem } from './report-items';
import { WorkspaceCounter } from './entities/workspace-counter';

/** What starting needs: the card as read and where it is. */
export interface TimerStart {
  userId: string;
  organizationId: string;
  workspaceId: string;
  cardId: string;
  stageId: string;
  /** The start instant, epoch ms (rounded down to the second). */
  now: number;
  /** The card's name and labels, kept on the time entry the reports read (issue 28; decisions G4). */
  cardName?: string;
  labelIds?: readonly string[];
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
  const { canceled } = await runTransaction([
    createTransaction(ActiveTimer, {
      user_id: start.userId,
      card_id: start.cardId,
      workspace_id: start.workspaceId,
      organization_id: start.organizationId,
      started_at: startedIso,
    }),
    updateTransaction(
      CardTimer,
      { card_id: start.cardId, user_id: start.userId, started_at: startedIso, total_seconds: $add(0) },
      { attr: 'started_at', exists: false },
    ),
    patchTransaction(
      Card,
      {
        workspace_id: start.workspaceId,
        card_id: start.cardId,
        active_timer_count: $add(1),
        active_start_sum: $add(seconds(startedIso)),
      },
      {
        and: [
          { attr: 'deleted_at', exists: false },
          { attr: 'stage_id', eq: start.stageId },
        ],
      },
    ),
    checkTransaction(
      Stage,
      { workspace_id: start.workspaceId, stage_id: start.stageId },
      { attr: 'enable_timestamp', eq: true },
    ),
    timeEntryStartItem({
      organizationId: start.organizationId,
      workspaceId: start.workspaceId,
      cardId: start.cardId,
      userId: start.userId,
      startedAt: startedIso,
      cardName: start.cardName,
      labelIds: start.labelIds,
    }),
    putTransaction(ScheduleEntry, {
      kind: 'timer_stop',
      subject_id: start.userId,
      due_day: stopAt.toISOString().slice(0, 10),
      due_at: stopAt.toISOString(),
      payload: {
        workspace_id: start.workspaceId,
        organization_id: start.organizationId,
        card_id: start.cardId,
        started_at: startedIso,
      },
    }),
  ]);
  return !canceled;
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
export async function stopTimer(
  timer: ActiveTimerRecord,
  now: number,
  notice?: NotificationRecord,
): Promise<number | null> {
  const added = runSeconds(timer.started_at, now);
  const { canceled } = await runTransaction([
    deleteTransaction(
      ActiveTimer,
      { user_id: timer.user_id },
      {
        and: [
          { attr: 'card_id', eq: timer.card_id },
          { attr: 'started_at', eq: timer.started_at },
        ],
      },
    ),
    patchTransaction(
      CardTimer,
      { card_id: timer.card_id, user_id: timer.user_id, started_at: $remove(), total_seconds: $add(added) },
      { attr: 'started_at', eq: timer.started_at },
    ),
    patchTransaction(Card, {
      workspace_id: timer.workspace_id,
      card_id: timer.card_id,
      total_seconds: $add(added),
      active_timer_count: $add(-1),
      active_start_sum: $add(-seconds(timer.started_at)),
    }),
    timeEntryStopItem(timer, added),
    ...(notice
      ? [
          createTransaction<typeof Notification>(Notification, notice),
          updateTransaction(WorkspaceCounter, {
            user_id: notice.user_id,
            workspace_id: notice.workspace_id!,
            unread_notifications_count: $add(1),
          }),
        ]
      : []),
  ]);
  const committed = !canceled;
  return committed ? added : null;
}
