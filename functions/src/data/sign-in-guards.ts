/**
 * Lockout bookkeeping (accounts spec §4; issue 3 "Lockout"): counts wrong passwords per e-mail in a
 * one-hour window with conditional updates (no read-then-write), and locks at the fifth. A lock lifts on
 * its own after an hour, the window the failures are counted in (issue 10: otherwise five unauthenticated
 * requests lock anyone out for good; docs/decisions.md S16), or at once by the e-mailed unlock link.
 */
import { subHours } from 'date-fns';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { isConditionFailure } from './access';
import { deleteItem, getItem, patchItem, putItem } from './access';
import { SignInGuard } from './entities/sign-in-guard';

export const MAX_FAILED_ATTEMPTS = 5;

/** How long a lock lasts without the unlock link. */
export const LOCK_HOURS = 1;

/** Whether sign-in is locked for `email` at `now` (one GetItem). */
export async function isLocked(email: string, now = new Date()): Promise<boolean> {
  const data = await getItem(SignInGuard, { email });
  return Boolean(data?.locked_at && data.locked_at > subHours(now, LOCK_HOURS).toISOString());
}

/**
 * Count one wrong password. Returns `locked: true` exactly once: for the failure that locked the account,
 * so only that request sends the unlock e-mail.
 */
export async function recordFailedSignIn(
  email: string,
  now = new Date(),
): Promise<{ attempts: number; locked: boolean }> {
  const windowStart = subHours(now, 1).toISOString();
  const lockLifted = subHours(now, LOCK_HOURS).toISOString();
  let attempts: number;
  try {
    const data = await patchItem(
      SignInGuard,
      { email, failed_attempts: $add(1) },
      { condition: { attr: 'window_started_at', gt: windowStart } },
    );
    attempts = data.failed_attempts ?? 1;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // No window yet, or the last one is over an hour old (with any lock in it lifted): start a new one,
    // unless another request just did.
    try {
      await putItem(
        SignInGuard,
        { email, failed_attempts: 1, window_started_at: now.toISOString() },
        {
          and: [
            {
              or: [
                { attr: 'window_started_at', exists: false },
                { attr: 'window_started_at', lte: windowStart },
              ],
            },
            {
              or: [
                { attr: 'locked_at', exists: false },
                { attr: 'locked_at', lte: lockLifted },
              ],
            },
          ],
        },
      );
      attempts = 1;
    } catch (retryError) {
      if (!isConditionFailure(retryError)) throw retryError;
      // A concurrent failure locked the account meanwhile: nothing more to count.
      if (await isLocked(email, now)) return { attempts: MAX_FAILED_ATTEMPTS, locked: false };
      return recordFailedSignIn(email, now);
    }
  }
  if (attempts < MAX_FAILED_ATTEMPTS) return { attempts, locked: false };
  try {
    await patchItem(
      SignInGuard,
      { email, locked_at: now.toISOString() },
      { condition: { attr: 'locked_at', exists: false }, returnValues: 'NONE' },
    );
    return { attempts, locked: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { attempts, locked: false };
  }
}

/** Forget failures and any lock (successful sign-in, or the unlock link). */
export async function clearSignInGuard(email: string): Promise<void> {
  await deleteItem(SignInGuard, { email });
}
