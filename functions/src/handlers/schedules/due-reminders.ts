/**
 * Due and past-due reminders (cards spec §4 reminders; accounts spec §3 notification types due_reminder,
 * past_due_reminder; issue 15 "Reminder e-mails"). Runs on its EventBridge schedule every 15 minutes
 * (functions/src/catalogue.ts); locally `POST /_local/schedules/due-reminders?time=ISO` runs it with that
 * clock. The jobs are written with the card's dates (data/reminder-jobs.ts); each is sent at most once
 * (services/cards/card-reminders.ts). The past-due job also starts the board rules that trigger when a card
 * passes its due date (issue 38; services/rules/due-triggers.ts).
 */
import { scheduledJob } from '../../services/schedules/run-due-jobs';
import { sendCardReminder } from '../../services/cards/card-reminders';
import { queueDueDatePassed } from '../../services/rules/due-triggers';

export const handler = scheduledJob({
  due_reminder: async (entry) => void (await sendCardReminder('due_reminder', entry)),
  past_due_reminder: async (entry, now) => {
    await sendCardReminder('past_due_reminder', entry);
    await queueDueDatePassed(entry, now);
  },
});
