/**
 * The approval flow's six actions (cards spec §4 Approval flow; §6 flags; §7 Approval; docs/decisions.md
 * R9–R13). Each is one TransactWrite through the comment post (../comments/post-comment.ts): the card's
 * approval fields conditioned on the state as read, the event comment in the Guest tab, the workspace's
 * pending counters, the participants' notifications, and the analytics' event and waiting mark (issue 28). A concurrent action that changed the state
 * first makes the condition fail: 409, nothing written.
 */
import type { NewAttachment } from '../../../../shared/schemas/comments';
import {
  APPROVAL_ACTION_EVENTS,
  APPROVAL_ACTION_FLAGS,
  APPROVAL_MESSAGES,
  APPROVAL_TRANSITIONS,
  mayTakeApprovalAction,
  mayWriteApprovalNote,
  type ApprovalAction,
  type ApprovalStatus,
} from '../../../../shared/schemas/approvals-limits';
import { COMMENT_MESSAGES } from '../../../../shared/schemas/comments-limits';
import { currentApproval } from '../../data/card-response';
import type { CommentRecord } from '../../data/comments';
import type { Access } from '../access/authorize';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/http/errors';
import { CARD_READ_ONLY } from '../cards/card-access';
import { actorNameOf, postComment, type CommentScene } from '../comments/post-comment';
import { approvalReportItems, submittedAtChange } from './approval-report-items';
import { chooseReviewers, reviewersOfSubmission } from './reviewers';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';

/** What each action's notification says the actor did. */
const SUMMARIES: Record<ApprovalAction, (actor: string, card: string) => string> = {
  submit: (a, c) => `${a} submitted "${c}" for approval`,
  void: (a, c) => `${a} voided the submission of "${c}"`,
  approve: (a, c) => `${a} approved "${c}"`,
  request_revision: (a, c) => `${a} requested a revision of "${c}"`,
  accept_request: (a, c) => `${a} accepted the revision request on "${c}"`,
  reject_request: (a, c) => `${a} rejected the revision request on "${c}"`,
};

/** The workspace counter each open state is counted in (decisions R13). */
const COUNTER: Partial<Record<ApprovalStatus, 'pending_approval_count' | 'pending_revision_count'>> = {
  pending: 'pending_approval_count',
  revision_requested: 'pending_revision_count',
};

/** Counter changes of leaving `from` for `to`, summed per counter (zeros dropped). */
function counterChanges(leaving: Array<ApprovalStatus | undefined>, entering: ApprovalStatus): Record<string, number> {
  const add: Record<string, number> = {};
  for (const status of leaving) {
    const counter = status ? COUNTER[status] : undefined;
    if (counter) add[counter] = (add[counter] ?? 0) - 1;
  }
  const into = COUNTER[entering];
  if (into) add[into] = (add[into] ?? 0) + 1;
  return Object.fromEntries(Object.entries(add).filter(([, n]) => n !== 0));
}

/**
 * Why the caller may not take `action` now.
 * @throws ConflictError (binned card, wrong state, other stage), BadRequestError (stage without client
 *   approval), ForbiddenError (missing flag, not the submitter).
 */
function refuse(action: ApprovalAction, scene: CommentScene, access: Access, stageId: string): never {
  const { card, stage } = scene;
  // The route guard refuses a binned card before the action runs (routes/binned-cards.ts); this is why
  // the shared rule said no for a card binned since.
  if (card.deleted_at) throw new ConflictError(CARD_READ_ONLY);
  if (stageId !== card.stage_id) throw new ConflictError(APPROVAL_MESSAGES.wrongStage);
  if (action === 'submit' && stage?.require_approval_from_client !== true)
    throw new BadRequestError(APPROVAL_MESSAGES.notRequired);
  if (!access.can(APPROVAL_ACTION_FLAGS[action] as Parameters<Access['can']>[0]))
    throw new ForbiddenError(APPROVAL_MESSAGES.notAllowed);
  const status = currentApproval(card).status;
  if (!APPROVAL_TRANSITIONS[action].from.includes(status))
    throw new ConflictError(action === 'void' ? APPROVAL_MESSAGES.voidOnlyPending : APPROVAL_MESSAGES.wrongState);
  throw new ForbiddenError(APPROVAL_MESSAGES.notSubmitter);
}

