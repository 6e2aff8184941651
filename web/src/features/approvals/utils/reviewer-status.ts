/**
 * A link reviewer's status in words with its time (issue 37, "opened 10:42", "approved 11:05", as
 * Filestage shows it; decisions IR2): "Invited", "Opened 10:42", "Commented 10:50", "Approved 11:05",
 * "Changes requested 11:07". The time is the reviewer's `last_seen_at` (the API's one time of a reviewer),
 * in the viewer's zone, 24-hour; a day other than today adds the date ("Approved 3 Dec, 11:05").
 * Words come from the `approvals` catalogue in the interface language (issue 41; decisions LQ2): call these
 * from a component that uses `useTranslation('approvals')`, so the namespace is loaded.
 */
import { isSameDay } from 'date-fns';
import type { ReviewerStatus } from '../../../../../shared/schemas/review-link-limits';
import { translate } from '../../../lib/i18n/i18n-store';
import { stepTimeText } from './approval-text';
import '../english-messages';

const WORDS: Record<ReviewerStatus, string> = {
  invited: 'status.invited',
  opened: 'status.opened',
  commented: 'status.commented',
  approved: 'status.approved',
  changes_requested: 'status.changesRequested',
};

/** A status with its time, "Approved 11:05", as one message per status (word order differs by language). */
const STEPS: Record<Exclude<ReviewerStatus, 'invited'>, string> = {
  opened: 'step.opened',
  commented: 'step.commented',
  approved: 'step.approved',
  changes_requested: 'step.changesRequested',
};

const t = (key: string, values?: Record<string, string>) => translate('approvals', key, values);

/** `at` (ISO 8601) as the list shows it: "10:42" today, "3 Dec, 10:42" another day, in the viewer's zone. */
const timeText = (at: string, now: Date) => stepTimeText(new Date(at), isSameDay(new Date(at), now));

/** `status` in words, with `lastSeenAt` (ISO 8601) as a time when the reviewer has been seen; `now` for "today". */
export function reviewerStatusText(status: ReviewerStatus, lastSeenAt: string | null, now = new Date()): string {
  if (status === 'invited' || !lastSeenAt) return t(WORDS[status]);
  return t(STEPS[status], { time: timeText(lastSeenAt, now) });
}

/** What `reviewerStepsText` reads of a reviewer (the API's `Reviewer`). */
export interface ReviewerSteps {
  status: ReviewerStatus;
  last_seen_at: string | null;
  opened_at?: string | null;
  commented_at?: string | null;
  decided_at?: string | null;
}

/**
 * Each step a reviewer took with its own time, as Filestage lists them (issue 37 "opened 10:42" and "approved
 * 11:05"; decisions K3): "Opened 10:42 · Commented 10:50 · Approved 11:05", the decision in the words of the
 * status. "Invited" before any step. A reviewer listed before step times were kept reads as
 * `reviewerStatusText`.
 */
export function reviewerStepsText(reviewer: ReviewerSteps, now = new Date()): string {
  if (!reviewer.opened_at) return reviewerStatusText(reviewer.status, reviewer.last_seen_at, now);
  const steps = [t('step.opened', { time: timeText(reviewer.opened_at, now) })];
  if (reviewer.commented_at) steps.push(t('step.commented', { time: timeText(reviewer.commented_at, now) }));
  if (reviewer.decided_at && (reviewer.status === 'approved' || reviewer.status === 'changes_requested'))
    steps.push(t(STEPS[reviewer.status], { time: timeText(reviewer.decided_at, now) }));
  return steps.join(' · ');
}

/** The whole days a link was valid for, from its creation to its end, as the invite form's choices (30 otherwise). */
export function linkDays(createdAt: string, expiresAt: string): 7 | 30 | 90 {
  const days = Math.round((Date.parse(expiresAt) - Date.parse(createdAt)) / 86_400_000);
  return days === 7 || days === 90 ? days : 30;
}
