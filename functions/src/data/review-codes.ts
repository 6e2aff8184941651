/**
 * The one-time code of a review link that requires one (issue 37 "With `require_code`, opening the link on a
 * new device e-mails a 6-digit code to the reviewer's address (valid 10 minutes, 5 tries)"; decisions K1;
 * docs/data-model.md pattern 248).
 *
 * The code lives on the reviewer item as SHA-256 of `{reviewer_id}:{code}` with its end and a tries counter;
 * each check is one conditional UpdateItem (the stored hash unchanged and fewer than 5 tries), so concurrent
 * guesses cannot pass the 5 tries. A right code removes the code and remembers the device: SHA-256 of the
 * device id the page keeps (32 random bytes), at most `devicesKept` per reviewer, newest last.
 */
import { createHash, randomInt } from 'node:crypto';
import { $add, $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import {
  REVIEW_DEVICE_PATTERN,
  REVIEW_LINK_LIMITS,
  REVIEW_LINK_MESSAGES,
} from '../../../shared/schemas/review-link-limits';
import { BadRequestError, withMessageKey } from '../lib/http/errors';
import { isConditionFailure, patchItem } from './access';
import { ReviewerItem } from './entities/review-link';
import { reviewTokenHash, type ReviewerRecord } from './review-links';

/** SHA-256 (hex) of a reviewer's code, salted with the reviewer id. */
const codeHash = (reviewerId: string, code: string) =>
  createHash('sha256').update(`${reviewerId}:${code}`).digest('hex');

/** The stored hash of a well-formed device id, else null (a malformed id is no device). */
export const deviceHashOf = (deviceId: string | undefined): string | null =>
  deviceId && REVIEW_DEVICE_PATTERN.test(deviceId) ? reviewTokenHash(deviceId) : null;

/** Whether `deviceId` gave this reviewer a right code before. */
export function knowsDevice(reviewer: ReviewerRecord, deviceId: string | undefined): boolean {
  const hash = deviceHashOf(deviceId);
  return hash !== null && (reviewer.device_hashes ?? []).includes(hash);
}

/** Whether a code is pending that can still be tried at `now` (ms): not ended, fewer than 5 wrong tries. */
export function pendingCode(reviewer: ReviewerRecord, now: number): { validUntil: string } | null {
  if (!reviewer.code_hash || !reviewer.code_valid_until) return null;
  if (Date.parse(reviewer.code_valid_until) <= now) return null;
  if ((reviewer.code_tries ?? 0) >= REVIEW_LINK_LIMITS.codeTries) return null;
  return { validUntil: reviewer.code_valid_until };
}

/**
 * A new code for the reviewer, replacing any pending one (its tries start again): UpdateItem, `attribute_exists`.
 * @returns the code (6 digits, to e-mail once) and its end, or null when the reviewer was revoked meanwhile.
 */
export async function issueReviewCode(
  reviewer: ReviewerRecord,
  now: number,
): Promise<{ code: string; validUntil: string } | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const validUntil = new Date(now + REVIEW_LINK_LIMITS.codeMs).toISOString();
  try {
    await patchItem(ReviewerItem, {
      card_id: reviewer.card_id,
      reviewer_id: reviewer.reviewer_id,
      code_hash: codeHash(reviewer.reviewer_id, code),
      code_valid_until: validUntil,
      code_tries: 0,
    });
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
  return { code, validUntil };
}

/** A refusal of the code, on its field; nothing but the tries counter has changed. */
const refuse = (message: string) => new BadRequestError(message, { code: [message] });

/**
 * Check `code` (6 digits, checked by the caller) against the reviewer's pending code at `now` (ms).
 * A right code removes it and remembers `deviceId` (when well-formed); a wrong one counts one try.
 * @returns the reviewer as updated.
 * @throws BadRequestError 'This code has expired…' (none pending or ended), 'Too many wrong codes…' (5 tries
 *   used, also when a concurrent guess took the last), 'That code is not right. N tries left.' (one try counted).
 */
export async function checkReviewCode(
  reviewer: ReviewerRecord,
  code: string,
  deviceId: string | undefined,
  now: number,
): Promise<ReviewerRecord> {
  if (!reviewer.code_hash || !reviewer.code_valid_until || Date.parse(reviewer.code_valid_until) <= now)
    throw refuse(REVIEW_LINK_MESSAGES.codeExpired);
  if ((reviewer.code_tries ?? 0) >= REVIEW_LINK_LIMITS.codeTries) throw refuse(REVIEW_LINK_MESSAGES.codeUsedUp);
  const key = { card_id: reviewer.card_id, reviewer_id: reviewer.reviewer_id };
  // The code read is still the one stored, with tries left.
  const condition = {
    and: [
      { attr: 'code_hash', eq: reviewer.code_hash },
      { attr: 'code_tries', lt: REVIEW_LINK_LIMITS.codeTries },
    ],
  };
  const right = codeHash(reviewer.reviewer_id, code) === reviewer.code_hash;
  const device = deviceHashOf(deviceId);
  try {
    if (right) {
      const kept = (reviewer.device_hashes ?? []).filter((h) => h !== device);
      return await patchItem(
        ReviewerItem,
        {
          ...key,
          code_hash: $remove(),
          code_valid_until: $remove(),
          code_tries: $remove(),
          ...(device ? { device_hashes: $set([...kept, device].slice(-REVIEW_LINK_LIMITS.devicesKept)) } : {}),
        },
        { condition: condition as never },
      );
    }
    const counted = await patchItem(ReviewerItem, { ...key, code_tries: $add(1) }, { condition: condition as never });
    const tries = REVIEW_LINK_LIMITS.codeTries - (counted.code_tries ?? 0);
    throw withMessageKey(refuse(REVIEW_LINK_MESSAGES.codeWrong(tries)), 'review.codeWrong', { tries });
  } catch (error) {
    // Revoked meanwhile, a newer code issued, or the last try taken concurrently: this code is used up.
    if (isConditionFailure(error)) throw refuse(REVIEW_LINK_MESSAGES.codeUsedUp);
    throw error;
  }
}
