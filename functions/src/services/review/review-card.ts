/**
 * What a reviewer by link reads and does on their one card (issue 37 "Review by link, no password": "A
 * reviewer can read the card's name, due date; its client-visible contents; the Guest tab's comments; can
 * comment, reply, approve and request changes, under their own name, marked 'Reviewer'"; decisions RL4, RL6).
 *
 * The reviewer acts with an Approver's rights (../../lib/auth/authorize-reviewer.ts), through the same
 * services a guest's requests use: the card must sit in a client-visible stage and out of the archive and
 * recycle bin (else 404), hidden contents and the Team tab never appear, a comment is a Guest comment, and a
 * decision is `takeApprovalAction`'s approve or request_revision, so the card's approval, counters,
 * notifications and reports move exactly as an Approver's action moves them.
 */
import type { ReviewCard, ReviewDecisionRequest } from '../../../../shared/schemas/review-links';
import { REVIEW_LINK_MESSAGES } from '../../../../shared/schemas/review-link-limits';
import { COMMENT_MESSAGES } from '../../../../shared/schemas/comments-limits';
import type { Comment } from '../../../../shared/schemas/comments';
import { getCard } from '../../data/cards';
import { currentApproval } from '../../data/card-response';
import { findComment, listComments, type CommentRecord } from '../../data/comments';
import { listContents } from '../../data/contents';
import { recordReviewerStep, type ReviewerRecord } from '../../data/review-links';
import type { UserRecord } from '../../data/users';
import type { Access } from '../access/authorize';
import { canSeeStage } from '../../lib/auth/visibility';
import { AuthenticationError, BadRequestError, NotFoundError } from '../../lib/http/errors';
import { takeApprovalAction } from '../approvals/approval-actions';
import { presentRound } from '../approvals/approval-round';
import { CARD_NOT_FOUND } from '../cards/card-access';
import { anchorsVisible, pinTargetOf, threadHidden } from '../comments/annotations';
import { toAnchorRecord } from '../comments/anchors';
import type { AnnotationAnchor } from '../../../../shared/schemas/annotation-anchor';
import { ANNOTATION_MESSAGES } from '../../../../shared/schemas/annotation-anchor';
import { postComment, type CommentScene } from '../comments/post-comment';
import { presentComment, presentComments, type CommentViewer } from '../comments/present-comments';
import { presentContents } from '../contents/present-contents';

/** The Guest comments a reviewer reads at most (oldest first): a review page, not an archive. */
const COMMENTS_SHOWN = 200;

/** The reviewer on a reviewer route. @throws AuthenticationError when the route was not authorized as one. */
function reviewerOf(access: Access): ReviewerRecord {
  if (!access.reviewer) throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
  return access.reviewer.reviewer;
}

/**
 * The scene of the reviewer's card, as a guest would see it: the card in a client-visible stage, not archived
 * nor binned. `caller` stands for the reviewer record (no user item exists for them).
 * @throws NotFoundError 'The content cannot be found.' otherwise.
 */
export async function reviewerSceneOf(access: Access, now: number): Promise<CommentScene> {
  const reviewer = reviewerOf(access);
  const skeleton = access.skeleton!;
  const card = await getCard(reviewer.workspace_id, reviewer.card_id);
  const stage = card ? skeleton.stages.find((s) => s.stage_id === card.stage_id) : undefined;
  if (!card || card.deleted_at || card.archived || !canSeeStage(stage ?? null, access))
    throw new NotFoundError(CARD_NOT_FOUND);
  const caller = {
    user_id: reviewer.reviewer_id,
    first_name: reviewer.name,
    last_name: '',
    email: '',
  } as unknown as UserRecord;
  return {
    card,
    stage,
    workspace: skeleton.workspace!,
    members: skeleton.members,
    caller,
    now,
    reviewer: { name: reviewer.name },
  };
}

/** Who reads: the reviewer, among the workspace's members (for 'Removed'). */
const viewerOf = (scene: CommentScene): CommentViewer => ({
  userId: scene.caller.user_id,
  memberIds: new Set(scene.members.map((m) => m.user_id)),
});

/** `GET /api/v1/review/card`: the card's name, due date, client-visible contents and approval state. */
export async function reviewCardOf(access: Access, now: number): Promise<ReviewCard> {
  const scene = await reviewerSceneOf(access, now);
  const reviewer = reviewerOf(access);
  const status = currentApproval(scene.card).status;
  const round = await presentRound(scene);
  return {
    card: { id: scene.card.card_id, name: scene.card.name, due_date: scene.card.due_date ?? null },
    contents: await presentContents(await listContents(scene.card.card_id), access),
    approval: {
      status,
      can_decide: status === 'pending' && scene.stage?.require_approval_from_client === true,
      round: round.round,
      approved: round.approved,
      total: round.total,
      // As the team's approval bar has it (present-stage.ts): only while the submission waits.
      review_deadline: status === 'pending' ? (scene.card.approval_deadline ?? null) : null,
    },
    reviewer: { id: reviewer.reviewer_id, name: reviewer.name, status: reviewer.status },
  };
}

