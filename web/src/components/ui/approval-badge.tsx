/**
 * A card's approval badge (cards spec §4 "Card badges: Approved (approved with no revisions), Sent
 * (submitted with no revisions), Revision (revisions exist)"): the server computes which one
 * (shared/schemas/approvals-limits.ts `approvalBadge`, carried as `approval.badge` and `stage.badge`);
 * this only draws it. Shown on the board card, the list row and the popup header.
 *
 * Beside a Revision badge it also shows the decision since (issue 42): "Revision 1 · Approved" in the
 * Approved badge's colours once the client approved, "Revision 1 · Sent" while the resubmission waits
 * on them, so a card approved after a revision looks approved on the board (decisions CR6).
 *
 * Its words come from the `approvals` catalogue (issue 41; decisions LT4): English is bundled with it, other
 * languages load on the first badge, inside a Suspense of its own, so the board never waits for them.
 */
import { Suspense } from 'react';
import type { ApprovalBadge as Badge, ApprovalStatus } from '../../../../shared/schemas/approvals-limits';
import { translate } from '../../lib/i18n/i18n-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import './approval-badge-english-messages';

/**
 * The approval's state in words (cards spec §3 `stage.status`), e.g. for the approval bar and the badge's
 * title, in the interface language: the caller renders with `useTranslation('approvals')` (the namespace is
 * then loaded, and a language change re-renders it).
 */
export function approvalStateText(status: ApprovalStatus, revisions: number): string {
  switch (status) {
    case 'pending':
      return translate('approvals', 'state.pending');
    case 'approved':
      return translate('approvals', 'state.approved');
    case 'revision_requested':
      return translate('approvals', 'state.revisionRequested');
    default:
      return translate('approvals', revisions > 0 ? 'state.reworkAccepted' : 'state.needsApproval');
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

/** Before the revision count: the badge is a flex box, which drops a plain leading space ("REVISION1", TQ2). */
const NO_BREAK_SPACE = '\u00a0';

/** Each badge's word in the `approvals` catalogue (English: the spec's badge words). */
const BADGE_WORD: Record<Badge, string> = {
  Approved: 'badge.approved',
  Sent: 'badge.sent',
  Revision: 'badge.revision',
};

/** The badge, or nothing without one. */
export function ApprovalBadge(props: ApprovalBadgeProps) {
  if (!props.badge) return null;
  // Another language's catalogue may still be on its way: only the badge waits, not the board.
  return (
    <Suspense fallback={null}>
      <BadgeView {...props} badge={props.badge} />
    </Suspense>
  );
}

function BadgeView({ badge, size = 'small', state, approval }: ApprovalBadgeProps & { badge: Badge }) {
  const { t } = useTranslation('approvals');
  const decision = badge === 'Revision' && approval ? DECISIONS[approval.status] : undefined;
  const word = t(BADGE_WORD[badge]);
  const title = state ? t('badge.titleState', { badge: word, state }) : t('badge.title', { badge: word });
  const spec = (
    <span
      className={`gl-approval-badge gl-approval-badge--${badge.toLowerCase()} gl-approval-badge--${size}`}
      data-testid="approval-badge"
      title={title}
    >
      {word}
      {decision ? <span className="gl-approval-badge__count">{`${NO_BREAK_SPACE}${approval!.revisions}`}</span> : null}
      {state ? <span className="visually-hidden">{` ${t('badge.stateHidden', { state })}`}</span> : null}
    </span>
  );
  if (!decision) return spec;
  return (
    <span className="gl-approval-badge-pair">
      {spec}
      <span
        className={`gl-approval-badge gl-approval-badge--${decision.toLowerCase()} gl-approval-badge--${size}`}
        data-testid="approval-decision-badge"
        title={t('badge.title', { badge: approvalStateText(approval!.status, approval!.revisions) })}
      >
        {`· ${t(BADGE_WORD[decision])}`}
      </span>
    </span>
  );
}
