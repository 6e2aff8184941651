/**
 * Due and past-due reminders (cards spec §4 reminders, accounts spec §3 notification types due_reminder/past_due_reminder).
 * Runs on its EventBridge schedule (functions/src/catalogue.ts); locally `POST /_local/schedules/due-reminders` runs it now.
 * The features that enqueue these jobs register their processing in ../../lib/schedules/processors.ts.
 */
import { scheduledJob } from '../../lib/schedules/run-due-jobs';
import { processorFor } from '../../lib/schedules/processors';

export const handler = scheduledJob('due_reminder', processorFor('due_reminder'));
