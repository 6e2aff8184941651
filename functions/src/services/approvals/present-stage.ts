/**
 * The card's `stage` as the popup shows it (cards spec §3 Card `stage {…}`; §4 Approval flow): the
 * current stage's settings, its approval state, the badge, the approval buttons the caller may use and
 * whether they may add a note to them (shared/schemas/approvals-limits.ts, the same rules the approval
 * routes enforce; decisions R11, R48).
 */
import type { CardStage } from '../../../../shared/schemas/approvals';
import { approvalActionsFor, approvalBadge, mayWriteApprovalNote } from '../../../../shared/schemas/approvals-limits';
import { roundOf } from '../../../../shared/schemas/approval-rule-limits';
import { type CardRecord } from '../../data/cards';
import { currentApproval } from '../../data/card-response';
import type { StageRecord } from '../../data/workspaces';

/** `can` answers the caller's card flags; `callerId` decides whether they submitted. */
export function cardStageOf(
  card: CardRecord,
  stage: StageRecord | undefined,
  can: (flag: string) => boolean,
  callerId: string | null,
): CardStage {
  const approval = currentApproval(card);
  const requiresApproval = stage?.require_approval_from_client === true;
  return {
    id: card.stage_id,
    name: stage?.name ?? '',
    enable_timestamp: stage?.enable_timestamp === true,
    enable_revision: stage?.enable_revision === true,
    require_approval_from_client: requiresApproval,
    submitted: approval.status !== 'none',
    approved: approval.status === 'approved',
    status: approval.status,
    requested_revision: approval.status === 'revision_requested',
    revisions: approval.revisions,
    approved_content_group_stage_id: approval.status !== 'none' ? card.stage_id : null,
    submitted_by: approval.submittedBy,
    badge: approvalBadge(approval.status, approval.revisions),
    actions: approvalActionsFor({
      requiresApproval,
      status: approval.status,
      callerIsSubmitter: callerId !== null && approval.submittedBy === callerId,
      readOnly: Boolean(card.deleted_at),
      can,
    }),
    note_allowed: mayWriteApprovalNote(can),
    // The deadline binds only while the reviewers are asked (issue 38).
    review_deadline: approval.status === 'pending' ? (card.approval_deadline ?? null) : null,
    round: roundOf(card) || null,
    approval_rule: stage?.approval_rule ?? 'any',
  };
}
