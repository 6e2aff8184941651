/**
 * Sending a review deadline's reminders (issue 38 "Review deadlines"; decisions DL3, DL4). The
 * `due-reminders` schedule hands each due `review_deadline` job here (one per card and zone, due at 09:00
 * of the deadline's day there; ./review-deadlines.ts).
 *
 * Who is reminded: the reviewers the pending submission asks (the checked Approvers still able to review,
 * and for the submitter's zone the card's e-mail reviewers whose link still works) whose zone is the job's,
 * and who have not decided since the submission (no approve or request-changes event of theirs in the
 * approval events since `approval_submitted_at`). Nothing is sent when the card no longer waits on that
 * deadline: decided, voided, moved on, re-submitted with another deadline, binned or archived.
 *
 * Once: the bell notices are written in one transaction with the job's delete, conditioned on the `due_at`
 * the run read, so a retry or a second run finds the job gone and sends nothing; the e-mails go out after
 * it commits (Approvers whose e-mail notifications are on, and every e-mail reviewer).
 */
import { languageOr, type Language } from '../../../../shared/i18n/languages';
import { noticeText } from '../../lib/i18n/notices';
import { getCard, type CardRecord } from '../../data/cards';
import { ScheduleEntry as ScheduleEntryItem } from '../../data/entities/schedule-entry';
import { notificationCreateItems, toNotificationRecord } from '../../data/notifications';
import { listApprovalEvents } from '../../data/report-items';
import { listReviewerItems, type ReviewerRecord } from '../../data/review-links';
import type { ScheduleEntry } from '../../data/schedule-entries';
import { deleteTransaction, runTransaction } from '../../data/transactions';
import { getUsers, type UserRecord } from '../../data/users';
import { loadWorkspaceSkeleton, type WorkspaceRecord } from '../../data/workspaces';
import { reviewDeadlineEmail } from '../../lib/email/deadline-templates';
import { emailText } from '../../lib/email/templates';
import { sendEmail } from '../../lib/email/send-email';
import { logger } from '../../lib/observability';
import { cardPathOf, reviewersOfSubmission } from './reviewers';
import { reviewerZone } from './review-deadlines';

/** A notification and its counter are 2 items, the job's delete 1: a TransactWrite holds 100. */
const RECIPIENTS_PER_TRANSACTION = 49;

/**
 * The deadline as the e-mail says it, in the submitter's zone and the reader's language:
 * "Tue, Dec 8, end of day (Europe/Berlin)", "Di., 8. Dez., Tagesende (Europe/Berlin)". The platform's Intl
 * writes the day, as the server's other dates (lib/text/readable-date.ts; decisions I18).
 */
export function deadlineText(deadline: string, zone: string, language: Language = 'en'): string {
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(deadline));
  return emailText(language)('deadline.when', { day, zone });
}

/** Whether the card still waits on the job's deadline. */
function stillWaiting(card: CardRecord | null, entry: ScheduleEntry): card is CardRecord {
  return Boolean(
    card &&
    !card.deleted_at &&
    !card.archived &&
    card.approval_status === 'pending' &&
    card.approval_stage_id === card.stage_id &&
    card.approval_deadline &&
    card.approval_deadline === entry.payload?.deadline,
  );
}

/** Ids (user or e-mail reviewer) who decided on the card since its submission, from the approval events. */
async function decidedSince(card: CardRecord, organizationId: string, now: Date): Promise<Set<string>> {
  const from = card.approval_submitted_at ?? card.approval_deadline!;
  const events = await listApprovalEvents(organizationId, from, new Date(now.getTime() + 1).toISOString());
  return new Set(
    events
      .filter((e) => e.card_id === card.card_id && (e.kind === 'approve' || e.kind === 'request_revision'))
      .map((e) => e.actor_id),
  );
}

