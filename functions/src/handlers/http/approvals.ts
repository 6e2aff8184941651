/**
 * Approvals domain: submit, void, approve, request revision, accept or reject the request (cards spec §4
 * Approval flow; §6 flags; §7 Approval; docs/decisions.md R9–R13). `{sid}` is the stage's id. Each
 * answers the card's new `stage`, the event comment, `revision_count` and the caller's unread counts.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import {
  ApprovalActionRequestSchema,
  SubmitApprovalQuerySchema,
  SubmitApprovalRequestSchema,
} from '../../../../shared/schemas/approvals';
import type { ApprovalAction } from '../../../../shared/schemas/approvals-limits';
import { getCard } from '../../data/cards';
import { requestNow } from '../../lib/clock';
import { domainHandler, ok, type ApiRequest } from '../domain-handler';
import { APPROVALS_ROUTES } from '../../routes/domains/approvals';
import { parseInput } from '../../lib/http/validate';
import { takeApprovalAction } from '../../services/approvals/approval-actions';
import { cardPathOf, emailReviewers, reviewerChoicesOf } from '../../services/approvals/reviewers';
import { reviewRequestEmail } from '../../lib/email/review-templates';
import { nameOf } from '../../services/comments/post-comment';
import { cardStageOf } from '../../services/approvals/present-stage';
import { commentSceneOf, unreadCommentsOf } from '../../services/comments/comment-card';
import { presentComment } from '../../services/comments/present-comments';
import { REVIEW_LINK_ACTIONS } from './actions/review-links';
import { rememberTimeZone } from '../../services/approvals/review-deadlines';
import { presentRound } from '../../services/approvals/approval-round';

const STAGES = '/api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages';

/**
 * Run `action` in stage `stageId` and answer the card's approval state after it. A submission and its
 * voiding also e-mail the reviewers they tell (issue 37), after the change is committed.
 */
async function act(request: ApiRequest, action: ApprovalAction, stageId: string) {
  const { comment } = parseInput(ApprovalActionRequestSchema, request.body);
  const submission = action === 'submit' ? parseInput(SubmitApprovalRequestSchema, request.body) : undefined;
  const scene = await commentSceneOf(
    request.access,
    request.params.id!,
    request.params.cid!,
    requestNow(request.headers),
  );
  const { posted, reviewerIds } = await takeApprovalAction(
    scene,
    request.access,
    action,
    stageId,
    comment,
    submission?.reviewer_ids,
    { review_deadline: submission?.review_deadline, time_zone: submission?.time_zone },
  );
  if (submission?.time_zone) await rememberTimeZone(scene.caller, submission.time_zone);
  const cardPath = cardPathOf(scene.workspace, scene.card);
  const card = (await getCard(scene.card.workspace_id, scene.card.card_id))!;
  const mail = {
    cardName: scene.card.name,
    workspaceName: scene.workspace.name,
    cardPath,
    actorName: nameOf(scene.caller),
    voided: action === 'void',
    // The deadline this submission set (issue 38), read back from the card it was written to.
    decideBy: action === 'submit' ? card.approval_deadline_day : undefined,
  };
  await emailReviewers(reviewerIds, scene.caller.user_id, (user) =>
    reviewRequestEmail({ ...mail, firstName: user.first_name, language: languageOr(user.language) }),
  );
  const can = (flag: string) => request.access.can(flag as Parameters<typeof request.access.can>[0]);
  return ok({
    stage: cardStageOf(card, scene.stage, can, scene.caller.user_id),
    comment: await presentComment(posted, {
      userId: scene.caller.user_id,
      memberIds: new Set(scene.members.map((m) => m.user_id)),
    }),
    revision_count: card.revision_count ?? 0,
    unread_comments: await unreadCommentsOf(card, scene.caller.user_id, request.access),
  });
}

export const handler = domainHandler('approvals', APPROVALS_ROUTES, {
  // Review by link, no password (issue 37).
  ...REVIEW_LINK_ACTIONS,
  // The Approvers a submission can ask (issue 37): the Submit dialog's list.
  ['GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers']: async (request) => {
    const scene = await commentSceneOf(
      request.access,
      request.params.id!,
      request.params.cid!,
      requestNow(request.headers),
    );
    return ok(await reviewerChoicesOf(scene));
  },
  // The card's round, its rule and each reviewer's decision, with the earlier rounds (issues 37, 38).
  ['GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_round']: async (request) =>
    ok(
      await presentRound(
        await commentSceneOf(request.access, request.params.id!, request.params.cid!, requestNow(request.headers)),
      ),
    ),
  [`POST ${STAGES}`]: async (request) =>
    act(request, 'submit', parseInput(SubmitApprovalQuerySchema, request.query).stage_id),
  [`PUT ${STAGES}/{sid}`]: async (request) => act(request, 'approve', request.params.sid!),
  [`POST ${STAGES}/{sid}/void_submit`]: async (request) => act(request, 'void', request.params.sid!),
  [`POST ${STAGES}/{sid}/request_revision`]: async (request) => act(request, 'request_revision', request.params.sid!),
  [`POST ${STAGES}/{sid}/accept_revision`]: async (request) => act(request, 'accept_request', request.params.sid!),
  [`POST ${STAGES}/{sid}/reject_revision`]: async (request) => act(request, 'reject_request', request.params.sid!),
});
