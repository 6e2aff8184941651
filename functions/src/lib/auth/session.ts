/**
 * Ended sessions (issue 10 "sign out everywhere"; docs/decisions.md S10, S11). Signing out everywhere, a
 * password change and a password reset record the user's `tokens_valid_after` (epoch seconds); every
 * token whose session began earlier (`auth_time`) is refused at once, though Cognito would honour the
 * access token until it expires.
 *
 * Granularity: `auth_time` counts whole seconds, so the cutoff is the second AFTER the sign-out and the
 * whole second of the sign-out is refused. A password sign-in waits out the rest of that second
 * (`waitForSessionCutoff`, at most one second, only right after a sign-out), so its tokens work.
 */
import { AuthenticationError } from '../http/errors';

/** The `tokens_valid_after` for sessions ended at `now` (ms): the next whole second. */
export function sessionCutoffAt(now: number): number {
  return Math.floor(now / 1000) + 1;
}

/** Whether a session that began at `authTime` (epoch seconds) outlived a cutoff. */
export function isSessionEnded(authTime: number, tokensValidAfter: number | null | undefined): boolean {
  return typeof tokensValidAfter === 'number' && authTime < tokensValidAfter;
}

/** @throws AuthenticationError (401 `authentication_failure`) when the session was ended. */
export function assertSessionCurrent(caller: { authTime: number }, tokensValidAfter: number | null | undefined): void {
  if (isSessionEnded(caller.authTime, tokensValidAfter)) throw new AuthenticationError();
}

/**
 * How long after a workspace membership is created a sign-out is sure to find it through gsi1 (an index
 * is eventually consistent; it settles within a second in practice) and copy its cutoff onto it (S26).
 */
export const MEMBERSHIP_SETTLE_MS = 60_000;

/**
 * Whether the cutoff copied on a workspace membership (`tokens_valid_after`, decisions S26) decides for
 * a session begun at `authTime` (epoch seconds): only when the session began after the membership had
 * settled, since then every sign-out that could end the session copied its cutoff onto the membership.
 * An older session (it joined the workspace since) needs the user item itself.
 */
export function membershipCopyCovers(membership: { created_at: string }, authTime: number): boolean {
  const createdAt = Date.parse(membership.created_at);
  return Number.isFinite(createdAt) && authTime * 1000 >= createdAt + MEMBERSHIP_SETTLE_MS;
}

/** Cognito signs `auth_time` with its own clock: a margin for a few milliseconds of skew with ours. */
const CLOCK_MARGIN_MS = 100;

/**
 * Resolve once the clock has passed `tokensValidAfter` (plus the margin), so tokens issued next count as
 * new. Waits at most 1.1 s, and only right after a sign-out.
 */
export async function waitForSessionCutoff(
  tokensValidAfter: number | null | undefined,
  now = Date.now(),
): Promise<void> {
  if (typeof tokensValidAfter !== 'number') return;
  const wait = tokensValidAfter * 1000 + CLOCK_MARGIN_MS - now;
  if (wait > 0 && wait <= 1000 + CLOCK_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, wait));
}
