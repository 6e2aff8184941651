/**
 * Fault benches (issue 40 "Performance (in `npm run bench`)"; decisions FT4, FT5), `npm run bench:faults`:
 * one local stack, its AWS calls faulted through `GREENLIGHT_FAULTS` (functions/src/lib/aws/faults.ts), which
 * this script changes while the stack runs (the setup and the checks run without faults):
 * 1. `dynamodb=0.05,s3=0.05`, 10 clients for 60 s writing (./fault-clients.ts: card creations and content
 *    uploads): every acknowledged write is present exactly once, every failure is a 503 with Retry-After,
 *    and p99 of the requests stays under 2 s;
 * 2. `stall=dynamodb:5000`, 10 clients for 20 s: no request takes longer than 6 s (and each failure is a 503
 *    with Retry-After).
 * Prints the figures with the load average, and exits 1 when a check fails.
 */
import './fault-env';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { startLocalStack } from '../../infra/local/stack';
import { benchUser } from './bench-user';
import { percentile } from './board-browser';
import { runWriters, type WriteRun, type WriteTarget } from './fault-clients';

const CLIENTS = 10;
const STAGE = {
  name: 'Writes',
  enable_revision: false,
  enable_timestamp: false,
  visible_to_client: true,
  require_approval_from_client: false,
};
const LOAD_MS = Number(process.env.FAULT_BENCH_SECONDS ?? 60) * 1000;
const STALL_MS = Number(process.env.STALL_BENCH_SECONDS ?? 20) * 1000;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-faults-bench-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};

/** Every request's status count, and the failures that were not a 503 with Retry-After. */
function summarise(run: WriteRun) {
  const statuses = new Map<number, number>();
  for (const s of run.samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const bad = run.samples.filter((s) => s.status >= 300 && !(s.status === 503 && s.retryAfter));
  const ms = run.samples.map((s) => s.ms);
  return {
    statuses: [...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([status, n]) => `${status}×${n}`)
      .join(' '),
    bad,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
  };
}

/** A GET of this stack's API as the user, retried while it answers 503 (the checks run without faults). */
async function get<T>(target: WriteTarget, path: string): Promise<T> {
  for (;;) {
    const res = await fetch(`${target.url}/api/v1${path}`, { headers: { authorization: `Bearer ${target.token}` } });
    if (res.ok) return ((await res.json()) as { data: T }).data;
    if (res.status !== 503) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  }
}

try {
  const { user, token } = await benchUser(stack, 'faults-bench@example.com');
  const workspace = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Fault bench',
    ownerId: user.user_id,
  });
  const stage = await createStage(workspace.workspace_id, STAGE);
  const target: WriteTarget = { url: stack.url, token, workspaceId: workspace.workspace_id, stageId: stage.stage_id };
  // Warm-up, without faults and in another workspace: the first call of each function loads its code.
  const warm = await createWorkspace({
    organizationId: user.personal_organization_id!,
    name: 'Warm-up',
    ownerId: user.user_id,
  });
  const warmStage = await createStage(warm.workspace_id, { ...STAGE, name: 'Warm-up' });
  await runWriters({ ...target, workspaceId: warm.workspace_id, stageId: warmStage.stage_id }, CLIENTS, 8_000, 'warm');

  console.log(`\nGREENLIGHT_FAULTS=dynamodb=0.05,s3=0.05, ${CLIENTS} clients for ${LOAD_MS / 1000} s (load ${load()})`);
  process.env.GREENLIGHT_FAULTS = 'dynamodb=0.05,s3=0.05';
  const run = await runWriters(target, CLIENTS, LOAD_MS, 'load');
  process.env.GREENLIGHT_FAULTS = 'dynamodb=0';
  const loadAfter = load();
  const figures = summarise(run);
  const board = await get<{ stages: Array<{ cards: Array<{ id: string; name: string }> }> }>(
    target,
    `/workspaces/${target.workspaceId}/cards`,
  );
  const stored = board.stages.flatMap((s) => s.cards);
  const idCount = new Map<string, number>();
  const nameCount = new Map<string, number>();
  for (const card of stored) {
    idCount.set(card.id, (idCount.get(card.id) ?? 0) + 1);
    nameCount.set(card.name, (nameCount.get(card.name) ?? 0) + 1);
  }
  const cardsOnce = [...run.cards].filter(([name, id]) => idCount.get(id) === 1 && nameCount.get(name) === 1).length;
  const unacknowledged = stored.filter((c) => !run.cards.has(c.name)).length;
  const byCard = new Map<string, string[]>();
  for (const [contentId, cardId] of run.contents) byCard.set(cardId, [...(byCard.get(cardId) ?? []), contentId]);
  let contentsOnce = 0;
  for (const [cardId, ids] of byCard) {
    const listed = (
      await get<Array<{ id: string }>>(target, `/workspaces/${target.workspaceId}/content_groups/${cardId}/contents`)
    ).map((c) => c.id);
    contentsOnce += ids.filter((id) => listed.filter((l) => l === id).length === 1).length;
  }
  console.log(
    `  requests ${run.samples.length} (${figures.statuses})   p50 ${figures.p50.toFixed(0)} ms   p99 ${figures.p99.toFixed(0)} ms   max ${figures.max.toFixed(0)} ms`,
  );
  console.log(
    `  acknowledged: ${run.cards.size} cards, ${run.contents.size} contents; stored but not acknowledged (answered 503, then written whole): ${unacknowledged} cards`,
  );
  console.log(`  load average (1 / 5 / 15 min) after: ${loadAfter}`);
  check(
    cardsOnce === run.cards.size,
    `every acknowledged card is present exactly once (${cardsOnce}/${run.cards.size})`,
  );
  check(
    contentsOnce === run.contents.size,
    `every acknowledged content is present exactly once (${contentsOnce}/${run.contents.size})`,
  );
  check(
    figures.bad.length === 0,
    `every failure is a 503 with Retry-After (${figures.bad.length} others${figures.bad.length ? `: ${JSON.stringify(figures.bad.slice(0, 3))}` : ''})`,
  );
  check(figures.p99 < 2000, `p99 ${figures.p99.toFixed(0)} ms < 2,000 ms`);

  console.log(`\nGREENLIGHT_FAULTS=stall=dynamodb:5000, ${CLIENTS} clients for ${STALL_MS / 1000} s (load ${load()})`);
  process.env.GREENLIGHT_FAULTS = 'stall=dynamodb:5000';
  const stalled = await runWriters(target, CLIENTS, STALL_MS, 'stall');
  process.env.GREENLIGHT_FAULTS = 'dynamodb=0';
  const stall = summarise(stalled);
  console.log(
    `  requests ${stalled.samples.length} (${stall.statuses})   p50 ${stall.p50.toFixed(0)} ms   max ${stall.max.toFixed(0)} ms   load ${load()}`,
  );
  check(stall.max < 6000, `no request took longer than 6 s (max ${stall.max.toFixed(0)} ms)`);
  check(stall.bad.length === 0, `every failure is a 503 with Retry-After (${stall.bad.length} others)`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures.length ? `\n${failures.length} fault check(s) failed.` : '\nEvery fault check passed.');
process.exitCode = failures.length ? 1 : 0;
