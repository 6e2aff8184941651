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
import { deadlineCardFields, deadlineJobItems, reviewDeadlineOf } from './review-deadlines';
import { getUsers } from '../../data/users';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { newRoundChange } from './approval-round';
import { postOpenVote, roundVote } from './round-vote';
import { noticeText, type NoticeKey, type NoticeMessage } from '../../lib/i18n/notices';

/** What each action's notification says the actor did. */
/** The `notices` message of each action's notice: 'Ann submitted "Poster" for approval' in English. */
const NOTICE_KEYS: Record<ApprovalAction, NoticeKey> = {
  submit: 'approval.submit',
  void: 'approval.void',
  approve: 'approval.approve',
  request_revision: 'approval.request_revision',
  accept_request: 'approval.accept_request',
  reject_request: 'approval.reject_request',
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
 * `reviewerIds` (default: every Approver who sees the stage; issue 37) and keeps them on the card, and sets
 * the decision deadline of `deadlineInput` and its reminder jobs (issue 38; 400 for a day in the past).
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
  deadlineInput: { review_deadline?: string; time_zone?: string } = {},
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
  // A submission sets the decision deadline and its reminders (issue 38); the others keep the card's.
  const deadline =
    action === 'submit' ? reviewDeadlineOf(deadlineInput.review_deadline, deadlineInput.time_zone, scene.now) : null;
  // A decision is recorded in its round; under `all` or `decision_maker` it may leave the round open (issue 38).
  const vote = action === 'approve' || action === 'request_revision' ? await roundVote(scene, action) : null;
  if (vote && !vote.final) return { posted: await postOpenVote(scene, comment, vote), reviewerIds: [] };
  const round = action === 'submit' || action === 'reject_request' ? newRoundChange(card) : vote?.change;
  const posted = await postApprovalEvent(scene, action, comment, {
    round,
    told,
    ...noticeText(NOTICE_KEYS[action], { actor: actorNameOf(scene), card: card.name }),
    deadline,
    deadlineJobs: deadline ? deadlineJobItems(card, deadline, await getUsers(told), scene.now) : [],
  });
  return { posted, reviewerIds: told };
}

/** The round change an approval event makes with it: fields set and added, and the round as read. */
export interface RoundChange {
  set?: Record<string, unknown>;
  add?: Record<string, number>;
  expect?: Partial<Record<'approval_round' | 'approval_vote_count', number | null>>;
}

/**
 * Post `action`'s approval event on the scene's card in its current stage, once the caller was checked: the
 * card's approval, its round change, the deadline a submission sets and its reminder jobs, the counters, the
 * reports and the notices (participants, and `told`) in one transaction. Also used when a reviewer's removal
 * completes a round (./round-settle.ts).
 * @throws ConflictError 'The approval changed meanwhile…' when a concurrent change won (nothing written).
 */
export async function postApprovalEvent(
  scene: CommentScene,
  action: ApprovalAction,
  comment: { description: string; attachments_attributes: NewAttachment[] },
  options: {
    round?: RoundChange;
    told: readonly string[];
    summary: string;
    /** The summary as a `notices` message, for readers in other languages (decisions LV1). */
    message?: NoticeMessage;
    deadline?: ReturnType<typeof reviewDeadlineOf> | null;
    deadlineJobs?: ReturnType<typeof deadlineJobItems>;
  },
): Promise<CommentRecord> {
  const { card, caller } = scene;
  const stageId = card.stage_id;
  const { round, told, deadline = null, deadlineJobs = [] } = options;
  const approval = currentApproval(card);
  const to = APPROVAL_TRANSITIONS[action].to;
  const sameStage = card.approval_stage_id === stageId;
  // A submission in a new stage replaces the approval of the stage the card left (decisions R13).
  const leaving = sameStage ? [approval.status] : [approval.status, card.approval_status];
  return postComment(scene, {
    tab: 'guest',
    description: comment.description,
    uploads: comment.attachments_attributes,
    event: {
      eventType: APPROVAL_ACTION_EVENTS[action],
      summary: options.summary,
      message: options.message,
      cardChange: {
        set: {
          approval_status: to,
          approval_stage_id: stageId,
          ...(action === 'submit' ? { approval_submitted_by: caller.user_id, approval_reviewer_ids: $set(told) } : {}),
          ...(deadline ? deadlineCardFields(deadline) : {}),
          ...submittedAtChange(action, scene.now),
          ...(action === 'submit' && !sameStage ? { approval_revisions: 0 } : {}),
          ...round?.set,
        },
        add: {
          ...(action === 'request_revision' ? { revision_count: 1, approval_revisions: 1 } : {}),
          ...round?.add,
        },
        expect: {
          approval_status: card.approval_status ?? null,
          approval_stage_id: card.approval_stage_id ?? null,
          stage_id: stageId,
          ...round?.expect,
        },
      },
      workspaceAdd: counterChanges(leaving, to),
      conflictMessage: APPROVAL_MESSAGES.wrongState,
      reportItems: [
        ...approvalReportItems(action, {
          card,
          organizationId: scene.workspace.organization_id,
          stageId,
          actorId: caller.user_id,
          now: scene.now,
          reviewDeadline: deadline?.deadline ?? (sameStage ? card.approval_deadline : undefined),
        }),
        ...deadlineJobs,
      ],
      reviewerIds: told,
    },
  });
}
