/**
 * Per-source rate limits (issue 10; docs/decisions.md S15, S16, S25): a sliding-window counter. Hits
 * are counted per fixed window with one conditional UpdateItem; the previous window's hits still
 * count, weighted by how much of it the sliding window still covers, so a burst straddling a window
 * boundary cannot pass twice the limit.
 */
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { CONTENT_LIMITS } from '../../../shared/schemas/contents-limits';
import type { RateLimitScope } from './entities/rate-limit-scopes';
import { isConditionFailure } from './access';
import { getItem, updateItem } from './access';
import { RateLimit as RateLimitItem } from './entities/rate-limit';

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Sign-in attempts per source IP: generous for an office behind one address, tight for a scripted guesser. */
export const SIGN_IN_PER_IP: RateLimit = { limit: 30, windowSeconds: 10 * 60 };
/** Registrations per source IP (each also answers whether an e-mail has an account). */
export const REGISTRATION_PER_IP: RateLimit = { limit: 10, windowSeconds: 3600 };

/**
 * Count one hit of `subject` in `scope`'s sliding window. Returns false, counting nothing, once the
 * window holds `limit` hits (the current fixed window's hits plus the previous one's, weighted by
 * the share of it still inside the sliding window, rounded up). `now` is in ms (injected by tests).
 * Costs one GetItem (the previous window, which no longer changes) and one conditional UpdateItem.
 */
export async function takeRateLimitHit(
  scope: RateLimitScope,
  subject: string,
  rule: RateLimit,
  now = Date.now(),
): Promise<boolean> {
  const seconds = Math.floor(now / 1000);
  const windowStart = seconds - (seconds % rule.windowSeconds);
  const previous = await getItem(RateLimitItem, { scope, subject, window_start: windowStart - rule.windowSeconds });
  const stillCovered = 1 - (seconds - windowStart) / rule.windowSeconds;
  const allowedNow = rule.limit - Math.ceil((previous?.hits ?? 0) * stillCovered);
  if (allowedNow <= 0) return false;
  try {
    await updateItem(
      RateLimitItem,
      // The window is read as "previous" during the next one, so it lives two windows.
      { scope, subject, window_start: windowStart, hits: $add(1), expires_at: windowStart + 2 * rule.windowSeconds },
      {
        condition: {
          or: [
            { attr: 'hits', exists: false },
            { attr: 'hits', lt: allowedNow },
          ],
        },
        returnValues: 'NONE',
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Zip downloads per user (cards spec §8 "Download HTTP 429"; decisions U6): a person clicking, not a script. */
export const DOWNLOADS_PER_USER: RateLimit = { limit: CONTENT_LIMITS.downloadsPerMinute, windowSeconds: 60 };
