/**
 * What a board card shows besides its title, in words, for screen readers (accounts spec §2 Board view
 * cards; cards spec §3 due_date, labels, assigned_users). The card's accessible name is its title; this
 * is its description, so the due date, labels and participants are heard too.
 */
import { formatDueDate, isOverdue } from '../components/due-date';
import { formatDuration } from '../../../lib/format-duration';
import '../english-messages';

/** A translator of the `board` namespace (`useTranslation('board').t`). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Names joined by a comma: the same in the three languages (a screen reader reads the list). */
const formatList = (names: string[]) => names.join(', ');

interface SummarizedCard {
  due_date: string | null;
  completed: boolean;
  labels: ReadonlyArray<{ name: string }>;
  assigned_users: ReadonlyArray<{ user_full_name: string }>;
  total_subtasks?: number;
  completed_subtasks?: number;
  unread_comments?: { team: number; guest: number };
  /** The approval badge (cards spec §4 Card badges). */
  approval?: { badge: string | null };
  /** Tracked time (cards spec §3 `total_timestamp_info`). */
  total_timestamp_info?: { total_seconds: number; active_count: number };
}

/**
 * e.g. "Overdue, due Nov 3, 2026. 2 of 3 subtasks done. Labels: Print, Urgent. Participants: Dana Demo, Toni Lead." ('' when the
 * card shows nothing besides its title), in the language of `t` (the `board` namespace's, issue 41). `now` is for
 * tests (ms).
 */
export function cardSummary(card: SummarizedCard, t: Translate, now = Date.now()): string {
  const parts: string[] = [];
  // The badge's word in the reader's language (the same words as the badge, decisions LT4).
  if (card.approval?.badge)
    parts.push(t('summary.approval', { badge: t('summary.badge', { badge: card.approval.badge }) }));
  const due = formatDueDate(card.due_date);
  if (due)
    parts.push(t(isOverdue(card.due_date, card.completed, now) ? 'summary.overdue' : 'summary.due', { date: due }));
  if (card.total_subtasks)
    parts.push(t('summary.subtasks', { done: card.completed_subtasks ?? 0, total: card.total_subtasks }));
  const unread = (card.unread_comments?.team ?? 0) + (card.unread_comments?.guest ?? 0);
  if (unread) parts.push(t('summary.unread', { count: unread }));
  if (card.total_timestamp_info?.active_count) parts.push(t('summary.timerRunning'));
  else if (card.total_timestamp_info?.total_seconds)
    parts.push(t('summary.timeSpent', { time: formatDuration(card.total_timestamp_info.total_seconds) }));
  if (card.labels.length) parts.push(t('summary.labels', { labels: formatList(card.labels.map((l) => l.name)) }));
  if (card.assigned_users.length)
    parts.push(t('summary.participants', { names: formatList(card.assigned_users.map((u) => u.user_full_name)) }));
  return parts.join(' ');
}
