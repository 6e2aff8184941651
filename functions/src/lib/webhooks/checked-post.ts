/**
 * The HTTP POST of a webhook delivery, with the address checked as the connection is made (issue 29
 * "Safety": "a URL that resolves to a private … address is refused … at each delivery (DNS can change)";
 * decisions H16). Checking the name before `fetch` would leave a gap: `fetch` resolves it again, and a
 * name that answers a public address to the check and 169.254.169.254 to the connection (DNS rebinding)
 * would get through. Here the resolver that the socket itself uses refuses any non-public address, so what
 * is checked is what is connected to.
 *
 * Redirects are never followed (node:http does not); the body is read up to `excerptBytes` and the rest
 * dropped; the whole attempt is bounded by `timeoutMs`.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import https from 'node:https';
import { WEBHOOK_MESSAGES } from '../../../../shared/schemas/webhooks';
import { isPublicAddress, WebhookUrlError, type AddressLookup } from './address';

export interface CheckedPostOptions {
  /** Refuse private, loopback, link-local and metadata addresses (deployed stages). */
  deployed: boolean;
  timeoutMs: number;
  excerptBytes: number;
  /** The resolver (tests give their own); the system's by default. */
  resolve?: AddressLookup;
}

export interface CheckedPostResult {
  status: number;
  /** The first `excerptBytes` of the answer, as text. */
  excerpt: string;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A socket resolver that answers only public addresses, in the shape node:net asks for (one or all). */
export function publicOnlyLookup(resolve: AddressLookup | undefined) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const all = (
      resolve ??
      ((name: string) =>
        new Promise<LookupAddress[]>((done, fail) =>
          dnsLookup(name, { all: true, verbatim: true }, (e, a) => (e ? fail(e) : done(a))),
        ))
    )(hostname);
    all.then(
      (found) => {
        const addresses = found.map((a) => ({ address: a.address, family: a.address.includes(':') ? 6 : 4 }));
        if (!addresses.length)
          return callback(new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable) as NodeJS.ErrnoException, '');
        if (!addresses.every((a) => isPublicAddress(a.address)))
          return callback(new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate) as NodeJS.ErrnoException, '');
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      () => callback(new WebhookUrlError(WEBHOOK_MESSAGES.urlUnresolvable) as NodeJS.ErrnoException, ''),
    );
  };
}

/**
 * POST `body` to `url` with `headers`.
 * @returns the status and the answer's first bytes (any status: the caller judges it).
 * @throws WebhookUrlError when the host resolves to a refused address (deployed); an Error named
 *   `TimeoutError` after `timeoutMs`; the socket's error otherwise.
 */
export async function checkedPost(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: CheckedPostOptions,
): Promise<CheckedPostResult> {
  // node:http is imported only for http: URLs (local stages; deployed ones are https only): on Node 22, what Lambda
  // runs, importing node:http as a module also loads Node's bundled undici for its lazy WebSocket exports, ≈ 20 ms of
  // webhook-delivery's init (issue 39, decisions NV5).
  const client = url.protocol === 'https:' ? https : (await import('node:http')).default;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        signal,
        ...(options.deployed ? { lookup: publicOnlyLookup(options.resolve) } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = new TextDecoder()
            .decode(Buffer.concat(chunks).subarray(0, options.excerptBytes))
            .replace(/\uFFFD$/, '');
          resolve({ status: response.statusCode ?? 0, excerpt: text });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.byteLength;
          // Enough read: a huge answer is not downloaded.
          if (size >= options.excerptBytes) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', () => finish());
      },
    );
    request.on('error', (error) => {
      if (signal.aborted) {
        const timeout = new Error(`Timed out after ${options.timeoutMs} ms`);
        timeout.name = 'TimeoutError';
        reject(timeout);
      } else reject(error);
    });
    request.end(body);
  });
}
