/**
 * Ended sessions at second granularity (issue 10; docs/decisions.md S11): the whole second of a sign-out
 * is refused, the next one is not, and a sign-in right after a sign-out waits into the next second.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  isSessionEnded,
  MEMBERSHIP_SETTLE_MS,
  membershipCopyCovers,
  sessionCutoffAt,
  waitForSessionCutoff,
} from '../../functions/src/lib/auth/session';

const SIGN_OUT_MS = 1_700_000_000_400;

describe('session cutoff', () => {
  it('refuses tokens of the sign-out second and earlier, and accepts the next second', () => {
    const cutoff = sessionCutoffAt(SIGN_OUT_MS);
    expect(cutoff).toBe(1_700_000_001);
    expect(isSessionEnded(1_699_999_000, cutoff)).toBe(true);
    expect(isSessionEnded(1_700_000_000, cutoff)).toBe(true);
    expect(isSessionEnded(1_700_000_001, cutoff)).toBe(false);
    expect(isSessionEnded(1_600_000_000, undefined)).toBe(false);
  });

  it('a sign-in in the sign-out second waits past it; later ones do not wait', async () => {
    vi.useFakeTimers();
    try {
      const cutoff = sessionCutoffAt(SIGN_OUT_MS);
      let done = false;
      void waitForSessionCutoff(cutoff, SIGN_OUT_MS + 200).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(400);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(500);
      expect(done).toBe(true);
      await expect(waitForSessionCutoff(cutoff, cutoff * 1000 + 500)).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a membership's copied cutoff decides only for sessions begun after the membership settled (S26)", () => {
    const membership = { created_at: new Date(SIGN_OUT_MS).toISOString() };
    const settled = (SIGN_OUT_MS + MEMBERSHIP_SETTLE_MS) / 1000;
    expect(membershipCopyCovers(membership, Math.ceil(settled))).toBe(true);
    expect(membershipCopyCovers(membership, Math.ceil(settled) + 86_400)).toBe(true);
    expect(membershipCopyCovers(membership, Math.floor(settled) - 1)).toBe(false);
    expect(membershipCopyCovers(membership, Math.floor(SIGN_OUT_MS / 1000) - 3600)).toBe(false);
    expect(membershipCopyCovers({ created_at: 'not a date' }, Math.ceil(settled))).toBe(false);
  });
});
