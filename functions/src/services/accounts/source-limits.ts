/**
 * Rate limits by the request's source IP (issue 10; docs/decisions.md S15, S16, I24), for the
 * unauthenticated account forms that an attacker would script: sign-in (guessing passwords, locking
 * accounts) and registration (asking whether e-mails have accounts).
 *
 * The IP is the viewer's, `viewerIpOf` (../../lib/http/viewer-address.ts): CloudFront's
 * `CloudFront-Viewer-Address` on requests that came through our distribution, else API Gateway's
 * `requestContext.http.sourceIp` (the local gateway sets both the same way). An IPv6 viewer is
 * counted by its /64 network (`rateLimitSubjectOf`): one home or office LAN gets a /64, and any host
 * on it can use 2^64 addresses, so counting full addresses would limit nothing.
 * `RATE_LIMIT_EXEMPT_IPS` (comma-separated) lists sources never limited: the local stack sets it to the
 * loopback addresses, since all its traffic (the test suite's hundreds of sign-ins) comes from one
 * machine; it is unset in AWS, where no request comes from loopback.
 */
import type { RateLimitScope } from '../../data/entities/rate-limit-scopes';
import { takeRateLimitHit, type RateLimit } from '../../data/rate-limits';
import { TooManyRequestsError } from '../../lib/http/errors';
import { canonicalIp } from '../../lib/http/viewer-address';

/** The answer once a source used up its window. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

const isExempt = (ip: string) =>
  (process.env.RATE_LIMIT_EXEMPT_IPS ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(ip);

/** The eight 16-bit groups of an IPv6 address, expanded (`::` filled, a trailing IPv4 part converted). */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const groups =
    tail === undefined
      ? part(head)
      : [...part(head), ...Array<string>(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * What a per-IP limit counts for `ip`: an IPv4 address itself, an IPv6 address's /64 network written
 * `2001:db8:0:1::/64`. Anything that is not an IP address is counted as given.
 */
export function rateLimitSubjectOf(ip: string): string {
  const canonical = canonicalIp(ip);
  if (!canonical?.includes(':')) return canonical ?? ip;
  return `${ipv6Groups(canonical)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * Count one attempt from `sourceIp` (the viewer's address, `viewerIpOf`); exempt addresses and a
 * missing address count nothing.
 * @throws TooManyRequestsError (429) once the source used up its window; nothing else runs then.
 */
export async function limitSource(
  scope: RateLimitScope,
  rule: RateLimit,
  sourceIp: string | undefined,
  now = Date.now(),
): Promise<void> {
  if (!sourceIp || isExempt(sourceIp)) return;
  if (!(await takeRateLimitHit(scope, rateLimitSubjectOf(sourceIp), rule, now)))
    throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
}
