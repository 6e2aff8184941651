/**
 * WebSocket posts and webhook enqueues never fail the request that caused them (issue 40 "Dependencies that
 * fail or stall"; decisions FT3). Both happen after the request, in the table stream's consumer
 * (functions/src/handlers/streams/fan-out.ts): the realtime fan-out logs a failed post and goes on, and a
 * failed enqueue fails only the stream batch (retried by Lambda, its event ids dedupe).
 *
 * This file starts its own local stack with `GREENLIGHT_FAULTS=websocket=1,sqs=1` (every management API
 * call and every SQS call fails as AWS would answer), so the shared test stack keeps working. A card move
 * answers 200 and the card is moved, while its live event and its webhook never arrive: the faults acted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { benchUser } from '../bench/bench-user';
import { liveClient, type LiveClient } from '../support/live';
import { startReceiver, type Receiver } from './webhooks-receiver';

describe('side effects that fail (GREENLIGHT_FAULTS=websocket=1,sqs=1)', () => {
  let stack: LocalStack;
  let dataDir: string;
  let token: string;
  let receiver: Receiver;
  let live: LiveClient | undefined;

  /** A JSON call to this file's own stack. */
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, data: (text ? JSON.parse(text) : {}).data as T };
  };

  beforeAll(async () => {
    process.env.GREENLIGHT_FAULTS = 'websocket=1,sqs=1';
    dataDir = mkdtempSync(join(tmpdir(), 'greenlight-faults-'));
    stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
    ({ token } = await benchUser(stack, `faults-${Date.now()}@example.com`));
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await live?.close();
    await receiver?.stop();
    await stack?.stop();
    delete process.env.GREENLIGHT_FAULTS;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('moves a card (200, stored) while its WebSocket post and its webhook enqueue fail', async () => {
    const me = await call<{ personal_organization_id: string }>('POST', '/api/v1/users/detail');
    const organizationId = me.data.personal_organization_id;
    const ws = await call<{ id: string }>('POST', '/api/v1/workspaces', {
      name: 'Faults',
      organization_id: organizationId,
    });
    const workspaceId = ws.data.id;
    const stage = async (name: string) =>
      (await call<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, { name })).data.id;
    const [draft, review] = [await stage('Draft'), await stage('Review')];
    const card = await call<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      name: 'Moved under faults',
      stage_id: draft,
    });
    expect(card.status).toBe(201);
    const hook = await call('POST', `/api/v1/organizations/${organizationId}/webhook_endpoints`, {
      url: receiver.url,
      event_types: ['card.moved', 'card.updated', 'card.created'],
    });
    expect(hook.status).toBe(201);

    // A live client on the board: its subscribe reaches the server, but no answer can be posted back.
    live = await liveClient(stack.url, token);
    live.socket.send(JSON.stringify({ action: 'subscribe', channel: `workspace:${workspaceId}` }));

    const started = performance.now();
    const move = await call(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/sort?type=content_group&content_drag_id=${card.data.id}&source_stage_id=${draft}&destination_stage_id=${review}`,
      { stages: [{ id: review, content_group_ids: [card.data.id] }] },
    );
    expect(move.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const after = await call<{ card: { stage_id: string } }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/${card.data.id}`,
    );
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.data)).toContain(review);

    // The side effects did fail: a renamed card too answers 200, and nothing reaches the socket or the receiver.
    const rename = await call('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${card.data.id}`, {
      name: 'Renamed under faults',
    });
    expect(rename.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(live.messages).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });
});
