/**
 * Lockout bookkeeping (accounts spec §4; issue 3 "Lockout"): counts wrong passwords per e-mail in a
 * one-hour window with conditional updates (no read-then-write), and locks at the fifth.
 */
import { subHours } from 'date-fns';
import { db, isConditionFailure } from './service';

export const MAX_FAILED_ATTEMPTS = 5;


/** Whether sign-in is locked for `email` (one GetItem). */
export async function isLocked(email: string): Promise<boolean> {
  const { data } = await db().entities.signInGuard.get({ email }).go();
  return Boolean(data?.locked_at);
}

/**
 * Count one wrong password. Returns `locked: true` exactly once: for the failure that locked the account,
 * so only that request sends the unlock e-mail.
 */
export async function recordFailedSignIn(email: string, now = new Date()): Promise<{ attempts: number; locked: boolean }> {
  const windowStart = subHours(now, 1).toISOString();
  let attempts: number;
  try {
    const { data } = await db()
      .entities.signInGuard.patch({ email })
      .add({ failed_attempts: 1 })
      .where(({ window_started_at }, { gt }) => gt(window_started_at, windowStart))
      .go({ response: 'all_new' });
    attempts = data.failed_attempts ?? 1;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // No window yet, or the last one is over an hour old: start a new one (unless another request just did).
    try {
      await db()
        .entities.signInGuard.put({ email, failed_attempts: 1, window_started_at: now.toISOString() })
        .where(({ window_started_at, locked_at }, { notExists, lte }) => `(${notExists(window_started_at)} OR ${lte(window_started_at, windowStart)}) AND ${notExists(locked_at)}`)
        .go({ response: 'none' });
      attempts = 1;
    } catch (retryError) {
      if (!isConditionFailure(retryError)) throw retryError;
      return recordFailedSignIn(email, now);
    }
  }
  if (attempts < MAX_FAILED_ATTEMPTS) return { attempts, locked: false };
  try {
    await db()
      .entities.signInGuard.patch({ email })
      .set({ locked_at: now.toISOString() })
      .where(({ locked_at }, { notExists }) => notExists(locked_at))
      .go({ response: 'none' });
    return { attempts, locked: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { attempts, locked: false };
  }
}

/** Forget failures and any lock (successful sign-in, or the unlock link). */
export async function clearSignInGuard(email: string): Promise<void> {
  await db().entities.signInGuard.delete({ email }).go({ response: 'none' });
}