/** `GET /api/v1/review/comments`: the Guest tab, oldest first, without threads on hidden contents. */
export async function reviewCommentsOf(access: Access, now: number): Promise<Comment[]> {
  const scene = await reviewerSceneOf(access, now);
  const page = await listComments(scene.card.card_id, 'guest', {
    page: 1,
    perPage: COMMENTS_SHOWN,
    showActivities: true,
  });
  const shown = await anchorsVisible(scene.card.card_id, access, page.items);
  return presentComments(page.items.filter((c) => shown.has(c.comment_id)).reverse(), viewerOf(scene));
}

/**
 * `POST /api/v1/review/comments`: a Guest comment, a reply to a visible Guest comment, or a pin (`anchor`,
 * decisions L3), under the reviewer's name. A pin is checked as a guest's on the team's route
 * (`pinTargetOf`: a content of this card not hidden from guests, one of its versions, a page it has) and
 * numbered in the Guest tab's sequence of its version.
 * @throws NotFoundError for a parent that is not a visible Guest comment of the card, or a pin's content or
 *   version that is not the card's or is hidden; BadRequestError as a guest's reply (to a deleted comment or
 *   to a reply), for a reply with an anchor, a page past the version's and an empty comment.
 */
export async function postReviewComment(
  access: Access,
  input: { description: string; parent_id?: string; anchor?: AnnotationAnchor },
  now: number,
): Promise<Comment> {
  if (input.anchor && input.parent_id)
    throw new BadRequestError(ANNOTATION_MESSAGES.replyAnchor, { anchor: [ANNOTATION_MESSAGES.replyAnchor] });
  const scene = await reviewerSceneOf(access, now);
  let parent: CommentRecord | null = null;
  if (input.parent_id) {
    const found = await findComment(scene.card.card_id, input.parent_id);
    if (
      !found ||
      found.tab !== 'guest' ||
      !(await anchorsVisible(scene.card.card_id, access, [found])).has(found.comment_id)
    )
      throw new NotFoundError(COMMENT_MESSAGES.notFound);
    if (found.deleted_at)
      throw new BadRequestError(COMMENT_MESSAGES.replyToDeleted, { parent_id: [COMMENT_MESSAGES.replyToDeleted] });
    if (found.parent_id)
      throw new BadRequestError(COMMENT_MESSAGES.replyToReply, { parent_id: [COMMENT_MESSAGES.replyToReply] });
    parent = found;
  }
  const anchor = input.anchor;
  const cardId = scene.card.card_id;
  // A reviewer never sees hidden contents (an Approver's rights), so the pin is guest-safe.
  const pin = anchor
    ? {
        anchor: toAnchorRecord(anchor),
        target: await pinTargetOf(cardId, access, anchor),
        reread: () => pinTargetOf(cardId, access, anchor),
        guestSafe: true,
      }
    : undefined;
  const hiddenThread = await threadHidden(cardId, pin?.target.content ?? null, parent);
  const record = await postComment(scene, {
    tab: 'guest',
    description: input.description,
    uploads: [],
    parent,
    pin,
    hiddenThread,
  });
  await recordReviewerStep(reviewerOf(access), 'commented', now);
  return presentComment(record, viewerOf(scene));
}

/**
 * `POST /api/v1/review/decision`: approve, or request changes, on the card's pending submission, as an
 * Approver does (the event comment names the reviewer).
 * @throws ConflictError when nothing is pending (or it changed meanwhile), as `takeApprovalAction`.
 */
export async function decideReview(
  access: Access,
  input: ReviewDecisionRequest,
  now: number,
): Promise<{ status: string; comment: Comment }> {
  const scene = await reviewerSceneOf(access, now);
  const action = input.decision === 'approve' ? 'approve' : 'request_revision';
  const { posted } = await takeApprovalAction(scene, access, action, scene.card.stage_id, {
    description: input.note,
    attachments_attributes: [],
  });
  await recordReviewerStep(reviewerOf(access), input.decision === 'approve' ? 'approved' : 'changes_requested', now);
  const card = (await getCard(scene.card.workspace_id, scene.card.card_id))!;
  return { status: currentApproval(card).status, comment: await presentComment(posted, viewerOf(scene)) };
}