/** Who an action tells beyond the participants (issue 37): a submission its chosen reviewers, a voiding the reviewers it withdraws from. */
function reviewersTold(
  action: ApprovalAction,
  scene: CommentScene,
  requested: readonly string[] | undefined,
): string[] {
  if (action === 'submit') return chooseReviewers(scene, requested);
  return action === 'void' ? reviewersOfSubmission(scene.card, scene) : [];
}

/**
 * Take an approval action on the scene's card in stage `stageId` with its comment. A submission asks
 * `reviewerIds` (default: every Approver who sees the stage; issue 37) and keeps them on the card.
 * @returns the posted event comment and the reviewers it told. @throws as `refuse`; 400 NOT_A_REVIEWER
 *   for a `reviewerIds` entry that is not a possible reviewer; 403 'You cannot comment in the Guest tab.' for
 *   text or files from a caller who may not post there (`mayWriteApprovalNote`, the rule the card's
 *   `stage.note_allowed` gives the dialog; decisions R48); 409 'The approval changed meanwhile…' when a
 *   concurrent action won.
 */
export async function takeApprovalAction(
  scene: CommentScene,
  access: Access,
  action: ApprovalAction,
  stageId: string,
  comment: { description: string; attachments_attributes: NewAttachment[] },
  reviewerIds?: readonly string[],
): Promise<{ posted: CommentRecord; reviewerIds: string[] }> {
  const { card, stage, caller } = scene;
  const approval = currentApproval(card);
  const allowed =
    stageId === card.stage_id &&
    mayTakeApprovalAction(action, {
      requiresApproval: stage?.require_approval_from_client === true,
      status: approval.status,
      callerIsSubmitter: approval.submittedBy === caller.user_id,
      readOnly: Boolean(card.deleted_at),
      can: (flag) => access.can(flag as Parameters<Access['can']>[0]),
    });
  if (!allowed) refuse(action, scene, access, stageId);
  const hasContent = comment.description.trim() !== '' || comment.attachments_attributes.length > 0;
  if (hasContent && !mayWriteApprovalNote((flag) => access.can(flag as Parameters<Access['can']>[0])))
    throw new ForbiddenError(COMMENT_MESSAGES.guestTabDenied);

  const told = reviewersTold(action, scene, reviewerIds);
  const to = APPROVAL_TRANSITIONS[action].to;
  const sameStage = card.approval_stage_id === stageId;
  // A submission in a new stage replaces the approval of the stage the card left (decisions R13).
  const leaving = sameStage ? [approval.status] : [approval.status, card.approval_status];
  const posted = await postComment(scene, {
    tab: 'guest',
    description: comment.description,
    uploads: comment.attachments_attributes,
    event: {
      eventType: APPROVAL_ACTION_EVENTS[action],
      summary: SUMMARIES[action](actorNameOf(scene), card.name),
      cardChange: {
        set: {
          approval_status: to,
          approval_stage_id: stageId,
          ...(action === 'submit' ? { approval_submitted_by: caller.user_id, approval_reviewer_ids: $set(told) } : {}),
          ...submittedAtChange(action, scene.now),
          ...(action === 'submit' && !sameStage ? { approval_revisions: 0 } : {}),
        },
        add: action === 'request_revision' ? { revision_count: 1, approval_revisions: 1 } : {},
        expect: {
          approval_status: card.approval_status ?? null,
          approval_stage_id: card.approval_stage_id ?? null,
          stage_id: stageId,
        },
      },
      workspaceAdd: counterChanges(leaving, to),
      conflictMessage: APPROVAL_MESSAGES.wrongState,
      reportItems: approvalReportItems(action, {
        card,
        organizationId: scene.workspace.organization_id,
        stageId,
        actorId: caller.user_id,
        now: scene.now,
      }),
      reviewerIds: told,
    },
  });
  return { posted, reviewerIds: told };
}
