/**
 * The API reference's webhook documentation (issue 29 "documented in the OpenAPI document's `webhooks`
 * section (OpenAPI 3.1)"; "a short 'receive a webhook' example that verifies the signature"): the document
 * is 3.1 with one `webhooks` entry per event type, each with its payload schema, its signature header
 * described and `x-beyond-spec`; and the Node example printed in the reference, taken from the document
 * itself, runs with node and accepts exactly the deliveries the server's signing module
 * (shared/webhooks/signature.ts) signs: a tampered body, another secret, a stale timestamp or no header is
 * refused, and both secrets work during a rotation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../functions/src/routes/openapi';
import { WEBHOOK_RECEIVER_EXAMPLE } from '../../functions/src/routes/webhook-receiver-example';
import {
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_PING_TYPE,
} from '../../shared/schemas/webhooks';
import { sign } from '../../shared/webhooks/signature';

interface WebhookOperation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-beyond-spec'?: boolean;
  parameters: Array<{ name: string; in: string; required: boolean; description?: string }>;
  requestBody: {
    required: boolean;
    content: {
      'application/json': {
        schema: {
          properties: Record<
            string,
            { properties?: Record<string, unknown>; anyOf?: Array<{ properties?: Record<string, unknown> }> }
          >;
          required: string[];
        };
      };
    };
  };
  responses: Record<string, unknown>;
}

const doc = buildOpenApiDocument() as {
  openapi: string;
  info: { description: string };
  tags: Array<{ name: string }>;
  webhooks: Record<string, { post: WebhookOperation }>;
};

describe('the webhooks section', () => {
  it('is OpenAPI 3.1, with one entry per event type and the test event', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE].sort());
    expect(Object.keys(WEBHOOK_EVENT_SCHEMAS).length).toBe(WEBHOOK_EVENT_TYPES.length + 1);
  });

  it.each([...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE])(
    'documents %s: its payload, its signature header, beyond the spec',
    (type) => {
      const operation = doc.webhooks[type].post;
      expect(operation['x-beyond-spec']).toBe(true);
      expect(doc.tags.map((t) => t.name)).toContain(operation.tags[0]);
      const schema = operation.requestBody.content['application/json'].schema;
      expect(schema.required).toEqual(
        expect.arrayContaining(['id', 'type', 'created_at', 'organization_id', 'workspace_id', 'actor', 'data']),
      );
      // Issue 35: the instant to the millisecond, and who made the change.
      expect(JSON.stringify(schema.properties.created_at)).toContain('\\\\.\\\\d{3}Z$');
      expect(Object.keys(schema.properties.actor.anyOf?.[0]?.properties ?? {})).toEqual(['id', 'name']);
      expect((operation as unknown as { description: string }).description).toContain('to the millisecond');
      expect(schema.properties.type).toEqual(expect.objectContaining({ const: type }));
      expect(Object.keys(schema.properties.data.properties ?? {})).toContain('object');
      const signature = operation.parameters.find((p) => p.name === WEBHOOK_HEADERS.signature);
      expect(signature).toMatchObject({ in: 'header', required: true });
      expect(signature?.description).toContain('HMAC-SHA256');
      expect(signature?.description).toContain('"{t}.{body}"');
      expect(signature?.description).toContain('5 minutes');
      expect(signature?.description).toContain('two `v1` values');
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['2XX', '400']));
    },
  );

  it('gives every entry a unique operationId', () => {
    const ids = Object.values(doc.webhooks).map((w) => w.post.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.webhooks['approval.revision_requested'].post.operationId).toBe('webhookApprovalRevisionRequested');
  });
});

describe('the "Receive a webhook" example of the reference', () => {
  const secret = 'whsec_docs_test_current_0123456789abcdef';
  const oldSecret = 'whsec_docs_test_previous_fedcba9876543210';
  let receiver: ChildProcess;
  let port = 0;
  const event = JSON.stringify({
    id: '0b9a7a51-6a8f-4c57-9a7b-3d3d2b8f7f10',
    type: WEBHOOK_PING_TYPE,
    created_at: '2026-11-27T22:00:00.000Z',
    organization_id: '5a0e8d3c-1f4b-4f7e-8a2d-6c1b9e0f4a21',
    workspace_id: null,
    data: {
      object: { endpoint_id: '7c4e1c2a-0d3b-4b5e-9f6a-2e8d1a7b3c40', message: 'Sent from the Webhooks page — é, ✓' },
    },
  });
  const now = () => Math.floor(Date.now() / 1000);

  function post(body: string, headers: Record<string, string>) {
    return fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }).then((r) => r.status);
  }

  beforeAll(async () => {
    // The example exactly as the reference prints it: the fenced block of the document's description.
    const printed = /```js\n([\s\S]*?)```/.exec(doc.info.description)?.[1];
    expect(printed).toBe(WEBHOOK_RECEIVER_EXAMPLE);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'webhook-docs-')), 'receiver.mjs');
    writeFileSync(file, printed!);
    receiver = spawn(process.execPath, [file], {
      env: { ...process.env, WEBHOOK_SECRET: oldSecret, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      receiver.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Listening on port (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      receiver.on('exit', (code) => reject(new Error(`The example exited with ${code}: ${out}`)));
    });
  });
  afterAll(() => {
    receiver?.kill();
  });

  it('accepts a delivery the server signed with its secret', async () => {
    expect(await post(event, { [WEBHOOK_HEADERS.signature]: sign(event, [oldSecret], now()) })).toBe(200);
  });

  it('accepts either signature while a rotation keeps two secrets', async () => {
    expect(await post(event, { [WEBHOOK_HEADERS.signature]: sign(event, [secret, oldSecret], now()) })).toBe(200);
  });

  it('refuses a tampered body, another secret, a stale or missing timestamp, and no header', async () => {
    const header = sign(event, [oldSecret], now());
    expect(await post(event.replace('Webhooks page', 'Webhooks pagE'), { [WEBHOOK_HEADERS.signature]: header })).toBe(
      400,
    );
    expect(await post(event, { [WEBHOOK_HEADERS.signature]: sign(event, [secret], now()) })).toBe(400);
    expect(await post(event, { [WEBHOOK_HEADERS.signature]: sign(event, [oldSecret], now() - 10 * 60) })).toBe(400);
    expect(await post(event, { [WEBHOOK_HEADERS.signature]: header.replace(/^t=\d+,/, '') })).toBe(400);
    expect(await post(event, {})).toBe(400);
  });
});
