/**
 * `npx tsx tests/bench/concurrent-moves.ts [clients] [seconds]` (issue 25 "Positions stay unique"; not run
 * by npm test): on a fresh local stack, 50 clients (by default) with stale views move cards between the
 * four stages of one board for 60 s, mostly into the same few gaps, through the gateway. Then it checks
 * what they left: every card in exactly one stage, every position unique within its stage, stage counts
 * right; prints moves/s, refusals (409, the card moved meanwhile) and move latency, and exits 1 on any
 * failure, and the three partition keys written most, in items and WCU per second (issue 39). The integration test tests/integration/concurrent-moves.test.ts is the bounded version.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCard } from '../../functions/src/data/cards';
import { createStage } from '../../functions/src/data/stages';
import { benchUser } from './bench-user';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { startLocalStack } from '../../infra/local/stack';
import { checkBoard, runConcurrentMoves } from '../support/concurrent-moves';
import { countPartitionWrites } from './partition-writes';

/** The `p`th percentile of `values` (nearest rank); 0 for none. */
const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const CLIENTS = Number(process.argv[2] ?? 50);
const SECONDS = Number(process.argv[3] ?? 60);
const STAGES = 4;
const CARDS_PER_STAGE = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-moves-bench-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
let failed = false;
try {
  const { user, token } = await benchUser(stack, 'moves-bench@example.com');
  const workspace = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Moves bench',
    ownerId: user.user_id,
  });
  const stageIds: string[] = [];
  const cardIds: string[] = [];
  for (let s = 0; s < STAGES; s++) {
    const stage = await createStage(workspace.workspace_id, {
      name: `Stage ${s + 1}`,
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: true,
      require_approval_from_client: false,
    });
    stageIds.push(stage.stage_id);
    for (let c = 0; c < CARDS_PER_STAGE; c++)
      cardIds.push(
        (
          await createCard(workspace.workspace_id, {
            name: `Card ${s + 1}.${c + 1}`,
            stageId: stage.stage_id,
            createdBy: user.user_id,
          })
        ).card_id,
      );
  }

  console.log(`${CLIENTS} clients move ${cardIds.length} cards between ${STAGES} stages for ${SECONDS} s…`);
  const partitions = countPartitionWrites();
  const run = await runConcurrentMoves({
    baseUrl: stack.url,
    token: token,
    workspaceId: workspace.workspace_id,
    stageIds,
    clients: CLIENTS,
    durationMs: SECONDS * 1000,
  });
  const written = partitions.stop();
  const check = await checkBoard(workspace.workspace_id, stageIds, cardIds);
  console.log(
    `moves ${run.moves} (${(run.moves / SECONDS).toFixed(1)}/s)   refused 409 ${run.conflicts}   other failures ${run.failures.length}   ` +
      `move p50 ${percentile(run.latencies, 50).toFixed(0)} ms   p99 ${percentile(run.latencies, 99).toFixed(0)} ms`,
  );
  console.log(
    `missing ${check.missing.length}   duplicated ${check.duplicated.length}   duplicate positions ${check.duplicatePositions.length}   stage count mismatches ${check.countMismatches.length}`,
  );
  // Issue 39's capacity plan: the hottest partition against DynamoDB's 1,000 WCU per partition.
  for (const partition of written.slice(0, 3))
    console.log(
      `partition ${partition.pk.replace('$greenlight#', '')}: ${(partition.items / SECONDS).toFixed(1)} items/s, ` +
        `${(partition.writeUnits / SECONDS).toFixed(1)} WCU/s (limit 1,000)   load ${loadavg()[0].toFixed(1)}`,
    );
  for (const failure of run.failures.slice(0, 5)) console.log('failure:', failure.status, failure.body);
  for (const duplicate of check.duplicatePositions) console.log('duplicate position:', JSON.stringify(duplicate));
  failed =
    run.failures.length > 0 ||
    check.missing.length + check.duplicated.length + check.duplicatePositions.length + check.countMismatches.length > 0;
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
