/**
 * Opening a review link (issue 37 "Review by link, no password", "With `require_code`, opening the link on a
 * new device e-mails a 6-digit code …", "link opening and code requests are rate-limited per token and per
 * address"; decisions RL2, RL3, RL5, K1, K2).
 *
 * A link without `require_code` opens a session at once. One with it opens a session only on a device that
 * gave a right code before (its id, kept by the page, is remembered hashed), or with the right code: else the
 * answer is `{code_required: true}`, and a code is e-mailed when none is pending or `new_code` asks for one
 * (counted per link and per address). The caller has counted the opening and refused a malformed token.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import type { ReviewCodeRequired, ReviewSession } from '../../../../shared/schemas/review-links';
import {
  REVIEW_CODE_PATTERN,
  REVIEW_LINK_LIMITS,
  REVIEW_LINK_MESSAGES,
} from '../../../../shared/schemas/review-link-limits';
import { getCard } from '../../data/cards';
import { takeRateLimitHit } from '../../data/rate-limits';
import { checkReviewCode, issueReviewCode, knowsDevice, pendingCode } from '../../data/review-codes';
import { reviewerOfLink, reviewTokenHash, startReviewSession, type ReviewerRecord } from '../../data/review-links';
import { reviewCodeEmail } from '../../lib/email/review-templates';
import { sendEmail } from '../../lib/email/send-email';
import { AuthenticationError, BadRequestError, TooManyRequestsError } from '../../lib/http/errors';

/** What the page sends besides the token. */
export interface OpenReviewInput {
  token: string;
  deviceId?: string;
  code?: string;
  newCode?: boolean;
  /** The viewer's address as a rate-limit subject (IPv6 by /64), when known. */
  addressSubject?: string;
}

/** `d•••@client.example`: the reviewer's own address, enough to know where to look. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
}

const CODE_RULE = (limit: number) => ({ limit, windowSeconds: REVIEW_LINK_LIMITS.codeWindowSeconds });

/**
 * E-mail a new code to the reviewer, counted per link and per address (decisions K2).
 * @throws TooManyRequestsError past either limit (nothing sent, the pending code unchanged).
 */
async function sendCode(reviewer: ReviewerRecord, input: OpenReviewInput, now: number): Promise<ReviewCodeRequired> {
  const byToken = await takeRateLimitHit(
    'review_code_token',
    reviewTokenHash(input.token),
    CODE_RULE(REVIEW_LINK_LIMITS.codesPerToken),
    now,
  );
  // A request the link's own limit refuses is not counted against the address too.
  const byAddress =
    byToken && input.addressSubject
      ? await takeRateLimitHit(
          'review_code_ip',
          input.addressSubject,
          CODE_RULE(REVIEW_LINK_LIMITS.codesPerAddress),
          now,
        )
      : true;
  if (!byToken || !byAddress) throw new TooManyRequestsError(REVIEW_LINK_MESSAGES.codeRateLimited);
  const issued = await issueReviewCode(reviewer, now);
  if (!issued) throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
  const card = await getCard(reviewer.workspace_id, reviewer.card_id);
  await sendEmail(
    reviewer.email,
    reviewCodeEmail({
      reviewerName: reviewer.name,
      cardName: card?.name ?? 'the card',
      code: issued.code,
      language: languageOr(reviewer.language),
    }),
  );
  return { code_required: true, sent_to: maskedEmail(reviewer.email), code_expires_at: issued.validUntil };
}

/**
 * Open the link `input.token` at `now` (ms).
 * @returns a session, or `{code_required: true, sent_to, code_expires_at}` when this device must give a code.
 * @throws AuthenticationError (the one 401) for an unknown, revoked or expired link; BadRequestError (field
 *   `code`) for a malformed, wrong, expired or used-up code; TooManyRequestsError past the code limits.
 */
export async function openReview(input: OpenReviewInput, now: number): Promise<ReviewSession | ReviewCodeRequired> {
  let reviewer = await reviewerOfLink(input.token, now);
  if (!reviewer) throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
  if (reviewer.require_code && !knowsDevice(reviewer, input.deviceId)) {
    if (input.code === undefined) {
      const pending = pendingCode(reviewer, now);
      if (pending && !input.newCode)
        return { code_required: true, sent_to: maskedEmail(reviewer.email), code_expires_at: pending.validUntil };
      return sendCode(reviewer, input, now);
    }
    if (!REVIEW_CODE_PATTERN.test(input.code))
      throw new BadRequestError(REVIEW_LINK_MESSAGES.codeFormat, { code: [REVIEW_LINK_MESSAGES.codeFormat] });
    reviewer = await checkReviewCode(reviewer, input.code, input.deviceId, now);
  }
  const opened = await startReviewSession(reviewer, now);
  if (!opened) throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
  return {
    session_token: opened.sessionToken,
    expires_at: opened.validUntil,
    reviewer: { name: opened.reviewer.name },
  };
}
