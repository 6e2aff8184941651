/**
 * Due and past-due reminders (cards spec §4 reminders; accounts spec §3 notification types due_reminder,
 * past_due_reminder). Runs on its EventBridge schedule (functions/src/catalogue.ts); locally
 * `POST /_local/schedules/due-reminders` runs it now. Reminders are enqueued by the card dates feature,
 * which also provides the processor; until then queued jobs are kept.
 */
import { scheduledJob } from '../../lib/schedules/run-due-jobs';

export const handler = scheduledJob({ due_reminder: null });
