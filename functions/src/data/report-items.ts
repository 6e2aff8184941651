/**
 * Writes and reads of the report items (issue 28; BRIEF §8; docs/data-model.md patterns 174–180;
 * decisions G1, G4, G8): time entries and approval events in the organization's partition by instant,
 * and the cards waiting on the client. The writes are transaction items, so they commit with the timer
 * or approval change they record, or not at all.
 */
import { addMilliseconds } from 'date-fns';
import { TIME_TRACKING_LIMITS } from '../../../shared/schemas/time-tracking-limits';
import { type Item, queryAll, sortKeyOf } from './access';
import { type TransactionItem, deleteTransaction, putTransaction, updateTransaction } from './transactions';
import { partitionKey } from './keys';
import {
  APPROVAL_EVENT_BY_ORGANIZATION,
  APPROVAL_EVENT_MODEL,
  APPROVAL_WAIT_BY_ORGANIZATION,
  APPROVAL_WAIT_MODEL,
  ApprovalEvent,
  ApprovalWait,
  TIME_ENTRY_BY_ORGANIZATION,
  TIME_ENTRY_MODEL,
  TimeEntry,
  type ApprovalEventKind,
} from './entities/report-items';

export type TimeEntryRecord = Item<typeof TimeEntry>;
export type ApprovalEventRecord = Item<typeof ApprovalEvent>;
export type ApprovalWaitRecord = Item<typeof ApprovalWait>;

/** Where a timer runs and what it is on, as the start knows it. */
export interface TimeEntryStart {
  organizationId: string;
  workspaceId: string;
  cardId: string;
  userId: string;
  /** ISO, whole seconds. */
  startedAt: string;
  cardName?: string;
  labelIds?: readonly string[];
}

/** Pattern 175 (start): the open entry, in the start's transaction (pattern 108). */
export function timeEntryStartItem(start: TimeEntryStart): TransactionItem {
  return putTransaction(TimeEntry, {
    organization_id: start.organizationId,
    started_at: start.startedAt,
    user_id: start.userId,
    workspace_id: start.workspaceId,
    card_id: start.cardId,
    ...(start.cardName !== undefined ? { card_name: start.cardName } : {}),
    ...(start.labelIds && start.labelIds.length > 0 ? { label_ids: [...start.labelIds] } : {}),
  });
}

/**
 * Pattern 175 (stop): close the entry in the stop's transaction (pattern 109). An upsert: a timer started
 * before entries existed gets its entry at its stop, without a card name (the report names it by id).
 */
export function timeEntryStopItem(
  timer: { organization_id: string; workspace_id: string; card_id: string; user_id: string; started_at: string },
  seconds: number,
): TransactionItem {
  return updateTransaction(TimeEntry, {
    organization_id: timer.organization_id,
    started_at: timer.started_at,
    user_id: timer.user_id,
    workspace_id: timer.workspace_id,
    card_id: timer.card_id,
    ended_at: addMilliseconds(Date.parse(timer.started_at), seconds * 1000).toISOString(),
    seconds,
  });
}

/** Slices a long range is read in, side by side (a constant number of Queries more, a quarter of the wait). */
const TIME_SLICES = 4;

/**
 * Pattern 174: the organization's entries that may overlap [`from`, `to`) (epoch ms): those started from
 * 12 hours before `from` (a run lasts at most that, R16) to before `to`, in start order. The range is read
 * as TIME_SLICES adjacent sort-key ranges in parallel, each paged by DynamoDB's 1 MB.
 */
export async function listTimeEntries(organizationId: string, from: number, to: number): Promise<TimeEntryRecord[]> {
  const bound = (instant: number) =>
    sortKeyOf(TIME_ENTRY_MODEL, TIME_ENTRY_BY_ORGANIZATION, {
      started_at: new Date(instant).toISOString(),
      user_id: '',
    });
  const partition = partitionKey(TIME_ENTRY_MODEL, TIME_ENTRY_BY_ORGANIZATION, { organization_id: organizationId });
  const start = from - TIME_TRACKING_LIMITS.maxRunMs;
  // Whole seconds, as entries start on whole seconds.
  const cuts = Array.from({ length: TIME_SLICES + 1 }, (_, i) =>
    i === TIME_SLICES ? to : Math.floor((start + ((to - start) * i) / TIME_SLICES) / 1000) * 1000,
  );
  // A slice's upper bound `…started_at_{t}#user_id_` sorts before every entry started at t, so the next slice reads those.
  const slices = await Promise.all(
    cuts
      .slice(0, -1)
      .map((cut, i) => queryAll(TimeEntry, { partition, range: { between: [bound(cut), bound(cuts[i + 1])] } })),
  );
  return slices.flat();
}

