/**
 * Recurring cards (issue 28 "Recurring cards"; decisions G17–G21): each `recurring_card` job makes its
 * template's due occurrences, every missed one once however late the run, and queues the next
 * (services/recurrence/make-occurrences.ts). Runs every 15 minutes (functions/src/catalogue.ts); locally
 * `POST /_local/schedules/recurring-cards?time=ISO` runs it as of then.
 */
import { scheduledJob } from '../../services/schedules/run-due-jobs';
import { makeDueOccurrences } from '../../services/recurrence/make-occurrences';

export const handler = scheduledJob({
  recurring_card: async (entry, now) => void (await makeDueOccurrences(entry, now)),
});
