/**
 * Recycle-bin purge: cards deleted more than 30 days ago are removed for good (accounts spec §4, §9).
 * Runs on its EventBridge schedule (functions/src/catalogue.ts); locally `POST /_local/schedules/bin-purge` runs it now.
 * The features that enqueue these jobs register their processing in ../../lib/schedules/processors.ts.
 */
import { scheduledJob } from '../../lib/schedules/run-due-jobs';
import { processorFor } from '../../lib/schedules/processors';

export const handler = scheduledJob('bin_purge', processorFor('bin_purge'));
