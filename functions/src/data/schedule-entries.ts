/**
 * Schedule bucket access (see entities/schedule-entry.ts): enqueue a future job, and list and
 * clear the jobs of a kind that are due by a given instant.
 */
import { subDays } from 'date-fns';
import type { ScheduleKind } from './entities/schedule-kinds';
import { isConditionFailure } from './access';
import { deleteItem, keyQuery, putItem, queryAll, sortKeyOf, type Item } from './access';
import { SCHEDULE_ENTRY_BY_DUE_DAY, SCHEDULE_ENTRY_MODEL, ScheduleEntry as ScheduleEntryItem } from './entities/schedule-entry';

export type ScheduleEntry = Item<typeof ScheduleEntryItem>;

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** A day bucket's sort keys up to an instant: `due_at` alone, without the `subject_id` that follows it. */
const BY_DUE_AT = { ...SCHEDULE_ENTRY_BY_DUE_DAY, sk: { ...SCHEDULE_ENTRY_BY_DUE_DAY.sk, composite: ['due_at'] } };

/** Enqueue a job for `subjectId` at `dueAt`, replacing any job of the same kind for that subject. */
export async function enqueueScheduleEntry(kind: ScheduleKind, subjectId: string, dueAt: Date, payload: ScheduleEntry['payload'] = {}): Promise<void> {
  await putItem(ScheduleEntryItem, { kind, subject_id: subjectId, due_day: dayOf(dueAt), due_at: dueAt.toISOString(), payload });
}

/**
 * Jobs of `kind` due by `now`, from the buckets of the last `lookbackDays` days (gsi2: one Query per day
 * bucket, all pages, sort keys up to `now`'s; a job due at exactly `now` sorts after it and waits for the
 * next run). A run that was missed is caught up by the next one within the look-back.
 */
export async function listDueEntries(kind: ScheduleKind, now: Date, lookbackDays = 7): Promise<ScheduleEntry[]> {
  const days = Array.from({ length: lookbackDays + 1 }, (_, i) => dayOf(subDays(now, i)));
  const pages = await Promise.all(
    days.map((due_day) => {
      const query = keyQuery(SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_BY_DUE_DAY, { kind, due_day });
      query.range = { lte: sortKeyOf(SCHEDULE_ENTRY_MODEL, BY_DUE_AT, { due_at: now.toISOString() }) };
      return queryAll(ScheduleEntryItem, query);
    }),
  );
  return pages.flat();
}

/** Remove a job once processed, unless it was re-scheduled meanwhile (then the new one stands). */
export async function completeScheduleEntry(entry: ScheduleEntry): Promise<void> {
  try {
    await deleteItem(ScheduleEntryItem, { kind: entry.kind, subject_id: entry.subject_id }, { condition: { attr: 'due_at', eq: entry.due_at } });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Drop a subject's job of `kind`, if any (e.g. a sign-in cancels a pending deletion). */
export async function cancelScheduleEntry(kind: ScheduleKind, subjectId: string): Promise<void> {
  await deleteItem(ScheduleEntryItem, { kind, subject_id: subjectId });
}
