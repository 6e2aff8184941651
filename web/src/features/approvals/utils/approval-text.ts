/**
 * The approvals namespace's keys for what the approval screens say about an action or a state, and their dates
 * in the interface language (issue 41; decisions LQ1, LQ2). Keys appear literally, so the catalogue test sees
 * them used.
 */
import { format } from 'date-fns';
import type { ApprovalAction, ApprovalStatus } from '../../../../../shared/schemas/approvals-limits';
import { currentDateLocale, currentLanguage } from '../../../lib/i18n/i18n-store';

/** Each action's button label (cards spec §4: Submit, Void Submission, Approve, Reject, Accept Request, Reject Request). */
export const ACTION_LABEL_KEYS: Record<ApprovalAction, string> = {
  submit: 'action.submit',
  void: 'action.void',
  approve: 'action.approve',
  request_revision: 'action.requestRevision',
  accept_request: 'action.acceptRequest',
  reject_request: 'action.rejectRequest',
};

/** What a done action says (a success toast; also the proofing viewer's, issue 37). */
export const ACTION_DONE_KEYS: Record<ApprovalAction, string> = {
  submit: 'done.submit',
  void: 'done.void',
  approve: 'done.approve',
  request_revision: 'done.requestRevision',
  accept_request: 'done.acceptRequest',
  reject_request: 'done.rejectRequest',
};

/** The key of the approval's state in words (cards spec §3 `stage.status`). */
export function approvalStateKey(status: ApprovalStatus, revisions: number): string {
  switch (status) {
    case 'pending':
      return 'state.pending';
    case 'approved':
      return 'state.approved';
    case 'revision_requested':
      return 'state.revisionRequested';
    default:
      return revisions > 0 ? 'state.reworkAccepted' : 'state.needsApproval';
  }
}

/**
 * Each language's deadline-day pattern (date-fns): English keeps its former pattern word for word; Spanish,
 * German and French write the day before the month (decisions FR2).
 */
const DEADLINE_DAY: Record<'es' | 'de' | 'fr', string> = { es: "EEE d 'de' MMM", de: 'EEE, d. MMM', fr: 'EEE d MMM' };

/** A deadline day, "Tue, Dec 8" ("Di., 8. Dez.", "mar 8 de dic", "mar. 8 déc."), in the viewer's zone. */
export function deadlineDayText(date: Date): string {
  const language = currentLanguage();
  // English (and its pseudo-locale) keeps the former pattern.
  const pattern = language === 'en' || language === 'en-XA' ? 'EEE, MMM d' : DEADLINE_DAY[language];
  return format(date, pattern, { locale: currentDateLocale() });
}

/** A decision's or step's time: "10:42" when `sameDay`, else "3 Dec, 10:42" ("3. Dez., 10:42"), 24-hour. */
export function stepTimeText(date: Date, sameDay: boolean): string {
  if (sameDay) return format(date, 'HH:mm');
  const pattern = currentLanguage() === 'de' ? 'd. MMM, HH:mm' : 'd MMM, HH:mm';
  return format(date, pattern, { locale: currentDateLocale() });
}