/** What an approval action or a completion records. */
export interface ApprovalEventInput {
  organizationId: string;
  workspaceId: string;
  cardId: string;
  cardName: string;
  actorId: string;
  kind: ApprovalEventKind;
  /** UUIDv7 of the event (the event comment's id, when there is one). */
  eventId: string;
  /** ISO instant. */
  at: string;
  submittedAt?: string;
  dueDate?: string;
  revisionRounds?: number;
  /** The decided submission's review deadline (ISO; issue 38). */
  reviewDeadline?: string;
}

/** Pattern 177: the event, in its action's transaction. */
export function approvalEventItem(event: ApprovalEventInput): TransactionItem {
  return putTransaction(ApprovalEvent, {
    organization_id: event.organizationId,
    at: event.at,
    event_id: event.eventId,
    kind: event.kind,
    workspace_id: event.workspaceId,
    card_id: event.cardId,
    card_name: event.cardName,
    actor_id: event.actorId,
    ...(event.submittedAt ? { submitted_at: event.submittedAt } : {}),
    ...(event.dueDate ? { due_date: event.dueDate } : {}),
    ...(event.revisionRounds !== undefined ? { revision_rounds: event.revisionRounds } : {}),
    ...(event.reviewDeadline ? { review_deadline: event.reviewDeadline } : {}),
  });
}

/** Pattern 176: the organization's approval events at instants in [`from`, `to`) (ISO), in time order. One Query, paged by 1 MB. */
export async function listApprovalEvents(
  organizationId: string,
  from: string,
  to: string,
): Promise<ApprovalEventRecord[]> {
  const bound = (at: string) => sortKeyOf(APPROVAL_EVENT_MODEL, APPROVAL_EVENT_BY_ORGANIZATION, { at, event_id: '' });
  return queryAll(ApprovalEvent, {
    partition: partitionKey(APPROVAL_EVENT_MODEL, APPROVAL_EVENT_BY_ORGANIZATION, { organization_id: organizationId }),
    range: { between: [bound(from), bound(to)] },
  });
}

/** Pattern 179: mark the card as waiting on the client since `submittedAt` (a re-submission overwrites it). */
export function approvalWaitPut(wait: {
  organizationId: string;
  workspaceId: string;
  stageId: string;
  cardId: string;
  cardName: string;
  submittedAt: string;
  /** The submission's review deadline (ISO; issue 38), when it has one. */
  reviewDeadline?: string;
}): TransactionItem {
  return putTransaction(ApprovalWait, {
    organization_id: wait.organizationId,
    card_id: wait.cardId,
    workspace_id: wait.workspaceId,
    stage_id: wait.stageId,
    card_name: wait.cardName,
    submitted_at: wait.submittedAt,
    ...(wait.reviewDeadline ? { review_deadline: wait.reviewDeadline } : {}),
  });
}

/** Pattern 179: the card no longer waits (decided or voided). */
export function approvalWaitDelete(organizationId: string, cardId: string): TransactionItem {
  return deleteTransaction(ApprovalWait, { organization_id: organizationId, card_id: cardId });
}

/** Pattern 178: every card of the organization waiting on the client. One Query. */
export async function listApprovalWaits(organizationId: string): Promise<ApprovalWaitRecord[]> {
  return queryAll(ApprovalWait, {
    partition: partitionKey(APPROVAL_WAIT_MODEL, APPROVAL_WAIT_BY_ORGANIZATION, { organization_id: organizationId }),
    range: { beginsWith: sortKeyOf(APPROVAL_WAIT_MODEL, APPROVAL_WAIT_BY_ORGANIZATION, { card_id: '' }) },
  });
}
