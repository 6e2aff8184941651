/**
 * Account deletion: 15 days after a deletion request, or after 6 months of inactivity (accounts spec §4).
 * Runs on its EventBridge schedule (functions/src/catalogue.ts); locally `POST /_local/schedules/account-deletion` runs it now.
 * The features that enqueue these jobs register their processing in ../../lib/schedules/processors.ts.
 */
import { scheduledJob } from '../../lib/schedules/run-due-jobs';
import { processorFor } from '../../lib/schedules/processors';

export const handler = scheduledJob('account_deletion', processorFor('account_deletion'));
