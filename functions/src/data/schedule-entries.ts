/**
 * Schedule entries (see entities/schedule-entry.ts; docs/data-model.md §4.10, patterns 141–144 and 165–167): enqueue a
 * future job, read the jobs of a kind that are due by a given instant however late the run is, claim one
 * for a run, and clear it once done.
 *
 * A job exists only while it is undone. The runs read the pending key (gsi3: one partition per kind, by due
 * instant), so a job that fell due a year before the run is read as surely as one due a minute before
 * (issue 25; decisions D23). The day buckets on gsi2 are still written, unread.
 */
import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { ScheduleKind } from './entities/schedule-kinds';
import { documentClient } from '../lib/aws/dynamodb';
import { env } from '../lib/env';
import {
  deleteItem,
  isConditionFailure,
  keyQuery,
  patchItem,
  putItem,
  queryAll,
  queryPage,
  sortKeyOf,
  type Item,
  type KeyQuery,
} from './access';
import {
  SCHEDULE_ENTRY_MODEL,
  SCHEDULE_ENTRY_PENDING,
  ScheduleEntry as ScheduleEntryItem,
} from './entities/schedule-entry';
import { sortKey } from './keys';
import { ENTITY_ATTRIBUTE } from './table';

export type ScheduleEntry = Item<typeof ScheduleEntryItem>;

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** How long a run holds a job it claimed (a Lambda runs 15 minutes at most): a run that died lets go after it. */
export const CLAIM_MS = 15 * 60_000;

/** Jobs read per Query page by the runs (each page is processed before the next is read). */
export const DUE_PAGE_SIZE = 100;

/** Pattern 141: enqueue a job for `subjectId` at `dueAt`, replacing any job of the same kind for that subject. */
export async function enqueueScheduleEntry(
  kind: ScheduleKind,
  subjectId: string,
  dueAt: Date,
  payload: ScheduleEntry['payload'] = {},
): Promise<void> {
  await putItem(ScheduleEntryItem, {
    kind,
    subject_id: subjectId,
    due_day: dayOf(dueAt),
    due_at: dueAt.toISOString(),
    payload,
  });
}

/**
 * The key condition of pattern 142: the kind's pending partition, sort keys from the first to `now`'s
 * `due_at` alone (a job due at exactly `now` sorts after it, behind its `subject_id`, and waits for the
 * next run). Oldest first.
 */
function dueQuery(kind: ScheduleKind, now: Date): KeyQuery {
  const { partition } = keyQuery(SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_PENDING, { kind });
  const first = sortKey(SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_PENDING, {}, true);
  const upTo = sortKeyOf(
    SCHEDULE_ENTRY_MODEL,
    { ...SCHEDULE_ENTRY_PENDING, sk: { ...SCHEDULE_ENTRY_PENDING.sk, composite: ['due_at'] } },
    { due_at: now.toISOString() },
  );
  return { index: 'gsi3', partition, range: { between: [first, upTo] } };
}

/**
 * Pattern 142, one page: at most `limit` jobs of `kind` due by `now`, oldest first, from the pending key
 * (gsi3), whatever day they fell due on. @returns the jobs and the key to read on from (null at the end).
 */
export async function listDuePage(
  kind: ScheduleKind,
  now: Date,
  options: { limit?: number; startKey?: Record<string, unknown> | null } = {},
): Promise<{ items: ScheduleEntry[]; lastKey: Record<string, unknown> | null }> {
  return queryPage(ScheduleEntryItem, dueQuery(kind, now), {
    limit: options.limit ?? DUE_PAGE_SIZE,
    startKey: options.startKey ?? null,
  });
}

/** Pattern 142, every page: all jobs of `kind` due by `now`, oldest first. */
export async function listDueEntries(kind: ScheduleKind, now: Date): Promise<ScheduleEntry[]> {
  return queryAll(ScheduleEntryItem, dueQuery(kind, now));
}

