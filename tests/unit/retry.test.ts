/**
 * Bounded retries with backoff (functions/src/lib/retry.ts; issue 40, decisions FT1): the number of attempts,
 * a caller's own first attempt counted, a refusal that is not retried, and the result of a later success.
 */
import { describe, expect, it, vi } from 'vitest';
import { withRetries } from '../../functions/src/lib/retry';

const policy = { attempts: 3, baseMs: 1 };

describe('withRetries', () => {
  it("tries up to the policy's attempts, then throws the last error", async () => {
    const work = vi.fn(async (attempt: number) => {
      throw new Error(`attempt ${attempt}`);
    });
    await expect(withRetries(work, policy)).rejects.toThrow('attempt 3');
    expect(work.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it("counts a caller's own first attempt", async () => {
    const work = vi.fn(async (_attempt: number) => {
      throw new Error('still failing');
    });
    await expect(withRetries(work, policy, undefined, 2)).rejects.toThrow('still failing');
    expect(work.mock.calls.map(([n]) => n)).toEqual([2, 3]);
  });

  it('stops at once on an error that is not retryable, and answers a later success', async () => {
    const refused = vi.fn(async () => {
      throw new Error('no');
    });
    await expect(withRetries(refused, policy, () => false)).rejects.toThrow('no');
    expect(refused).toHaveBeenCalledTimes(1);
    let calls = 0;
    await expect(
      withRetries(async () => {
        calls += 1;
        if (calls < 2) throw new Error('once');
        return 'made';
      }, policy),
    ).resolves.toBe('made');
    expect(calls).toBe(2);
  });
});
