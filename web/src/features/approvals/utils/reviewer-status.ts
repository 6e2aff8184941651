/**
 * A link reviewer's status in words with its time (issue 37, "opened 10:42", "approved 11:05", as
 * Filestage shows it; decisions IR2): "Invited", "Opened 10:42", "Commented 10:50", "Approved 11:05",
 * "Changes requested 11:07". The time is the reviewer's `last_seen_at` (the API's one time of a reviewer),
 * in the viewer's zone, 24-hour; a day other than today adds the date ("Approved 3 Dec, 11:05").
 */
import { format, isSameDay } from 'date-fns';
import type { ReviewerStatus } from '../../../../../shared/schemas/review-link-limits';

const WORDS: Record<ReviewerStatus, string> = {
  invited: 'Invited',
  opened: 'Opened',
  commented: 'Commented',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/** `status` in words, with `lastSeenAt` (ISO 8601) as a time when the reviewer has been seen; `now` for "today". */
export function reviewerStatusText(status: ReviewerStatus, lastSeenAt: string | null, now = new Date()): string {
  if (status === 'invited' || !lastSeenAt) return WORDS[status];
  const at = new Date(lastSeenAt);
  return `${WORDS[status]} ${format(at, isSameDay(at, now) ? 'HH:mm' : 'd MMM, HH:mm')}`;
}

/** What `reviewerStepsText` reads of a reviewer (the API's `Reviewer`). */
export interface ReviewerSteps {
  status: ReviewerStatus;
  last_seen_at: string | null;
  opened_at?: string | null;
  commented_at?: string | null;
  decided_at?: string | null;
}

/** `at` (ISO 8601) as the list shows it: "10:42" today, "3 Dec, 10:42" another day, in the viewer's zone. */
const timeText = (at: string, now: Date) =>
  format(new Date(at), isSameDay(new Date(at), now) ? 'HH:mm' : 'd MMM, HH:mm');

/**
 * Each step a reviewer took with its own time, as Filestage lists them (issue 37 "opened 10:42" and "approved
 * 11:05"; decisions K3): "Opened 10:42 · Commented 10:50 · Approved 11:05", the decision in the words of the
 * status. "Invited" before any step. A reviewer listed before step times were kept reads as
 * `reviewerStatusText`.
 */
export function reviewerStepsText(reviewer: ReviewerSteps, now = new Date()): string {
  if (!reviewer.opened_at) return reviewerStatusText(reviewer.status, reviewer.last_seen_at, now);
  const steps = [`Opened ${timeText(reviewer.opened_at, now)}`];
  if (reviewer.commented_at) steps.push(`Commented ${timeText(reviewer.commented_at, now)}`);
  if (reviewer.decided_at && (reviewer.status === 'approved' || reviewer.status === 'changes_requested'))
    steps.push(`${WORDS[reviewer.status]} ${timeText(reviewer.decided_at, now)}`);
  return steps.join(' · ');
}

/** The whole days a link was valid for, from its creation to its end, as the invite form's choices (30 otherwise). */
export function linkDays(createdAt: string, expiresAt: string): 7 | 30 | 90 {
  const days = Math.round((Date.parse(expiresAt) - Date.parse(createdAt)) / 86_400_000);
  return days === 7 || days === 90 ? days : 30;
}