/**
 * Pattern 165: claim a job for one run, so two runs (overlapping, or one reading an index that still
 * shows a job already done) never process it both: an update conditioned on the job being the one read
 * (`due_at`) and held by no run (or by one whose claim lapsed by `now`).
 * @returns the claim's id, for `releaseScheduleEntry`; null when the job is gone, re-queued or held.
 */
export async function claimScheduleEntry(
  entry: Pick<ScheduleEntry, 'kind' | 'subject_id' | 'due_at'>,
  now: Date,
  claimMs = CLAIM_MS,
): Promise<string | null> {
  const claimId = randomUUID();
  try {
    await patchItem(
      ScheduleEntryItem,
      {
        kind: entry.kind,
        subject_id: entry.subject_id,
        claimed_until: new Date(now.getTime() + claimMs).toISOString(),
        claim_id: claimId,
      },
      {
        condition: {
          and: [
            { attr: 'due_at', eq: entry.due_at },
            {
              or: [
                { attr: 'claimed_until', exists: false },
                { attr: 'claimed_until', lt: now.toISOString() },
              ],
            },
          ],
        },
        returnValues: 'NONE',
      },
    );
    return claimId;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Pattern 166: let go of a claim after a failed attempt, so the next run retries the job at once (only the claim's holder can). */
export async function releaseScheduleEntry(
  entry: Pick<ScheduleEntry, 'kind' | 'subject_id'>,
  claimId: string,
): Promise<void> {
  try {
    await patchItem(
      ScheduleEntryItem,
      { kind: entry.kind, subject_id: entry.subject_id, claimed_until: $remove(), claim_id: $remove() },
      { condition: { attr: 'claim_id', eq: claimId }, returnValues: 'NONE' },
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Pattern 143: remove a job once processed, unless it was re-scheduled meanwhile (then the new one stands). */
export async function completeScheduleEntry(
  entry: Pick<ScheduleEntry, 'kind' | 'subject_id' | 'due_at'>,
): Promise<void> {
  try {
    await deleteItem(
      ScheduleEntryItem,
      { kind: entry.kind, subject_id: entry.subject_id },
      { condition: { attr: 'due_at', eq: entry.due_at } },
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Pattern 144: drop a subject's job of `kind`, if any (e.g. a sign-in cancels a pending deletion). */
export async function cancelScheduleEntry(kind: ScheduleKind, subjectId: string): Promise<void> {
  await deleteItem(ScheduleEntryItem, { kind, subject_id: subjectId });
}

/**
 * Pattern 167, the one-off migration for issue 25 (decisions D23): give every schedule entry written before the pending
 * key (gsi3) its key, so the runs see it. A Scan of the table's schedule entries that lack the key (never on
 * a request path: run once per table after the deploy, `infra/scripts/backfill-schedule-entries.ts`), then
 * per entry an update conditioned on the `due_at` read and the key still missing (a job re-queued or done
 * meanwhile is left alone). Safe to run again.
 * @returns how many entries got the key.
 */
export async function backfillPendingKeys(): Promise<number> {
  let updated = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: env.tableName(),
        FilterExpression: '#entity = :entity AND attribute_not_exists(#pending)',
        ExpressionAttributeNames: {
          '#entity': ENTITY_ATTRIBUTE,
          '#pending': SCHEDULE_ENTRY_PENDING.pk.field,
          '#kind': 'kind',
          '#subject': 'subject_id',
          '#due': 'due_at',
        },
        ExpressionAttributeValues: { ':entity': SCHEDULE_ENTRY_MODEL.entity },
        ProjectionExpression: '#kind, #subject, #due',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (page.Items ?? []) as Array<Pick<ScheduleEntry, 'kind' | 'subject_id' | 'due_at'>>) {
      try {
        // Setting `due_at` (to what it is) links both pending keys (entities/schedule-entry.ts).
        await patchItem(
          ScheduleEntryItem,
          { kind: item.kind, subject_id: item.subject_id, due_at: item.due_at },
          {
            condition: {
              and: [
                { attr: 'due_at', eq: item.due_at },
                { attr: SCHEDULE_ENTRY_PENDING.pk.field, exists: false },
              ],
            },
            returnValues: 'NONE',
          },
        );
        updated += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return updated;
}
