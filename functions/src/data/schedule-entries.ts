/**
 * Schedule bucket access (see entities/schedule-entry.ts): enqueue a future job, and list and clear the
 * jobs of a kind that are due by a given instant.
 */
import { subDays } from 'date-fns';
import type { EntityItem } from 'electrodb';
import type { ScheduleEntryEntity, ScheduleKind } from './entities/schedule-entry';
import { db, isConditionFailure } from './service';

export type ScheduleEntry = EntityItem<typeof ScheduleEntryEntity>;

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Enqueue a job for `subjectId` at `dueAt`, replacing any job of the same kind for that subject. */
export async function enqueueScheduleEntry(kind: ScheduleKind, subjectId: string, dueAt: Date, payload: ScheduleEntry['payload'] = {}): Promise<void> {
  await db()
    .entities.scheduleEntry.put({ kind, subject_id: subjectId, due_day: dayOf(dueAt), due_at: dueAt.toISOString(), payload })
    .go({ response: 'none' });
}

/**
 * Jobs of `kind` due at or before `now`, from the buckets of the last `lookbackDays` days (gsi2: one Query
 * per day bucket). A run that was missed is caught up by the next one within the look-back.
 */
export async function listDueEntries(kind: ScheduleKind, now: Date, lookbackDays = 7): Promise<ScheduleEntry[]> {
  const days = Array.from({ length: lookbackDays + 1 }, (_, i) => dayOf(subDays(now, i)));
  const pages = await Promise.all(
    days.map((due_day) =>
      db().entities.scheduleEntry.query.byDueDay({ kind, due_day }).lte({ due_at: now.toISOString() }).go({ pages: 'all' }),
    ),
  );
  return pages.flatMap((p) => p.data);
}

/** Remove a job once processed, unless it was re-scheduled meanwhile (then the new one stands). */
export async function completeScheduleEntry(entry: ScheduleEntry): Promise<void> {
  try {
    await db()
      .entities.scheduleEntry.delete({ kind: entry.kind, subject_id: entry.subject_id })
      .where(({ due_at }, { eq }) => eq(due_at, entry.due_at))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Drop a subject's job of `kind`, if any (e.g. a sign-in cancels a pending deletion). */
export async function cancelScheduleEntry(kind: ScheduleKind, subjectId: string): Promise<void> {
  await db().entities.scheduleEntry.delete({ kind, subject_id: subjectId }).go({ response: 'none' });
}