/** Who the job reminds: undecided Approvers of its zone and, in the submitter's zone, undecided e-mail reviewers. */
async function recipientsOf(
  card: CardRecord,
  workspace: WorkspaceRecord,
  scene: Parameters<typeof reviewersOfSubmission>[1],
  zone: string,
  now: Date,
): Promise<{ users: UserRecord[]; linkReviewers: ReviewerRecord[] }> {
  const submitterZone = card.approval_time_zone ?? 'UTC';
  const decided = await decidedSince(card, workspace.organization_id, now);
  const asked = await getUsers(reviewersOfSubmission(card, scene).filter((id) => !decided.has(id)));
  const users = [...asked.values()].filter((u) => reviewerZone(u, submitterZone) === zone);
  // E-mail reviewers review only in a stage the client sees, while their link works.
  const linkReviewers =
    zone === submitterZone && scene.stage?.visible_to_client
      ? (await listReviewerItems(card.card_id)).filter(
          (r) => Date.parse(r.valid_until) > now.getTime() && !decided.has(r.reviewer_id),
        )
      : [];
  return { users, linkReviewers };
}

/**
 * Process one `review_deadline` job as of `now`.
 * @returns how many reviewers were reminded (0 when the deadline no longer applies or the job was done already).
 */
export async function sendDeadlineReminders(entry: ScheduleEntry, now: Date): Promise<number> {
  const { workspace_id: workspaceId, card_id: cardId, time_zone: zone } = entry.payload ?? {};
  const card = workspaceId && cardId ? await getCard(workspaceId, cardId) : null;
  if (!stillWaiting(card, entry) || !zone) return 0;
  const skeleton = await loadWorkspaceSkeleton(card.workspace_id);
  const workspace = skeleton.workspace;
  if (!workspace) return 0;
  const stage = skeleton.stages.find((s) => s.stage_id === card.stage_id);
  const { users, linkReviewers } = await recipientsOf(card, workspace, { members: skeleton.members, stage }, zone, now);
  const records = users.map((user) =>
    toNotificationRecord({
      userId: user.user_id,
      type: 'others',
      category: 'reminders',
      ...noticeText('deadline.dueToday', { card: card.name }),
      workspaceId: workspace.workspace_id,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
      resourceId: card.card_id,
    }),
  );
  // The claim: the job's delete, conditioned on the instant this run read, with the first notices.
  const claim = await runTransaction([
    deleteTransaction(
      ScheduleEntryItem,
      { kind: entry.kind, subject_id: entry.subject_id },
      {
        attr: 'due_at',
        eq: entry.due_at,
      },
    ),
    ...notificationCreateItems(records.slice(0, RECIPIENTS_PER_TRANSACTION)),
  ]);
  if (claim.canceled) return 0;
  for (let start = RECIPIENTS_PER_TRANSACTION; start < records.length; start += RECIPIENTS_PER_TRANSACTION)
    await runTransaction(notificationCreateItems(records.slice(start, start + RECIPIENTS_PER_TRANSACTION)));

  const mail = (language: Language) => ({
    cardName: card.name,
    workspaceName: workspace.name,
    deadlineText: deadlineText(card.approval_deadline!, card.approval_time_zone ?? 'UTC', language),
    language,
  });
  const cardPath = cardPathOf(workspace, card);
  const sends = [
    ...users
      .filter((u) => u.send_email_notification !== false)
      .map(
        (u) =>
          [
            u.email,
            reviewDeadlineEmail({ ...mail(languageOr(u.language)), firstName: u.first_name, cardPath }),
          ] as const,
      ),
    ...linkReviewers.map(
      (r) =>
        [r.email, reviewDeadlineEmail({ ...mail(languageOr(r.language)), firstName: r.name, cardPath: null })] as const,
    ),
  ];
  for (const [to, content] of sends) {
    // One failed address must not keep the others from their reminder; the job is already claimed.
    await sendEmail(to, content).catch((error: unknown) =>
      logger.error('Deadline reminder e-mail failed', { cardId: card.card_id, error: error as Error }),
    );
  }
  return users.length + linkReviewers.length;
}
