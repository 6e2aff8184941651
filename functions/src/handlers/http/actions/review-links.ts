/**
 * The review-link routes of the approvals domain (issue 37 "Review by link, no password"; BRIEF §8; decisions
 * RL1–RL8): the team invites, lists and revokes a card's reviewers; a reviewer opens their link for a session
 * and, with it, reads and acts on that one card (../../../services/review/review-card.ts).
 *
 * A refused link answers the same 401 whether it is malformed, unknown, revoked or expired, and the token
 * travels in the body, never in a path or a log line.
 */
import {
  InviteReviewerRequestSchema,
  OpenReviewSessionRequestSchema,
  ReviewCommentRequestSchema,
  ReviewDecisionRequestSchema,
  ReviewLanguageRequestSchema,
} from '../../../../../shared/schemas/review-links';
import {
  REVIEW_LINK_LIMITS,
  REVIEW_LINK_MESSAGES,
  REVIEW_LINK_PATTERN,
} from '../../../../../shared/schemas/review-link-limits';
import { takeRateLimitHit } from '../../../data/rate-limits';
import {
  inviteReviewer,
  listReviewerItems,
  presentReviewer,
  reviewTokenHash,
  revokeReviewer,
  setReviewerLanguage,
} from '../../../data/review-links';
import { currentApproval } from '../../../data/card-response';
import { requestNow } from '../../../lib/clock';
import { reviewLinkEmail } from '../../../lib/email/review-templates';
import { sendEmail } from '../../../lib/email/send-email';
import { AuthenticationError, TooManyRequestsError } from '../../../lib/http/errors';
import { ok, type Action, type ApiRequest } from '../../domain-handler';
import { parseInput } from '../../../lib/http/validate';
import { viewerIpOf } from '../../../lib/http/viewer-address';
import { commentSceneOf } from '../../../services/comments/comment-card';
import { nameOf } from '../../../services/comments/post-comment';
import { rateLimitSubjectOf } from '../../../services/accounts/source-limits';
import { settleRoundAfterRemoval } from '../../../services/approvals/round-settle';
import { decideReview, postReviewComment, reviewCardOf, reviewCommentsOf } from '../../../services/review/review-card';
import { openReview } from '../../../services/review/open-review';
import { languageOr } from '../../../../../shared/i18n/languages';

const REVIEWERS = '/api/v1/workspaces/{id}/content_groups/{cid}/reviewers';
const OPEN_RULE = (limit: number) => ({ limit, windowSeconds: REVIEW_LINK_LIMITS.openWindowSeconds });

/** The card the path names, as the caller sees it (404 otherwise). */
const cardScene = (request: ApiRequest) =>
  commentSceneOf(request.access, request.params.id!, request.params.cid!, requestNow(request.headers));

/**
 * Count one opening of a link against its own limit (by the token's hash, whatever the token) and its
 * address's (decisions RL5). @throws TooManyRequestsError (429) past either.
 */
async function limitOpening(request: ApiRequest, token: string, now: number): Promise<void> {
  const ip = viewerIpOf(request.event);
  const byToken = await takeRateLimitHit(
    'review_link_token',
    reviewTokenHash(token),
    OPEN_RULE(REVIEW_LINK_LIMITS.opensPerToken),
    now,
  );
  const byAddress = ip
    ? await takeRateLimitHit(
        'review_link_ip',
        rateLimitSubjectOf(ip),
        OPEN_RULE(REVIEW_LINK_LIMITS.opensPerAddress),
        now,
      )
    : true;
  if (!byToken || !byAddress) throw new TooManyRequestsError(REVIEW_LINK_MESSAGES.rateLimited);
}

export const REVIEW_LINK_ACTIONS: Record<string, Action> = {
  // Invite: the reviewer and their link are stored, then the link is e-mailed once (the token is not kept).
  [`POST ${REVIEWERS}`]: async (request) => {
    const parsed = parseInput(InviteReviewerRequestSchema, request.body);
    const scene = await cardScene(request);
    // The team's pick, else the inviter's own language (issue 41).
    const input = { ...parsed, language: parsed.language ?? languageOr(scene.caller.language) };
    const { token, reviewer } = await inviteReviewer(scene.card, input, scene.caller.user_id, scene.now);
    const mail = reviewLinkEmail({
      reviewerName: reviewer.name,
      inviterName: nameOf(scene.caller),
      cardName: scene.card.name,
      workspaceName: scene.workspace.name,
      token,
      validUntil: reviewer.valid_until,
      language: input.language,
      // As the review page shows it: only while a submission waits (review-card.ts).
      decideBy: currentApproval(scene.card).status === 'pending' ? scene.card.approval_deadline_day : undefined,
    });
    try {
      await sendEmail(reviewer.email, mail);
    } catch (error) {
      // A link nobody received is no invitation: it is revoked, and the failure answered.
      await revokeReviewer(reviewer.card_id, reviewer.reviewer_id);
      throw error;
    }
    return ok(presentReviewer(reviewer));
  },
  [`GET ${REVIEWERS}`]: async (request) => {
    const scene = await cardScene(request);
    return ok({ reviewers: (await listReviewerItems(scene.card.card_id)).map(presentReviewer) });
  },
  [`DELETE ${REVIEWERS}/{reviewer_id}`]: async (request) => {
    const scene = await cardScene(request);
    await revokeReviewer(scene.card.card_id, request.params.reviewer_id!);
    // The revoked reviewer no longer counts: that may complete an `all` round (issue 38).
    await settleRoundAfterRemoval(scene);
    return ok(null);
  },
  // Open a link: the same 401 for a malformed, unknown, revoked or expired token; counted before any lookup.
  // A link that requires a code answers `code_required` until this device gives it (decisions K1).
  ['POST /api/v1/review/sessions']: async (request) => {
    const now = requestNow(request.headers);
    // Any body that does not parse is a malformed link like any other: the same 401, not a 400 that tells it apart.
    const body = OpenReviewSessionRequestSchema.safeParse(request.body).data;
    const token = body?.token ?? '';
    await limitOpening(request, token, now);
    if (!body || !REVIEW_LINK_PATTERN.test(token)) throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
    const ip = viewerIpOf(request.event);
    return ok(
      await openReview(
        {
          token,
          deviceId: body.device_id,
          code: body.code,
          newCode: body.new_code === true,
          ...(ip ? { addressSubject: rateLimitSubjectOf(ip) } : {}),
        },
        now,
      ),
    );
  },
  ['GET /api/v1/review/card']: async (request) => ok(await reviewCardOf(request.access, requestNow(request.headers))),
  ['GET /api/v1/review/comments']: async (request) =>
    ok({ comments: await reviewCommentsOf(request.access, requestNow(request.headers)) }),
  ['POST /api/v1/review/comments']: async (request) =>
    ok(
      await postReviewComment(
        request.access,
        parseInput(ReviewCommentRequestSchema, request.body),
        requestNow(request.headers),
      ),
    ),
  // The page's language switch (issue 41): kept on the reviewer, so codes and e-mails follow it; a revoked one is 401.
  ['PUT /api/v1/review/language']: async (request) => {
    const { language } = parseInput(ReviewLanguageRequestSchema, request.body);
    const reviewer = request.access.reviewer?.reviewer;
    if (!reviewer || !(await setReviewerLanguage(reviewer, language)))
      throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
    return ok({ language });
  },
  ['POST /api/v1/review/decision']: async (request) =>
    ok(
      await decideReview(
        request.access,
        parseInput(ReviewDecisionRequestSchema, request.body),
        requestNow(request.headers),
      ),
    ),
};
