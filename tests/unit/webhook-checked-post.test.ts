/**
 * The webhook POST that checks the address as it connects (issue 29 "Safety"; decisions H16;
 * functions/src/lib/webhooks/checked-post.ts), against a real HTTP server on localhost: a name that
 * resolves to a loopback address (as a rebinding DNS answer would) is refused before any byte is sent,
 * also when only one of its addresses is private; a public answer passes the socket's resolver in both
 * of node:net's shapes; the answer is cut at the excerpt's size; a redirect is returned, not followed;
 * a receiver that never answers times out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedPost, publicOnlyLookup } from '../../functions/src/lib/webhooks/checked-post';
import { WebhookUrlError } from '../../functions/src/lib/webhooks/address';
import { WEBHOOK_MESSAGES } from '../../shared/schemas/webhooks';

describe('checkedPost', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request.url ?? '');
      if (request.url === '/silent') return; // never answers
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1/elsewhere' }).end();
        return;
      }
      request.resume();
      request.on('end', () => response.writeHead(200).end('x'.repeat(5000)));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const options = { timeoutMs: 2000, excerptBytes: 2048 };

  it('posts to a local receiver when not deployed, keeping only the first bytes of the answer', async () => {
    const result = await checkedPost(new URL(`http://127.0.0.1:${port}/ok`), '{}', {}, { ...options, deployed: false });
    expect(result.status).toBe(200);
    expect(result.excerpt).toHaveLength(2048);
  });

  it('refuses a name that resolves to a loopback address when deployed, before sending anything', async () => {
    const before = received.length;
    const rebinding = async () => [{ address: '127.0.0.1' }];
    await expect(
      checkedPost(
        new URL(`http://rebind.example:${port}/hit`),
        '{}',
        {},
        { ...options, deployed: true, resolve: rebinding },
      ),
    ).rejects.toThrow(new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate));
    const mixed = async () => [{ address: '93.184.216.34' }, { address: '169.254.169.254' }];
    await expect(
      checkedPost(
        new URL(`http://mixed.example:${port}/hit`),
        '{}',
        {},
        { ...options, deployed: true, resolve: mixed },
      ),
    ).rejects.toBeInstanceOf(WebhookUrlError);
    expect(received.length).toBe(before);
  });

  it.each([
    ['IPv4-compatible', '::a9fe:a9fe'],
    ['IPv4-mapped', '::ffff:a9fe:a9fe'],
    ['NAT64', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::a9fe:a9fe'],
    ['6to4', '2002:a9fe:a9fe::1'],
    ['Teredo', '2001:0:808:808:8000:63bf:5601:5601'],
  ])(
    "refuses in the socket's resolver a name answering %s %s (169.254.169.254 inside; issue 35)",
    async (_name, address) => {
      const lookup = publicOnlyLookup(async () => [{ address }]);
      const [error] = await new Promise<unknown[]>((done) =>
        lookup('metadata.example', { all: true }, (...args) => done(args)),
      );
      expect(error).toEqual(new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate));
      const before = received.length;
      await expect(
        checkedPost(
          new URL(`http://embedded.example:${port}/hit`),
          '{}',
          {},
          { ...options, deployed: true, resolve: async () => [{ address }] },
        ),
      ).rejects.toThrow(new WebhookUrlError(WEBHOOK_MESSAGES.urlPrivate));
      expect(received.length).toBe(before);
    },
  );

  it("answers node:net's lookup with public addresses, one or all", async () => {
    const lookup = publicOnlyLookup(async () => [
      { address: '93.184.216.34' },
      { address: '2606:2800:220:1:248:1893:25c8:1946' },
    ]);
    const one = await new Promise<unknown[]>((done) => lookup('example.com', {}, (...args) => done(args)));
    expect(one).toEqual([null, '93.184.216.34', 4]);
    const all = await new Promise<unknown[]>((done) => lookup('example.com', { all: true }, (...args) => done(args)));
    expect(all).toEqual([
      null,
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
      ],
    ]);
  });

  it('returns a redirect without following it, and times out on a receiver that never answers', async () => {
    const redirect = await checkedPost(
      new URL(`http://127.0.0.1:${port}/redirect`),
      '{}',
      {},
      { ...options, deployed: false },
    );
    expect(redirect.status).toBe(302);
    expect(received).not.toContain('/elsewhere');
    await expect(
      checkedPost(
        new URL(`http://127.0.0.1:${port}/silent`),
        '{}',
        {},
        { ...options, timeoutMs: 300, deployed: false },
      ),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
