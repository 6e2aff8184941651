/**
 * What each scheduled job kind does with one due entry. Each feature that enqueues a kind
 * (reminders, recycle bin, account deletion) registers its processor here.
 */
import type { ScheduleKind } from '../../data/entities/schedule-entry';
import type { ScheduleEntry } from '../../data/schedule-entries';
import { logger } from '../observability';

type Processor = (entry: ScheduleEntry) => Promise<void>;

const processors: Partial<Record<ScheduleKind, Processor>> = {};

/**
 * The processor of `kind`. Until a feature registers one, entries of that kind are kept (the job fails
 * and stays queued) rather than silently dropped.
 */
export function processorFor(kind: ScheduleKind): Processor {
  return async (entry) => {
    const processor = processors[kind];
    if (!processor) {
      logger.warn('No processor registered for scheduled job kind', { kind, subjectId: entry.subject_id });
      throw new Error(`No processor for ${kind}`);
    }
    await processor(entry);
  };
}
