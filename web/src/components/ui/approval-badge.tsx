/**
 * A card's approval badge (cards spec §4 "Card badges: Approved (approved with no revisions), Sent
 * (submitted with no revisions), Revision (revisions exist)"): the server computes which one
 * (shared/schemas/approvals-limits.ts `approvalBadge`, carried as `approval.badge` and `stage.badge`);
 * this only draws it. Shown on the board card, the list row and the popup header.
 */
import type { ApprovalBadge as Badge } from '../../../../shared/schemas/approvals-limits';

/** The badge, or nothing without one. */
export function ApprovalBadge({ badge, size = 'small' }: { badge: Badge | null | undefined; size?: 'small' | 'medium' }) {
  if (!badge) return null;
  return (
    <span className={`gl-approval-badge gl-approval-badge--${badge.toLowerCase()} gl-approval-badge--${size}`} data-testid="approval-badge" title={`Approval: ${badge}`}>
      {badge}
    </span>
  );
}
