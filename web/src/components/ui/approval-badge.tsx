/**
 * A card's approval badge (cards spec §4 "Card badges: Approved (approved with no revisions), Sent
 * (submitted with no revisions), Revision (revisions exist)"): the server computes which one
 * (shared/schemas/approvals-limits.ts `approvalBadge`, carried as `approval.badge` and `stage.badge`);
 * this only draws it. Shown on the board card, the list row and the popup header.
 *
 * Beside a Revision badge it also shows the decision since (issue 42): "Revision 1 · Approved" in the
 * Approved badge's colours once the client approved, "Revision 1 · Sent" while the resubmission waits
 * on them, so a card approved after a revision looks approved on the board (decisions CR6).
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
  /** The approval's status and revision count: with them a Revision badge shows the decision since (issue 42). */
  approval?: { status: ApprovalStatus; revisions: number };
}

/** The decision a Revision badge carries beside it: approved, or sent again and waiting. */
const DECISIONS: Partial<Record<ApprovalStatus, Badge>> = { approved: 'Approved', pending: 'Sent' };

/** The badge, or nothing without one. */
export function ApprovalBadge({ badge, size = 'small', state, approval }: ApprovalBadgeProps) {
  if (!badge) return null;
  const decision = badge === 'Revision' && approval ? DECISIONS[approval.status] : undefined;
  const title = state ? `${badge}: ${state}` : `Approval: ${badge}`;
  const spec = (
    <span
      className={`gl-approval-badge gl-approval-badge--${badge.toLowerCase()} gl-approval-badge--${size}`}
      data-testid="approval-badge"
      title={title}
    >
      {badge}
      {decision ? <span className="gl-approval-badge__count">{` ${approval!.revisions}`}</span> : null}
      {state ? <span className="visually-hidden">{` (${state})`}</span> : null}
    </span>
  );
  if (!decision) return spec;
  return (
    <span className="gl-approval-badge-pair">
      {spec}
      <span
        className={`gl-approval-badge gl-approval-badge--${decision.toLowerCase()} gl-approval-badge--${size}`}
        data-testid="approval-decision-badge"
        title={`Approval: ${approvalStateText(approval!.status, approval!.revisions)}`}
      >
        {`· ${decision}`}
      </span>
    </span>
  );
}
