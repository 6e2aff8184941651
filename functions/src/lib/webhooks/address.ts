/**
 * Where a webhook may be sent (issue 29 "Safety"; decisions H15, H16): an http(s) URL without user name or
 * password; in deployed stages https only, and never to an address that is private, loopback, link-local,
 * unique-local, CGNAT, reserved or the instance metadata service (169.254.169.254, fd00:ec2::254). The host's
 * every address is resolved (`dns.promises.lookup(…, {all: true})`) and classified with ipaddr.js `range()`:
 * only `unicast` (public) addresses pass; IPv4-mapped IPv6 addresses are judged as their IPv4 address.
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

/** Whether `address` (IPv4 or IPv6 text) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
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
export async function checkWebhookUrl(raw: string, options: { deployed?: boolean; lookup?: AddressLookup; resolveNames?: boolean } = {}): Promise<URL> {
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
