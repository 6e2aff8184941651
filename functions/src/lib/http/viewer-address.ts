/**
 * The viewer's IP address behind CloudFront (issue 24 "Per-IP limits"; decisions I24, S16).
 *
 * API Gateway's `requestContext.http.sourceIp` is the address that opened the connection to the API:
 * behind CloudFront, an edge server shared by many viewers. CloudFront adds the viewer's own address
 * and port in `CloudFront-Viewer-Address` (the `/api/*` origin request policy forwards it,
 * infra/lib/constructs/web.ts): `198.51.100.10:46532`, `2001:db8::1:46532` or `[2001:db8::1]:46532`.
 *
 * Anyone can also send that header straight to the API's execute-api endpoint, which stays reachable.
 * So it is believed only when the request also carries ORIGIN_VERIFY_HEADER with the stage's secret,
 * which CloudFront adds to every origin request (overwriting a viewer's header of that name) and
 * the function knows from ORIGIN_VERIFY_ENV. Without the secret the request did not come through our
 * CloudFront, and `sourceIp` is then the caller's real address, so the limit still holds.
 * The local gateway (infra/local/gateway.ts) adds both headers the same way from its socket.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** CloudFront's viewer address header, as API Gateway hands it over (lower case). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** The header CloudFront adds to origin requests with the stage's origin secret. */
export const ORIGIN_VERIFY_HEADER = 'x-greenlight-origin-verify';
/** The environment variable holding that secret (set for the functions that read the viewer's address). */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY_SECRET';

/**
 * A valid IP address in one canonical spelling: IPv6 lower case, IPv4-mapped IPv6 (`::ffff:1.2.3.4`)
 * as the IPv4 address it carries, so one viewer is one key whichever way it was written.
 * @returns undefined when `value` is not an IP address.
 */
export function canonicalIp(value: string): string | undefined {
  const ip = value.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  return isIP(ip) ? ip : undefined;
}

/**
 * Parses `CloudFront-Viewer-Address`: `ip:port` for IPv4, and for IPv6 either `[ip]:port` or the bare
 * address followed by `:port` (the port is the part after the last colon).
 * @returns the canonical IP (see canonicalIp), or undefined when the value is missing or malformed.
 */
export function parseViewerAddress(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text);
  if (bracketed) return isIP(bracketed[1]) === 6 ? canonicalIp(bracketed[1]) : undefined;
  const lastColon = text.lastIndexOf(':');
  if (lastColon <= 0 || !/^\d{1,5}$/.test(text.slice(lastColon + 1))) return undefined;
  return canonicalIp(text.slice(0, lastColon));
}

/** Compares two secrets in constant time (equal-length digests, so the length leaks nothing either). */
function sameSecret(received: string | undefined, expected: string): boolean {
  if (received === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(received), digest(expected));
}

/** The parts of an HTTP API v2 event this module reads. */
export interface ViewerAddressEvent {
  headers?: Record<string, string | undefined>;
  requestContext: { http?: { sourceIp?: string } };
}

/**
 * The viewer's IP address: `CloudFront-Viewer-Address` when the request came through our CloudFront
 * (it carries the origin secret of ORIGIN_VERIFY_ENV), else API Gateway's `sourceIp`. A CloudFront
 * request whose viewer header is missing or malformed falls back to `sourceIp` too.
 * @param secret the origin secret; default `process.env.ORIGIN_VERIFY_SECRET`. Unset: the header is never believed.
 * @returns the canonical IP, or undefined when the event has no usable address at all.
 */
export function viewerIpOf(
  event: ViewerAddressEvent,
  secret: string | undefined = process.env[ORIGIN_VERIFY_ENV],
): string | undefined {
  const headers = event.headers ?? {};
  const sourceIp = event.requestContext.http?.sourceIp;
  const fallback = sourceIp === undefined ? undefined : canonicalIp(sourceIp);
  if (!secret || !sameSecret(headers[ORIGIN_VERIFY_HEADER], secret)) return fallback;
  return parseViewerAddress(headers[VIEWER_ADDRESS_HEADER]) ?? fallback;
}
