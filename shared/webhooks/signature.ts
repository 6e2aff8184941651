/**
 * The webhook signature (issue 29 "Delivery"; BRIEF §8 "Webhooks"), as Stripe does it: the header
 * `Greenlight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{body}">`, with one `v1=` per secret
 * that is valid (two for 24 hours after a rotation). A receiver recomputes the HMAC over the raw body with its
 * secret, compares in constant time, and refuses a `t` too far from now (replays).
 *
 * Node only (node:crypto): the delivery function, the tests and the API reference's "receive a webhook" example.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hex HMAC-SHA256 of `"{timestamp}.{body}"` with `secret` (the whole `whsec_…` string is the key). */
export function signaturePayloadDigest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The `Greenlight-Signature` header value for `body` at `timestamp` (unix seconds), signed with each of
 * `secrets` (the current one first).
 */
export function sign(body: string, secrets: readonly string[], timestamp: number): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signaturePayloadDigest(secret, timestamp, body)}`)].join(',');
}

/** The header parsed: its timestamp (NaN when absent) and every `v1` digest. */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

/**
 * Whether `header` holds a valid signature of `body` (the raw bytes as received, as text) by `secret`, made
 * within `toleranceSeconds` (default 300) of `now` (unix seconds).
 */
export function verify(body: string, header: string, secret: string, now = Math.floor(Date.now() / 1000), toleranceSeconds = 300): boolean {
  const { timestamp, signatures } = parseSignatureHeader(header);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signaturePayloadDigest(secret, timestamp, body), 'hex');
  return signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
