/**
 * The realtime fan-out benchmark (issue 15 "Goal, measured by `npm run bench` with 50 connected clients on
 * one board: a move reaches every client with p95 ≤ 500 ms on the local stack"; BRIEF §7 "Live updates").
 *
 * 50 WebSocket clients subscribe to one board; then cards are moved one after another through the API.
 * For each move: the time from its HTTP response to the `card.moved` event's arrival at each client
 * (commit → DynamoDB Local's stream → the poller → stream-fan-out → `@connections` → client). Prints p50,
 * p95 and p99 over every (move, client) arrival and over each move's last arrival ("at every client").
 *
 * Called by ./board.bench.ts; `tsx tests/bench/live-fan-out.ts [clients] [moves]` runs it alone on a fresh stack.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { liveClient, type LiveClient } from '../support/live';
import { percentile } from './board-browser';

export const LIVE_CLIENTS = 50;
export const LIVE_MOVES = 40;
/** The goal for the p95 at every client, in ms. */
export const LIVE_GOAL_MS = 500;

export interface LiveBenchTarget {
  url: string;
  token: string;
  workspaceId: string;
  /** Stages of the board, each with its cards (ids); cards move from one stage to the next. */
  stages: Array<{ id: string; cards: string[] }>;
}

/** Run the benchmark against a stack; returns the p95 at every client (ms). */
export async function benchLiveFanOut(
  target: LiveBenchTarget,
  clientCount = LIVE_CLIENTS,
  moves = LIVE_MOVES,
): Promise<number> {
  const channel = `workspace:${target.workspaceId}`;
  const clients: LiveClient[] = [];
  try {
    for (let i = 0; i < clientCount; i++) clients.push(await liveClient(target.url, target.token));
    const subscribed = await Promise.all(clients.map((c) => c.subscribe(channel)));
    if (!subscribed.every(Boolean)) throw new Error('A benchmark client could not subscribe to the board');

    const each: number[] = [];
    const everyClient: number[] = [];
    const stages = target.stages.map((s) => ({ id: s.id, cards: [...s.cards] }));
    // One warm-up move first (module loads, connections), not counted.
    for (let i = -1; i < moves; i++) {
      const from = stages[((i % stages.length) + stages.length) % stages.length];
      const to = stages[(((i + 1) % stages.length) + stages.length) % stages.length];
      const cardId = from.cards.shift()!;
      to.cards.push(cardId);
      const arrivals = clients.map((c) =>
        c.next(
          (m) =>
            m.event === 'card.moved' && m.data?.id === cardId && m.data?.stage_id === to.id && m.channel === channel,
        ),
      );
      const res = await fetch(
        `${target.url}/api/v1/workspaces/${target.workspaceId}/content_groups/${cardId}/update_stage?stage_id=${to.id}`,
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${target.token}` },
        },
      );
      await res.text();
      const answered = performance.now();
      if (!res.ok) throw new Error(`Move failed: ${res.status}`);
      const received = (await Promise.all(arrivals)).map((m) => Math.max(0, m.receivedAt! - answered));
      if (i < 0) continue;
      each.push(...received);
      everyClient.push(Math.max(...received));
    }
    const line = (label: string, values: number[]) =>
      console.log(
        `${label.padEnd(36)} p50 ${percentile(values, 50).toFixed(1)} ms   p95 ${percentile(values, 95).toFixed(1)} ms   p99 ${percentile(values, 99).toFixed(1)} ms   (${values.length} samples)`,
      );
    console.log(
      `\nLive fan-out: ${clientCount} WebSocket clients on one board, ${moves} moves (from the move's HTTP response to the event's arrival)`,
    );
    line('  each client', each);
    line('  at every client (last arrival)', everyClient);
    const p95 = percentile(everyClient, 95);
    console.log(
      `  goal p95 ≤ ${LIVE_GOAL_MS} ms at every client: ${p95 <= LIVE_GOAL_MS ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`,
    );
    return p95;
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

// Alone: a fresh stack with one board of 4 stages × 15 cards.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startLocalStack } = await import('../../infra/local/stack');
  const { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, SignUpCommand } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const { getUserByEmail } = await import('../../functions/src/data/users');
  const { createWorkspace } = await import('../../functions/src/data/workspaces');
  const { createStage } = await import('../../functions/src/data/stages');
  const { createCard } = await import('../../functions/src/data/cards');
  const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-live-bench-'));
  const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
  try {
    const email = 'live-bench@example.com';
    const cognito = new CognitoIdentityProviderClient({});
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.serverClientId,
        Username: email,
        Password: 'Password1',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }));
    cognito.destroy();
    const user = (await getUserByEmail(email))!;
    const workspace = await createWorkspace({
      organizationId: user.personal_organization_id!,
      name: 'Live bench',
      ownerId: user.user_id,
    });
    const stages: LiveBenchTarget['stages'] = [];
    for (let s = 0; s < 4; s++) {
      const stage = await createStage(workspace.workspace_id, {
        name: `Stage ${s + 1}`,
        enable_revision: false,
        enable_timestamp: false,
        visible_to_client: true,
        require_approval_from_client: false,
      });
      const cards: string[] = [];
      for (let c = 0; c < 15; c++)
        cards.push(
          (
            await createCard(workspace.workspace_id, {
              name: `Card ${s + 1}.${c + 1}`,
              stageId: stage.stage_id,
              createdBy: user.user_id,
            })
          ).card_id,
        );
      stages.push({ id: stage.stage_id, cards });
    }
    const session = (await (
      await fetch(`${stack.url}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Password1' }),
      })
    ).json()) as { data: { access_token: string } };
    // `tsx tests/bench/live-fan-out.ts [clients] [moves]`: 1,000 clients for the capacity plan (docs/capacity.md).
    await benchLiveFanOut(
      { url: stack.url, token: session.data.access_token, workspaceId: workspace.workspace_id, stages },
      Number(process.argv[2] ?? LIVE_CLIENTS),
      Number(process.argv[3] ?? LIVE_MOVES),
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
