/**
 * Constant-time answers (issue 10 "accounts can be enumerated"): whatever the work takes below the
 * padding, the answer comes at the same instant, with an injected clock (no timing).
 */
import { describe, expect, it } from 'vitest';
import { inConstantTime, type Clock } from '../../functions/src/lib/http/constant-time';

/** A clock that only moves when the work or the padding says so. */
function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 1_000_000;
  return { now: () => now, advance: (ms) => void (now += ms), sleep: async (ms) => void (now += ms) };
}

describe('inConstantTime', () => {
  it('answers at the same instant for quick and slow work (an unknown e-mail, or a token and an e-mail)', async () => {
    const endings: number[] = [];
    for (const workMs of [5, 400, 990]) {
      const clock = fakeClock();
      const start = clock.now();
      const result = await inConstantTime(async () => (clock.advance(workMs), 'answer'), 1000, clock);
      expect(result).toBe('answer');
      endings.push(clock.now() - start);
    }
    expect(endings).toEqual([1000, 1000, 1000]);
  });

  it('pads a failure too, and never cuts longer work short', async () => {
    const clock = fakeClock();
    const start = clock.now();
    await expect(
      inConstantTime(async () => (clock.advance(10), Promise.reject(new Error('SES down'))), 1000, clock),
    ).rejects.toThrow('SES down');
    expect(clock.now() - start).toBe(1000);
    const slow = fakeClock();
    const slowStart = slow.now();
    await inConstantTime(async () => slow.advance(1500), 1000, slow);
    expect(slow.now() - slowStart).toBe(1500);
  });
});
