/**
 * Rate limits by the request's source IP (issue 10; docs/decisions.md S15, S16), for the unauthenticated
 * account forms that an attacker would script: sign-in (guessing passwords, locking accounts) and
 * registration (asking whether e-mails have accounts).
 *
 * The IP is API Gateway's `requestContext.http.sourceIp` (the local gateway sets it the same way).
 * `RATE_LIMIT_EXEMPT_IPS` (comma-separated) lists sources never limited: the local stack sets it to the
 * loopback addresses, since all its traffic (the test suite's hundreds of sign-ins) comes from one
 * machine; it is unset in AWS, where no request comes from loopback.
 */
import type { RateLimitScope } from '../../data/entities/rate-limit-scopes';
import { takeRateLimitHit, type RateLimit } from '../../data/rate-limits';
import { TooManyRequestsError } from '../../lib/http/errors';

/** The answer once a source used up its window. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

const isExempt = (ip: string) => (process.env.RATE_LIMIT_EXEMPT_IPS ?? '').split(',').map((s) => s.trim()).includes(ip);

/**
 * Count one attempt from `sourceIp`.
 * @throws TooManyRequestsError (429) once the source used up its window; nothing else runs then.
 */
export async function limitSource(scope: RateLimitScope, rule: RateLimit, sourceIp: string | undefined, now = Date.now()): Promise<void> {
  if (!sourceIp || isExempt(sourceIp)) return;
  if (!(await takeRateLimitHit(scope, sourceIp, rule, now))) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
}
