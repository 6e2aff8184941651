/**
 * A card's reviewers and their links (issue 37 "Review by link, no password"; BRIEF §8 "Review links are
 * credentials"; docs/data-model.md patterns 240–246; decisions RL1–RL6). Modelled on API keys (./api-keys.ts).
 *
 * A link's token is 32 random bytes in base64url, a session's `glr_` and 32 more; only SHA-256 hashes are
 * stored. The reviewer item and the link item are written and deleted in one transaction with the card's
 * reviewer count, so a revoked link answers 401 from the moment the revoke returns, and at most
 * `REVIEW_LINK_LIMITS.perCard` reviewers hold under concurrent invites.
 */
import { createHash, randomBytes } from 'node:crypto';
import { $add, $get } from 'dynamodb-toolbox/entity/actions/update/symbols';
import {
  REVIEW_LINK_LIMITS,
  REVIEW_LINK_MESSAGES,
  REVIEW_SESSION_PREFIX,
  type ReviewerStatus,
} from '../../../shared/schemas/review-link-limits';
import type { InviteReviewerRequest, Reviewer } from '../../../shared/schemas/review-links';
import type { Language } from '../../../shared/i18n/languages';
import { BadRequestError, NotFoundError } from '../lib/http/errors';
import { uuidv7 } from '../lib/ids/uuid';
import { createItem, getItem, isConditionFailure, keyQuery, patchItem, queryAll, type Item } from './access';
import { createTransaction, removeTransaction, runTransaction, updateTransaction } from './transactions';
import {
  REVIEWER_BY_CARD,
  REVIEWER_MODEL,
  ReviewerCount,
  ReviewerItem,
  ReviewLink,
  ReviewSession,
} from './entities/review-link';

export type ReviewerRecord = Item<typeof ReviewerItem>;

const DAY_MS = 86_400_000;

/** SHA-256 (hex) of a link or session token: the only form in which either is stored. */
export const reviewTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Epoch seconds a day after `iso`: the table's TTL for an item that stops working at `iso`. */
const ttlAfter = (iso: string) => Math.floor(Date.parse(iso) / 1000) + 86_400;

/** Pattern 240: a card's reviewers, oldest first (1 Query of the card's partition, consistent). */
export async function listReviewerItems(cardId: string): Promise<ReviewerRecord[]> {
  return queryAll(ReviewerItem, keyQuery(REVIEWER_MODEL, REVIEWER_BY_CARD, { card_id: cardId }), { consistent: true });
}

/** A reviewer as the team lists them: never the link's hash. */
export function presentReviewer(item: ReviewerRecord): Reviewer {
  return {
    id: item.reviewer_id,
    name: item.name,
    email: item.email,
    status: item.status,
    created_at: item.created_at,
    expires_at: item.valid_until,
    last_seen_at: item.last_seen_at ?? null,
    opened_at: item.opened_at ?? null,
    commented_at: item.commented_at ?? null,
    decided_at: item.decided_at ?? null,
    require_code: item.require_code,
  };
}

/**
 * Pattern 241: invite a reviewer to a card: one TransactWrite of the reviewer item and the link item, both
 * `attribute_not_exists`, and the card's reviewer count +1 under `count < perCard`.
 * @returns the link's token, to e-mail once, and the stored reviewer.
 * @throws BadRequestError when the card already has the most reviewers allowed (nothing stored).
 */
export async function inviteReviewer(
  card: { workspace_id: string; card_id: string },
  input: InviteReviewerRequest,
  invitedBy: string,
  now: number,
): Promise<{ token: string; reviewer: ReviewerRecord }> {
  const token = randomBytes(32).toString('base64url');
  const linkHash = reviewTokenHash(token);
  const validUntil = new Date(now + input.expires_in_days * DAY_MS).toISOString();
  const reviewer: ReviewerRecord = {
    card_id: card.card_id,
    reviewer_id: uuidv7(now),
    workspace_id: card.workspace_id,
    name: input.name,
    email: input.email.toLowerCase(),
    language: input.language,
    status: 'invited',
    link_hash: linkHash,
    require_code: input.require_code === true,
    invited_by: invitedBy,
    created_at: new Date(now).toISOString(),
    valid_until: validUntil,
  };
  const result = await runTransaction([
    createTransaction(ReviewerItem, reviewer),
    createTransaction(ReviewLink, {
      link_hash: linkHash,
      reviewer_id: reviewer.reviewer_id,
      card_id: card.card_id,
      workspace_id: card.workspace_id,
      valid_until: validUntil,
      expires_at: ttlAfter(validUntil),
    }),
    updateTransaction(ReviewerCount, { card_id: card.card_id, count: $add(1) }, {
      or: [
        { attr: 'count', exists: false },
        { attr: 'count', lt: REVIEW_LINK_LIMITS.perCard },
      ],
    } as never),
  ]);
  // Only the count's condition can fail: a 256-bit random hash and a fresh UUIDv7 do not collide.
  if (result.canceled)
    throw new BadRequestError(REVIEW_LINK_MESSAGES.tooMany, { base: [REVIEW_LINK_MESSAGES.tooMany] });
  return { token, reviewer };
}

/**
 * Pattern 242: revoke a reviewer: the reviewer and link items deleted in one TransactWrite, each
 * `attribute_exists`, with the card's count −1. Their sessions die with the reviewer item (pattern 245).
 * @throws NotFoundError for a reviewer the card does not have.
 */
