/**
 * Due and past-due reminders (cards spec §4 reminders; accounts spec §3 notification types due_reminder,
 * past_due_reminder; issue 15 "Reminder e-mails"). Runs on its EventBridge schedule every 15 minutes
 * (functions/src/catalogue.ts); locally `POST /_local/schedules/due-reminders?time=ISO` runs it with that
 * clock. The jobs are written with the card's dates (data/reminder-jobs.ts); each is sent at most once
 * (services/cards/card-reminders.ts). Review deadline reminders ride on the same run (issue 38;
 * services/approvals/deadline-reminders.ts), and the past-due job also starts the board rules that trigger when
 * a card passes its due date (issue 38; services/rules/due-triggers.ts).
 */
import { scheduledJob } from '../../services/schedules/run-due-jobs';
import { sendCardReminder } from '../../services/cards/card-reminders';
import { sendDeadlineReminders } from '../../services/approvals/deadline-reminders';
import { queueDueDatePassed } from '../../services/rules/due-triggers';

export const handler = scheduledJob({
  due_reminder: async (entry) => void (await sendCardReminder('due_reminder', entry)),
  past_due_reminder: async (entry, now) => {
    await sendCardReminder('past_due_reminder', entry);
    await queueDueDatePassed(entry, now);
  },
  // Issue 38: undecided reviewers on a review deadline's morning.
  review_deadline: async (entry, now) => void (await sendDeadlineReminders(entry, now)),
});
