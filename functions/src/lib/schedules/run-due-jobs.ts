/**
 * The body of every scheduled function (BRIEF §1 EventBridge schedules): take the due jobs of one kind
 * from the schedule buckets, process each, and clear it. A job that fails stays queued for the next run.
 */
import type { ScheduleKind } from '../../data/entities/schedule-entry';
import { completeScheduleEntry, listDueEntries, type ScheduleEntry } from '../../data/schedule-entries';
import { logger } from '../observability';

export interface JobRunSummary {
  kind: ScheduleKind;
  processed: number;
  failed: number;
}

/** Build a scheduled Lambda handler for `kind` that runs `process` on each due job. */
export function scheduledJob(kind: ScheduleKind, process: (entry: ScheduleEntry) => Promise<void>) {
  return async (event?: { time?: string }): Promise<JobRunSummary> => {
    const now = event?.time ? new Date(event.time) : new Date();
    const entries = await listDueEntries(kind, now);
    let failed = 0;
    for (const entry of entries) {
      try {
        await process(entry);
        await completeScheduleEntry(entry);
      } catch (error) {
        failed += 1;
        logger.error('Scheduled job failed; it stays queued', { kind, subjectId: entry.subject_id, error: error as Error });
      }
    }
    const summary = { kind, processed: entries.length - failed, failed };
    logger.info('Scheduled run finished', { ...summary });
    return summary;
  };
}