export async function revokeReviewer(cardId: string, reviewerId: string): Promise<void> {
  const item = await getItem(ReviewerItem, { card_id: cardId, reviewer_id: reviewerId }, { consistent: true });
  if (!item) throw new NotFoundError(REVIEW_LINK_MESSAGES.notFound);
  const result = await runTransaction([
    removeTransaction(ReviewerItem, { card_id: cardId, reviewer_id: reviewerId }),
    removeTransaction(ReviewLink, { link_hash: item.link_hash }, { attr: 'reviewer_id', eq: reviewerId } as never),
    updateTransaction(ReviewerCount, { card_id: cardId, count: $add(-1) }),
  ]);
  if (result.canceled) throw new NotFoundError(REVIEW_LINK_MESSAGES.notFound);
}

/** The reviewer a link or session stands for, while it is valid at `now` (ms), else null. */
async function liveReviewer(
  cardId: string,
  reviewerId: string,
  linkHash: string | null,
  now: number,
): Promise<ReviewerRecord | null> {
  const reviewer = await getItem(ReviewerItem, { card_id: cardId, reviewer_id: reviewerId }, { consistent: true });
  if (!reviewer || Date.parse(reviewer.valid_until) <= now) return null;
  return linkHash === null || reviewer.link_hash === linkHash ? reviewer : null;
}

/**
 * Pattern 243, first half: the reviewer a link stands for: GetItem of the link by its hash, GetItem of its
 * reviewer. A malformed token is refused by the caller before any read.
 * @returns the reviewer, or null for an unknown, revoked or expired link.
 */
export async function reviewerOfLink(token: string, now: number): Promise<ReviewerRecord | null> {
  const linkHash = reviewTokenHash(token);
  const link = await getItem(ReviewLink, { link_hash: linkHash }, { consistent: true });
  if (!link || Date.parse(link.valid_until) <= now) return null;
  return liveReviewer(link.card_id, link.reviewer_id, linkHash, now);
}

/**
 * Pattern 243, second half: a new session for a link's reviewer (`glr_` and 32 random bytes, hashed; 12 hours,
 * never beyond the link's end), and the reviewer's visit. A link that requires a code has had it checked
 * (../services/review/open-review.ts).
 * @returns the session token (shown once) and the reviewer, or null when they were revoked meanwhile.
 */
export async function startReviewSession(
  reviewer: ReviewerRecord,
  now: number,
): Promise<{ sessionToken: string; validUntil: string; reviewer: ReviewerRecord } | null> {
  const sessionToken = `${REVIEW_SESSION_PREFIX}${randomBytes(32).toString('base64url')}`;
  const validUntil = new Date(
    Math.min(now + REVIEW_LINK_LIMITS.sessionMs, Date.parse(reviewer.valid_until)),
  ).toISOString();
  await createItem(ReviewSession, {
    session_hash: reviewTokenHash(sessionToken),
    reviewer_id: reviewer.reviewer_id,
    card_id: reviewer.card_id,
    workspace_id: reviewer.workspace_id,
    valid_until: validUntil,
    expires_at: ttlAfter(validUntil),
  });
  const seen = await recordReviewerStep(reviewer, 'opened', now);
  return seen ? { sessionToken, validUntil, reviewer: seen } : null;
}

/** How far each status goes: a reviewer's status only moves forward, except between the two decisions. */
const STEP: Record<ReviewerStatus, number> = { invited: 0, opened: 1, commented: 2, approved: 3, changes_requested: 3 };

/** Whether a step is a decision. */
const isDecision = (step: ReviewerStatus) => step === 'approved' || step === 'changes_requested';

/**
 * Pattern 244: record a reviewer's visit and step (UpdateItem, `attribute_exists`): `last_seen_at`, and the
 * status when `step` goes further (a decision always replaces the previous one). The step's time is kept
 * too (decisions K3): `opened_at` and `commented_at` the first time only (if_not_exists), `decided_at` at
 * every decision, so it is the time of the decision the status shows.
 * @returns the reviewer as updated, or null when they were revoked meanwhile.
 */
export async function recordReviewerStep(
  reviewer: ReviewerRecord,
  step: ReviewerStatus,
  now: number,
): Promise<ReviewerRecord | null> {
  const status = STEP[step] >= STEP[reviewer.status] ? step : reviewer.status;
  const lastSeenAt = new Date(now).toISOString();
  const times = {
    ...(step === 'opened' ? { opened_at: $get('opened_at', lastSeenAt) } : {}),
    ...(step === 'commented' ? { commented_at: $get('commented_at', lastSeenAt) } : {}),
    ...(isDecision(step) ? { decided_at: lastSeenAt } : {}),
  };
  let updated: ReviewerRecord;
  try {
    updated = await patchItem(ReviewerItem, {
      card_id: reviewer.card_id,
      reviewer_id: reviewer.reviewer_id,
      status,
      last_seen_at: lastSeenAt,
      ...times,
    });
  } catch (error) {
    // Revoked meanwhile: the link or session is refused as any other.
    if (isConditionFailure(error)) return null;
    throw error;
  }
  return updated;
}

/**
 * Pattern 306: keep the language a reviewer chose on the review page (issue 41), an UpdateItem of their
 * item, `attribute_exists`.
 * @returns false when the reviewer was revoked meanwhile.
 */
export async function setReviewerLanguage(reviewer: ReviewerRecord, language: Language): Promise<boolean> {
  try {
    await patchItem(ReviewerItem, { card_id: reviewer.card_id, reviewer_id: reviewer.reviewer_id, language });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Pattern 245: the reviewer a session (already looked up by hash by the authorizer, ../review-session-use.ts)
 * acts as: GetItem of the reviewer, consistent, so a revoked reviewer or an expired link ends every session at once.
 * @returns the reviewer, or null (401).
 */
export async function reviewerOfSession(
  session: { cardId: string; reviewerId: string },
  now: number,
): Promise<ReviewerRecord | null> {
  return liveReviewer(session.cardId, session.reviewerId, null, now);
}
