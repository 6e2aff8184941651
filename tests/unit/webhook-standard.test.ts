/**
 * Webhooks signed by the Standard Webhooks scheme as well (issue 36 "Habits"; decisions LB6): the headers
 * `standardWebhookHeaders` makes verify with the `standardwebhooks` package's `Webhook.verify`, both secrets
 * verify during a rotation, a tampered body or another secret is refused, an older base64url secret signs
 * with the bytes it encodes, the API reference documents the three headers, and the reference's Standard
 * Webhooks fragment, run with node, accepts exactly what the server signs.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { buildOpenApiDocument } from '../../functions/src/routes/openapi';
import {
  RECEIVE_A_WEBHOOK_MARKDOWN,
  STANDARD_WEBHOOKS_EXAMPLE,
} from '../../functions/src/routes/webhook-receiver-example';
import { sign, standardWebhookHeaders, STANDARD_WEBHOOK_HEADERS } from '../../shared/webhooks/signature';

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
const eventId = '0b9a7a51-6a8f-4c57-9a7b-3d3d2b8f7f10';
const body = JSON.stringify({ id: eventId, type: 'ping', data: { object: { message: 'é, ✓' } } });
const now = () => Math.floor(Date.now() / 1000);

describe('standardWebhookHeaders', () => {
  it('signs so that Webhook.verify accepts the raw body and gives back the event', () => {
    const secret = newSecret();
    const headers = standardWebhookHeaders(eventId, body, [secret], now());
    expect(headers[STANDARD_WEBHOOK_HEADERS.id]).toBe(eventId);
    expect(headers[STANDARD_WEBHOOK_HEADERS.signature]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('carries one signature per secret during a rotation, and either verifies', () => {
    const [current, previous] = [newSecret(), newSecret()];
    const headers = standardWebhookHeaders(eventId, body, [current, previous], now());
    expect(headers[STANDARD_WEBHOOK_HEADERS.signature].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('is refused for a tampered body, another secret, another id, or a stale timestamp', () => {
    const secret = newSecret();
    const headers = standardWebhookHeaders(eventId, body, [secret], now());
    expect(() => new Webhook(secret).verify(body.replace('ping', 'pong'), headers)).toThrow(/signature/i);
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow(/signature/i);
    expect(() => new Webhook(secret).verify(body, { ...headers, [STANDARD_WEBHOOK_HEADERS.id]: 'another' })).toThrow(
      /signature/i,
    );
    expect(() =>
      new Webhook(secret).verify(body, standardWebhookHeaders(eventId, body, [secret], now() - 10 * 60)),
    ).toThrow(/too old/i);
  });

  it('signs with the bytes an older base64url secret encodes, which the libraries need in standard base64', () => {
    const bytes = randomBytes(32);
    const legacy = `whsec_${bytes.toString('base64url')}`;
    const headers = standardWebhookHeaders(eventId, body, [legacy], now());
    expect(new Webhook(bytes, { format: 'raw' }).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(`whsec_${bytes.toString('base64')}`).verify(body, headers)).toEqual(JSON.parse(body));
    // Greenlight-Signature still keys its HMAC with the whole string, as before.
    expect(sign(body, [legacy], 1)).toMatch(/^t=1,v1=[0-9a-f]{64}$/);
  });
});

describe('the API reference', () => {
  const doc = buildOpenApiDocument() as {
    webhooks: Record<
      string,
      { post: { parameters: Array<{ name: string; required: boolean; description?: string }> } }
    >;
  };

  it('documents webhook-id, webhook-timestamp and webhook-signature on every event, beside Greenlight-Signature', () => {
    for (const [type, entry] of Object.entries(doc.webhooks)) {
      const names = entry.post.parameters.filter((p) => p.required).map((p) => p.name);
      expect(names, type).toEqual(
        expect.arrayContaining(['Greenlight-Signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']),
      );
    }
    const signature = doc.webhooks.ping!.post.parameters.find((p) => p.name === 'webhook-signature');
    expect(signature?.description).toContain('{webhook-id}.{webhook-timestamp}.{body}');
    expect(RECEIVE_A_WEBHOOK_MARKDOWN).toContain(STANDARD_WEBHOOKS_EXAMPLE);
  });

  it("runs the reference's Standard Webhooks fragment with node: it accepts what the server signs, and nothing else", () => {
    // The fragment imports the package by name: run it from a folder that sees the repository's node_modules.
    const dir = mkdtempSync(path.join(tmpdir(), 'standard-webhooks-'));
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    const file = path.join(dir, 'receiver.mjs');
    writeFileSync(
      file,
      `${STANDARD_WEBHOOKS_EXAMPLE}\nconst [rawBody, headers] = JSON.parse(process.argv[2]);\ntry { console.log(JSON.stringify(verifiedEvent(rawBody, headers))); } catch (e) { console.log('refused'); }\n`,
    );
    const secret = newSecret();
    const run = (raw: string, headers: Record<string, string>) =>
      execFileSync(process.execPath, [file, JSON.stringify([raw, headers])], {
        env: { ...process.env, WEBHOOK_SECRET: secret },
        encoding: 'utf8',
      }).trim();
    const headers = standardWebhookHeaders(eventId, body, [secret], now());
    expect(JSON.parse(run(body, headers))).toEqual(JSON.parse(body));
    expect(run(body.replace('ping', 'pong'), headers)).toBe('refused');
    expect(run(body, standardWebhookHeaders(eventId, body, [newSecret()], now()))).toBe('refused');
  });
});
