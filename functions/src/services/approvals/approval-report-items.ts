/**
 * What an approval action records for the approval analytics (issue 28 "Approval analytics"; BRIEF §8
 * "approval events by organization"; docs/data-model.md patterns 177, 179; decisions G8, G9): its event,
 * with the submission it decides and the card's due date and revision rounds, and the card's waiting mark
 * (put when the card starts waiting on the client, deleted when it stops).
 */
import type { ApprovalAction } from '../../../../shared/schemas/approvals-limits';
import type { TransactionItem } from '../../data/transactions';
import type { CardRecord } from '../../data/cards';
import { approvalEventItem, approvalWaitDelete, approvalWaitPut } from '../../data/report-items';
import { uuidv7 } from '../../lib/ids/uuid';

/** Who acts on which card, in which organization and stage, when (epoch ms). */
export interface ApprovalMoment {
  card: CardRecord;
  organizationId: string;
  stageId: string;
  actorId: string;
  now: number;
  /** The review deadline of the submission the action makes or decides (ISO; issue 38). */
  reviewDeadline?: string;
}

/**
 * The report items of `action` on the card as read: a submission (or a rejected revision request, which
 * sends the card back to the client, G9) starts a wait; a decision or a void ends it.
 * @returns transaction items for the action's own transaction.
 */
export function approvalReportItems(action: ApprovalAction, moment: ApprovalMoment): TransactionItem[] {
  const { card, organizationId, stageId, actorId, now, reviewDeadline } = moment;
  const at = new Date(now).toISOString();
  const decides = action === 'approve' || action === 'request_revision';
  const event = approvalEventItem({
    organizationId,
    workspaceId: card.workspace_id,
    cardId: card.card_id,
    cardName: card.name,
    actorId,
    kind: action,
    eventId: uuidv7(now),
    at,
    ...(decides && card.approval_submitted_at ? { submittedAt: card.approval_submitted_at } : {}),
    ...(card.due_date ? { dueDate: card.due_date } : {}),
    ...(action === 'approve'
      ? { revisionRounds: card.approval_stage_id === stageId ? (card.approval_revisions ?? 0) : 0 }
      : {}),
    ...(decides && reviewDeadline ? { reviewDeadline } : {}),
  });
  if (action === 'submit' || action === 'reject_request') {
    return [
      event,
      approvalWaitPut({
        organizationId,
        workspaceId: card.workspace_id,
        stageId,
        cardId: card.card_id,
        cardName: card.name,
        submittedAt: at,
        ...(reviewDeadline ? { reviewDeadline } : {}),
      }),
    ];
  }
  if (decides || action === 'void') return [event, approvalWaitDelete(organizationId, card.card_id)];
  return [event];
}

/** The card's submission instant the action leaves: set when the card starts waiting on the client (G9). */
export function submittedAtChange(action: ApprovalAction, now: number): { approval_submitted_at?: string } {
  return action === 'submit' || action === 'reject_request'
    ? { approval_submitted_at: new Date(now).toISOString() }
    : {};
}
