/**
 * The body of every scheduled function (BRIEF §1 EventBridge schedules): take the due jobs of its kinds
 * from the schedule buckets, process each, and clear it. A job that fails stays queued for the next run.
 */
import type { ScheduleKind } from '../../data/entities/schedule-kinds';
import { completeScheduleEntry, listDueEntries, type ScheduleEntry } from '../../data/schedule-entries';
import { logger } from '../observability';

export type JobProcessor = (entry: ScheduleEntry) => Promise<void>;

export interface JobRunSummary {
  kind: ScheduleKind;
  processed: number;
  failed: number;
}

/**
 * Build a scheduled Lambda handler that runs each kind's processor on its due jobs. A kind mapped to
 * null has no processor yet (its feature has not landed): its jobs are counted as failed and stay queued
 * rather than being dropped.
 */
export function scheduledJob(processors: Partial<Record<ScheduleKind, JobProcessor | null>>) {
  return async (event?: { time?: string }): Promise<JobRunSummary[]> => {
    const now = event?.time ? new Date(event.time) : new Date();
    const summaries: JobRunSummary[] = [];
    for (const [kind, process] of Object.entries(processors) as Array<[ScheduleKind, JobProcessor | null]>) {
      const entries = await listDueEntries(kind, now);
      let failed = 0;
      for (const entry of entries) {
        try {
          if (!process) throw new Error(`No processor for ${kind} yet`);
          await process(entry);
          await completeScheduleEntry(entry);
        } catch (error) {
          failed += 1;
          logger.error('Scheduled job failed; it stays queued', { kind, subjectId: entry.subject_id, error: error as Error });
        }
      }
      summaries.push({ kind, processed: entries.length - failed, failed });
    }
    logger.info('Scheduled run finished', { summaries });
    return summaries;
  };
}
