/**
 * What a board card shows besides its title, in words, for screen readers (accounts spec §2 Board view
 * cards; cards spec §3 due_date, labels, assigned_users). The card's accessible name is its title; this
 * is its description, so the due date, labels and participants are heard too.
 */
import { formatDueDate, isOverdue } from '../components/due-date';
import { formatDuration } from '../../../lib/format-duration';

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
 * card shows nothing besides its title). `now` is for tests (ms).
 */
export function cardSummary(card: SummarizedCard, now = Date.now()): string {
  const parts: string[] = [];
  if (card.approval?.badge) parts.push(`Approval: ${card.approval.badge}.`);
  const due = formatDueDate(card.due_date);
  if (due) parts.push(`${isOverdue(card.due_date, card.completed, now) ? 'Overdue, due' : 'Due'} ${due}.`);
  if (card.total_subtasks) parts.push(`${card.completed_subtasks} of ${card.total_subtasks} subtasks done.`);
  const unread = (card.unread_comments?.team ?? 0) + (card.unread_comments?.guest ?? 0);
  if (unread) parts.push(`${unread} unread comment${unread === 1 ? '' : 's'}.`);
  if (card.total_timestamp_info?.active_count) parts.push('A timer is running.');
  else if (card.total_timestamp_info?.total_seconds)
    parts.push(`Time spent: ${formatDuration(card.total_timestamp_info.total_seconds)}.`);
  if (card.labels.length) parts.push(`Labels: ${card.labels.map((l) => l.name).join(', ')}.`);
  if (card.assigned_users.length)
    parts.push(`Participants: ${card.assigned_users.map((u) => u.user_full_name).join(', ')}.`);
  return parts.join(' ');
}
