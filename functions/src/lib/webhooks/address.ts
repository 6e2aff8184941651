/**
 * Where a webhook may be sent (issue 29 "Safety"; decisions H15, H16): an http(s) URL without user name or
 * password; in deployed stages https only, and never to an address that is private, loopback, link-local,
 * unique-local, CGNAT, reserved or the instance metadata service (169.254.169.254, fd00:ec2::254). The host's
 * every address is resolved (`dns.promises.lookup(…, {all: true})`) and classified with ipaddr.js `range()`:
 * only `unicast` (public) addresses pass. An IPv6 address that embeds an IPv4 address is judged by the IPv4
 * address inside it (issue 35; decisions EX2): IPv4-compatible `::/96`, IPv4-mapped `::ffff:0:0/96`,
 * IPv4-translated `::ffff:0:0:0/96`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4 `2002::/16` and
 * Teredo `2001::/32` (both its server and its client address).
 * Checked when an endpoint is saved and again at each delivery (DNS can change), then by the socket's own
 * resolver (./checked-post.ts), so a name cannot answer one address to the check and another to the connection.
 *
 * "Deployed" is every stage but the local stack's (`STAGE` = `local`, infra/local/stack.ts), where
 * `http://localhost` receivers are allowed so that tests and developers can receive events.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '../../../../shared/schemas/webhooks';

/** Whether this runtime is a deployed stage (dev, staging, prod), not the local stack. */
export const isDeployedStage = (stage: string | undefined = process.env.STAGE): boolean => stage !== 'local';

export type AddressLookup = (hostname: string) => Promise<Array<{ address: string }>>;

const systemLookup: AddressLookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Why a URL may not receive webhooks: a WEBHOOK_MESSAGES text. */
export class WebhookUrlError extends Error {}

/** The IPv4 address in 16-bit words `high` and `low`. */
const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries, or null for one that carries none (issue 35; decisions EX2).
 * 64:ff9b:1::/48 is a local-use NAT64 prefix whose length (/48 to /96) only its operator knows, so every
 * position RFC 6052 §2.2 allows there whose suffix is zero (as the RFC writes them) is returned, and all of
 * them must be public; the /96 reading is always among them.
 */
export function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((word) => word === 0);
  // ::/96 (IPv4-compatible, :: and ::1 included), ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (translated).
  if (zeros(0, 5) && (p[5] === 0 || p[5] === 0xffff)) return [ipv4Of(p[6], p[7])];
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return [ipv4Of(p[6], p[7])];
  // NAT64 well-known prefix 64:ff9b::/96.
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return [ipv4Of(p[6], p[7])];
  // Local-use NAT64 64:ff9b:1::/48 (RFC 8215): the IPv4 address as a /48, /56, /64 or /96 prefix places it (bits 64–71 are always zero).
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 1) {
    const readings: Array<[suffixIsZero: boolean, ipaddr.IPv4]> = [
      [(p[5] & 0xff) === 0 && zeros(6, 8), ipv4Of(p[3], ((p[4] & 0xff) << 8) | (p[5] >> 8))], // /48: bits 48–63 and 72–87
      [zeros(6, 8), ipv4Of(((p[3] & 0xff) << 8) | (p[4] & 0xff), p[5])], // /56: bits 56–63 and 72–95
      [
        (p[6] & 0xff) === 0 && p[7] === 0,
        ipv4Of(((p[4] & 0xff) << 8) | (p[5] >> 8), ((p[5] & 0xff) << 8) | (p[6] >> 8)),
      ], // /64: bits 72–103
      [true, ipv4Of(p[6], p[7])], // /96: bits 96–127
    ];
    return readings.filter(([plausible]) => plausible).map(([, v4]) => v4);
  }
  // 6to4 2002:V4ADDR::/48.
  if (p[0] === 0x2002) return [ipv4Of(p[1], p[2])];
  // Teredo 2001:0:SERVER:flags:port:~CLIENT.
  if (p[0] === 0x2001 && p[1] === 0) return [ipv4Of(p[2], p[3]), ipv4Of(p[6] ^ 0xffff, p[7] ^ 0xffff)];
  return null;
}

/** Whether `address` (IPv4 or IPv6 text) is a public unicast address; one with an IPv4 inside is judged by it. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const inner = embeddedIPv4(parsed as ipaddr.IPv6);
  if (inner) return inner.every((v4) => v4.range() === 'unicast');
  return parsed.range() === 'unicast';
}

/**
 * Check `raw` as a webhook URL.
 * @param options.deployed https only, and every address of the host must be public (default: this stage's).
 * @param options.lookup the resolver (tests give their own); the system's by default.
 * @param options.resolveNames false: check a host name's addresses later, as the connection is made
 *   (./checked-post.ts, at delivery); IP literals are always checked here.
 * @returns the parsed URL.
 * @throws WebhookUrlError with the message to show.
 */
export async function checkWebhookUrl(
  raw: string,
  options: { deployed?: boolean; lookup?: AddressLookup; resolveNames?: boolean } = {},
): Promise<URL> {
  const deployed = options.deployed ?? isDeployedStage();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlCredentials);
  if (!deployed) return url;
  if (url.protocol !== 'https:') throw new WebhookUrlError(WEBHOOK_MESSAGES.urlHttpsOnly);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else if (options.resolveNames === false) return url;
  else {
    try {
      addresses = (await (options.lookup ?? systemLookup)(host)).map((a) => a.address);
    } catch {
      throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable);
    }
  }
  if (!addresses.length) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable);
  if (!addresses.every(isPublicAddress)) throw new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate);
  return url;
}
