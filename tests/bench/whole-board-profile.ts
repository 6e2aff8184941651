/**
 * Where the whole-board route's time goes (issue 39 "Profile the whole-board route"): on a fresh local stack,
 * one stage of 1,000 cards (or `STAGES` stages of `CARDS` cards each); times `GET …/workspaces/{id}/cards`
 * (with `?stage_id=` for one stage) through the gateway beside the raw DynamoDB Queries of the same items, and, with `PROFILE=file`, leaves a V8 CPU profile to read
 * (`PROFILE=route.cpuprofile npx tsx tests/bench/whole-board-profile.ts`: the route's requests only, open it in Chrome DevTools). Prints p50s with the load average.
 * `DESCRIBED=1` gives each card the one-line description `npm run bench:planka` gives its cards.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { benchUser } from './bench-user';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard, updateCard } from '../../functions/src/data/cards';
import { startLocalStack } from '../../infra/local/stack';
import { backdateMembership } from '../support/memberships';
import { percentile } from './board-browser';
import { documentClient, onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';
import { listEveryStageCard } from '../../functions/src/data/whole-board';

const CARDS = Number(process.env.CARDS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 30);
const STAGES = Number(process.env.STAGES ?? 1);
const DESCRIBED = Boolean(process.env.DESCRIBED);

const stack = await startLocalStack({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'gl-prof-')), logLevel: 'ERROR' });
try {
  const { user, token } = await benchUser(stack, 'prof@example.com');
  const ws = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Prof',
    ownerId: user.user_id,
  });
  const stageIds: string[] = [];
  for (let s = 0; s < STAGES; s++) {
    const stage = await createStage(ws.workspace_id, {
      name: `Stage ${s + 1}`,
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: true,
      require_approval_from_client: false,
    });
    stageIds.push(stage.stage_id);
  }
  await Promise.all(
    stageIds.map(async (stageId) => {
      for (let c = 0; c < CARDS; c++) {
        const card = await createCard(ws.workspace_id, { name: `Card ${c + 1}`, stageId, createdBy: user.user_id });
        // The same brief as planka-compare.ts's cards.
        if (DESCRIBED)
          await updateCard(ws.workspace_id, card.card_id, {
            description: `<p>Brief for card ${c + 1}: check the layout, the copy and the colours before the client sees it.</p>`,
          });
      }
    }),
  );
  await backdateMembership(ws.workspace_id, user.user_id);
  const headers = { authorization: `Bearer ${token}` };
  const url = `${stack.url}/api/v1/workspaces/${ws.workspace_id}/cards${STAGES === 1 ? `?stage_id=${stageIds[0]}` : ''}`;

  const time = async (op: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await op();
      times.push(performance.now() - t);
    }
    return percentile(times, 50).toFixed(1);
  };
  const profiler = process.env.PROFILE ? new Session() : undefined;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  const route = await time(async () => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${res.status}`);
    await res.text();
  });
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
  }
  // The raw Query: the very inputs listEveryStageCard sends (each range's first page, decisions WB1), replayed
  // side by side with the document client (no Toolbox parsing), each range paged to its end.
  const firstPages: Array<Record<string, unknown>> = [];
  const stop = onDynamoRequest((name, input) => {
    if (name === 'QueryCommand' && !input.ExclusiveStartKey) firstPages.push({ ...input });
  });
  const readStages = () => Promise.all(stageIds.map((id) => listEveryStageCard(ws.workspace_id, id, 5000)));
  await readStages();
  stop();
  const toolbox = await time(readStages);
  const raw = await time(() =>
    Promise.all(
      firstPages.map(async (input) => {
        let key: Record<string, unknown> | undefined;
        do {
          const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: key } as never));
          key = page.LastEvaluatedKey;
        } while (key);
      }),
    ),
  );
  console.log(
    `${STAGES} × ${CARDS} cards: whole route p50 ${route} ms, Toolbox read p50 ${toolbox} ms, raw Query p50 ${raw} ms, load ${loadavg()[0].toFixed(1)}`,
  );
} finally {
  await stack.stop();
}
