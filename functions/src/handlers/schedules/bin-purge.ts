/**
 * Recycle-bin purge: cards deleted more than 30 days ago are removed for good (accounts spec §4, §9).
 * Runs on its EventBridge schedule; locally `POST /_local/schedules/bin-purge` runs it now. The recycle
 * bin feature enqueues the jobs and provides the processor; until then queued jobs are kept.
 */
import { scheduledJob } from '../../lib/schedules/run-due-jobs';

export const handler = scheduledJob({ bin_purge: null });
