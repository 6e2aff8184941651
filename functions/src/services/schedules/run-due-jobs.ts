/**
 * The body of every scheduled function (BRIEF §1 EventBridge schedules): take the due jobs of its kinds
 * from the pending key (data/schedule-entries.ts), however late the run is, page by page; claim each, process
 * it, and clear it. A job that fails is released and stays queued for the next run; a job another run holds,
 * or one already done, is skipped (issue 25; decisions D23).
 */
import type { ScheduleKind } from '../../data/entities/schedule-kinds';
import {
  claimScheduleEntry,
  completeScheduleEntry,
  listDuePage,
  releaseScheduleEntry,
  type ScheduleEntry,
} from '../../data/schedule-entries';
import { logger } from '../../lib/observability';

/** Processes one claimed job; `now` is the run's time (a late run makes up what it missed, issue 28). */
export type JobProcessor = (entry: ScheduleEntry, now: Date) => Promise<void>;

export interface JobRunSummary {
  kind: ScheduleKind;
  /** Jobs processed and cleared by this run. */
  processed: number;
  /** Jobs whose processor threw (or that have none yet): they stay queued. */
  failed: number;
  /** Jobs read but not claimed: done, re-queued or held by another run meanwhile. */
  skipped: number;
}

/** The part of the Lambda context a run reads: the time it has left. */
export interface RunContext {
  getRemainingTimeInMillis?(): number;
}

/** A run stops reading pages when less than this is left of its Lambda's time; the rest waits for the next run. */
export const RUN_RESERVE_MS = 60_000;

/**
 * Build a scheduled Lambda handler that runs each kind's processor on its due jobs, as of the event's
 * `time` (EventBridge Scheduler's ISO instant; the current time when absent). A kind mapped to null has no
 * processor yet (its feature has not landed): its jobs are counted as failed and stay queued rather than
 * being dropped. @returns one summary per kind.
 */
export function scheduledJob(processors: Partial<Record<ScheduleKind, JobProcessor | null>>) {
  return async (event?: { time?: string }, context?: RunContext): Promise<JobRunSummary[]> => {
    const now = event?.time ? new Date(event.time) : new Date();
    const outOfTime = () => (context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY) < RUN_RESERVE_MS;
    const summaries: JobRunSummary[] = [];
    for (const [kind, process] of Object.entries(processors) as Array<[ScheduleKind, JobProcessor | null]>) {
      const summary: JobRunSummary = { kind, processed: 0, failed: 0, skipped: 0 };
      let startKey: Record<string, unknown> | null = null;
      do {
        if (outOfTime()) {
          logger.warn('Scheduled run out of time; the rest waits for the next run', { kind });
          break;
        }
        const page: Awaited<ReturnType<typeof listDuePage>> = await listDuePage(kind, now, { startKey });
        for (const entry of page.items) await runJob(kind, process, entry, now, summary);
        startKey = page.lastKey;
      } while (startKey);
      summaries.push(summary);
    }
    logger.info('Scheduled run finished', { summaries });
    return summaries;
  };
}

/** Claim, process and clear one job, counting the outcome in `summary`. */
async function runJob(
  kind: ScheduleKind,
  process: JobProcessor | null,
  entry: ScheduleEntry,
  now: Date,
  summary: JobRunSummary,
): Promise<void> {
  if (!process) {
    summary.failed += 1;
    logger.error('Scheduled job has no processor yet; it stays queued', { kind, subjectId: entry.subject_id });
    return;
  }
  const claimId = await claimScheduleEntry(entry, now);
  if (!claimId) {
    summary.skipped += 1;
    return;
  }
  try {
    await process(entry, now);
    await completeScheduleEntry(entry);
    summary.processed += 1;
  } catch (error) {
    summary.failed += 1;
    logger.error('Scheduled job failed; it stays queued', { kind, subjectId: entry.subject_id, error: error as Error });
    await releaseScheduleEntry(entry, claimId);
  }
}
