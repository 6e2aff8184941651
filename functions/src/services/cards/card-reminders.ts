/**
 * Sending a card's reminders (cards spec §4 reminders; accounts spec §3 notification types
 * `due_reminder`, `past_due_reminder`; issue 15 "Reminder e-mails"; decisions N10).
 *
 * The `due-reminders` schedule hands each due job here. A job is sent at most once: the transaction
 * that writes the in-app notifications also deletes the job, conditioned on the `due_at` the run read,
 * so a retry or an overlapping run finds it gone and sends nothing. The e-mails go out after that
 * transaction commits (an e-mail cannot be rolled back), only to participants whose
 * `send_email_notification` is on.
 *
 * Recipients are the card's participants who are still members and may see the card's stage. Nothing is
 * sent for a card that is gone, binned, archived or completed, or whose reminder no longer applies.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import { cardSlug } from '../../../../shared/links/card-slug';
import { hasWorkspacePermission } from '../../../../shared/permissions/matrix';
import { getCard, type CardRecord } from '../../data/cards';
import { notificationCreateItems, toNotificationRecord } from '../../data/notifications';
import { reminderTimes, type ReminderKind } from '../../data/reminder-jobs';
import type { ScheduleEntry } from '../../data/schedule-entries';
import { deleteTransaction, runTransaction } from '../../data/transactions';
import { ScheduleEntry as ScheduleEntryItem } from '../../data/entities/schedule-entry';
import { getUsers } from '../../data/users';
import { loadWorkspaceSkeleton, type WorkspaceSkeleton } from '../../data/workspaces';
import { sendEmail } from '../../lib/email/send-email';
import { cardReminderEmail } from '../../lib/email/templates';
import { logger } from '../../lib/observability';
import { readableUtcIn } from '../../lib/text/readable-date';
import { noticeText } from '../../lib/i18n/notices';

/** A notification and its counter are 2 items, the job's delete 1: a TransactWrite holds 100. */
const RECIPIENTS_PER_TRANSACTION = 49;

/** The participants who may still read the card: members, and for a hidden stage only those who see hidden stages. */
function recipientsOf(card: CardRecord, skeleton: WorkspaceSkeleton): string[] {
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const roles = new Map(skeleton.members.map((m) => [m.user_id, m.role]));
  return [...(card.assigned_user_ids ?? [])].filter((userId) => {
    const role = roles.get(userId);
    if (!role || !stage) return false;
    return stage.visible_to_client || hasWorkspacePermission(null, role, 'can_see_hidden_stages');
  });
}

/**
 * The bell's notice: '"Homepage banner" is due Nov 30, 2026 05:00 PM' or '"…" is past due (due …)' in English,
 * with its `notices` message so each reader gets it in their language with the date written their way (issue 41).
 */
export function reminderNotice(kind: ReminderKind, cardName: string, dueDate: string) {
  return noticeText(kind === 'past_due_reminder' ? 'reminder.pastDue' : 'reminder.due', { card: cardName, dueDate });
}

/**
 * Process one reminder job: notify and e-mail the card's participants, once.
 * @param kind which reminder the job is; `entry.subject_id` is the card id, `entry.payload.workspace_id` its workspace.
 * @returns how many people were notified (0 when the reminder no longer applies or was sent already).
 */
export async function sendCardReminder(kind: ReminderKind, entry: ScheduleEntry): Promise<number> {
  const workspaceId = entry.payload?.workspace_id;
  const card = workspaceId ? await getCard(workspaceId, entry.subject_id) : null;
  if (!card || card.deleted_at || card.archived || !reminderTimes(card)[kind]) return 0;
  const skeleton = await loadWorkspaceSkeleton(card.workspace_id);
  const workspace = skeleton.workspace;
  if (!workspace) return 0;
  const recipients = recipientsOf(card, skeleton);
  const records = recipients.map((userId) =>
    toNotificationRecord({
      userId,
      type: kind,
      category: 'reminders',
      ...reminderNotice(kind, card.name, card.due_date!),
      workspaceId: workspace.workspace_id,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
      resourceId: card.card_id,
      dueDate: card.due_date!,
    }),
  );

  // The claim: the job's delete, conditioned on the instant this run read, with the first notifications.
  const claim = await runTransaction([
    deleteTransaction(ScheduleEntryItem, { kind, subject_id: entry.subject_id }, { attr: 'due_at', eq: entry.due_at }),
    ...notificationCreateItems(records.slice(0, RECIPIENTS_PER_TRANSACTION)),
  ]);
  if (claim.canceled) return 0;
  for (let start = RECIPIENTS_PER_TRANSACTION; start < records.length; start += RECIPIENTS_PER_TRANSACTION) {
    await runTransaction(notificationCreateItems(records.slice(start, start + RECIPIENTS_PER_TRANSACTION)));
  }

  const users = await getUsers(recipients);
  const cardPath = `/organizations/${workspace.organization_id}/workspaces/${workspace.workspace_id}/content/${cardSlug({ id: card.card_id, name: card.name })}`;
  for (const user of users.values()) {
    if (user.send_email_notification === false) continue;
    // In the recipient's language (issue 41).
    const language = languageOr(user.language);
    const content = cardReminderEmail({
      kind,
      firstName: user.first_name,
      cardName: card.name,
      workspaceName: workspace.name,
      dueDate: readableUtcIn(language, card.due_date!),
      cardPath,
      language,
    });
    // One failed address must not keep the others from their reminder; the job is already claimed.
    await sendEmail(user.email, content).catch((error: unknown) =>
      logger.error('Reminder e-mail failed', { userId: user.user_id, kind, error: error as Error }),
    );
  }
  return recipients.length;
}
