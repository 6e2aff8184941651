/**
 * A card's approval badge (cards spec §4 "Card badges: Approved (approved with no revisions), Sent
 * (submitted with no revisions), Revision (revisions exist)"): the server computes which one
 * (shared/schemas/approvals-limits.ts `approvalBadge`, carried as `approval.badge` and `stage.badge`);
 * this only draws it. Shown on the board card, the list row and the popup header.
 */
import type { ApprovalBadge as Badge, ApprovalStatus } from '../../../../shared/schemas/approvals-limits';

/** The approval's state in words (cards spec §3 `stage.status`), e.g. for the approval bar and the badge's title. */
export function approvalStateText(status: ApprovalStatus, revisions: number): string {
  switch (status) {
    case 'pending':
      return 'Waiting for the client’s approval';
    case 'approved':
      return 'Approved by the client';
    case 'revision_requested':
      return 'The client requested a revision';
    default:
      return revisions > 0 ? 'Revision accepted: rework and submit again' : 'Needs the client’s approval';
  }
}

interface ApprovalBadgeProps {
  badge: Badge | null | undefined;
  size?: 'small' | 'medium';
  /** The state in words, told on hover and to screen readers (e.g. approved, under a Revision badge). */
  state?: string;
}

/** The badge, or nothing without one. */
export function ApprovalBadge({ badge, size = 'small', state }: ApprovalBadgeProps) {
  if (!badge) return null;
  const title = state ? `${badge}: ${state}` : `Approval: ${badge}`;
  return (
    <span className={`gl-approval-badge gl-approval-badge--${badge.toLowerCase()} gl-approval-badge--${size}`} data-testid="approval-badge" title={title}>
      {badge}
      {state ? <span className="visually-hidden">{` (${state})`}</span> : null}
    </span>
  );
}
