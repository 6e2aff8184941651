/**
 * The webhook signature (issue 29 "Delivery"; BRIEF §8 "Webhooks"), as Stripe does it: the header
 * `Greenlight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "{t}.{body}">`, with one `v1=` per secret
 * that is valid (two for 24 hours after a rotation). A receiver recomputes the HMAC over the raw body with its
 * secret, compares in constant time, and refuses a `t` too far from now (replays).
 *
 * Each delivery also carries the Standard Webhooks headers (`standardWebhookHeaders`, below).
 *
 * Node only (node:crypto): the delivery function, the tests and the API reference's "receive a webhook" example.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The hex HMAC-SHA256 of `"{timestamp}.{body}"` with `secret` (the whole `whsec_…` string is the key). */
export function signaturePayloadDigest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The `Greenlight-Signature` header value for `body` at `timestamp` (unix seconds), signed with each of
 * `secrets` (the current one first).
 */
export function sign(body: string, secrets: readonly string[], timestamp: number): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signaturePayloadDigest(secret, timestamp, body)}`)].join(
    ',',
  );
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
export function verify(
  body: string,
  header: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const { timestamp, signatures } = parseSignatureHeader(header);
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signaturePayloadDigest(secret, timestamp, body), 'hex');
  return signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * The Standard Webhooks headers (https://www.standardwebhooks.com; issue 36 "Habits"; decisions LB6), sent
 * beside `Greenlight-Signature` so a receiver can verify with a Standard Webhooks library in any language.
 */
export const STANDARD_WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

/**
 * The Standard Webhooks key of a `whsec_…` secret: the bytes its base64 after the prefix encodes. Secrets
 * made since issue 36 are standard base64, as the libraries decode them; older ones are base64url, which
 * Node's decoder reads too, so they sign with the same 32 bytes (a receiver's library needs a rotated one).
 */
const standardKeyOf = (secret: string): Uint8Array =>
  Buffer.from(secret.slice(secret.startsWith('whsec_') ? 6 : 0), 'base64');

/**
 * The Standard Webhooks headers for `body` (the raw JSON as sent) of event `eventId` at `timestamp` (unix
 * seconds), signed by the `standardwebhooks` package's `Webhook.sign` with each of `secrets` (the current
 * one first): `webhook-signature` is `v1,<base64 HMAC-SHA256 of "{id}.{t}.{body}">` per secret, space-separated.
 */
export function standardWebhookHeaders(
  eventId: string,
  body: string,
  secrets: readonly string[],
  timestamp: number,
): Record<string, string> {
  const at = new Date(timestamp * 1000);
  return {
    [STANDARD_WEBHOOK_HEADERS.id]: eventId,
    [STANDARD_WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [STANDARD_WEBHOOK_HEADERS.signature]: secrets
      .map((secret) => new Webhook(standardKeyOf(secret), { format: 'raw' }).sign(eventId, at, body))
      .join(' '),
  };
}
