/**
 * Whole boards beside Planka, in the same run (issue 39 "Whole boards at least as fast as Planka's one call";
 * "README compares with Planka only with figures measured in the same run"): `npm run bench:planka`.
 *
 * Needs an already running Planka, given by `PLANKA_URL` (its origin, e.g. `http://127.0.0.1:1337`),
 * `PLANKA_USER` (e-mail or username of an admin) and `PLANKA_PASSWORD`; `PLANKA_VERSION` (optional) is
 * printed as given. Without `PLANKA_URL` it says so and exits with 2: it is a bench, not a test, and
 * setting Planka up is not part of this repository. It talks to Planka only through its public HTTP API.
 *
 * On a fresh local stack and in a new Planka project, it seeds the same three boards in both: 20 lists
 * (stages) × 50 cards, one list of 1,000 cards, and 10 × 500, each card named `Card s.c` with a one-line
 * description. Then, per board, after `WARMUP` reads of each, it times `RUNS` rounds of: Greenlight's
 * whole-board route (`GET /api/v1/workspaces/{id}/cards`, through the gateway), Planka's board call
 * (`GET /api/boards/{id}`, which returns the board with every card), and the raw DynamoDB Queries of the
 * same cards (the very inputs the route's stage reads send, replayed with the document client, stages in
 * parallel). Interleaved, so both see the same machine. Prints p50/p95 of each, the ratio, each answer's
 * card count and size, and the load average beside every line. Planka's project is deleted at the end.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { benchUser } from './bench-user';
import { percentile } from './board-browser';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard, updateCard } from '../../functions/src/data/cards';
import { listEveryStageCard, WHOLE_BOARD_MAX_CARDS } from '../../functions/src/data/whole-board';
import { documentClient, onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';
import { REPO_ROOT, startLocalStack } from '../../infra/local/stack';
import { backdateMembership } from '../support/memberships';

const PLANKA_URL = process.env.PLANKA_URL?.replace(/\/+$/, '');
if (!PLANKA_URL) {
  console.error(
    'bench:planka needs a running Planka: set PLANKA_URL (e.g. http://127.0.0.1:1337), PLANKA_USER and ' +
      'PLANKA_PASSWORD (an admin). Setting Planka up is not part of this repository.',
  );
  process.exit(2);
}
const PLANKA_USER = process.env.PLANKA_USER ?? '';
const PLANKA_PASSWORD = process.env.PLANKA_PASSWORD ?? '';
const RUNS = Number(process.env.RUNS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 5);
/** Cards written at once while seeding Planka (its API is sequential per request). */
const PLANKA_SEED_CONCURRENCY = 8;

/** A board's shape: `lists` lists (stages) of `cards` cards each. */
interface Shape {
  label: string;
  lists: number;
  cards: number;
}
const SHAPES: Shape[] = (process.env.SHAPES ?? '20x50,1x1000,10x500').split(',').map((s) => {
  const [lists, cards] = s.split('x').map(Number);
  return { label: `${lists} × ${cards.toLocaleString('en')}`, lists, cards };
});

const cardName = (s: number, c: number) => `Card ${s + 1}.${c + 1}`;
const cardBrief = (s: number, c: number) =>
  `Brief for card ${s + 1}.${c + 1}: check the layout, the copy and the colours before the client sees it.`;
const load = () => `load ${loadavg()[0].toFixed(2)}`;

/** Planka's HTTP API as the admin: JSON in, `{item, included}` out; @throws on any non-2xx answer. */
async function plankaClient() {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${PLANKA_URL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const signIn = () => post('/access-tokens', { emailOrUsername: PLANKA_USER, password: PLANKA_PASSWORD });
  let res = await signIn();
  let answer = (await res.json()) as { item?: string; pendingToken?: string; step?: string };
  if (res.status === 403 && answer.step === 'accept-terms') {
    // A new Planka admin must accept its terms once (its own sign-in flow, as its web client does).
    const terms = (await (await fetch(`${PLANKA_URL}/api/terms`)).json()) as { item: { signature: string } };
    res = await post('/access-tokens/accept-terms', {
      pendingToken: answer.pendingToken,
      signature: terms.item.signature,
    });
    answer = (await res.json()) as typeof answer;
  }
  if (!res.ok || !answer.item) throw new Error(`Planka sign-in: ${res.status} ${JSON.stringify(answer)}`);
  const token = answer.item;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${PLANKA_URL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`Planka ${method} ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
  return { token, call };
}

/** Run `work` for 0…n-1 with at most `limit` at once. */
async function pool(n: number, limit: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

type Planka = Awaited<ReturnType<typeof plankaClient>>;
type Item = { item: { id: string } };

/** One Planka board of `shape` in `projectId`: lists then cards, positions given so order is kept. */
async function seedPlanka(planka: Planka, projectId: string, shape: Shape, position: number): Promise<string> {
  const board = await planka.call<Item>('POST', `/projects/${projectId}/boards`, {
    position: position * 65536,
    name: `Bench ${shape.label}`,
  });
  const lists: string[] = [];
  for (let s = 0; s < shape.lists; s++)
    lists.push(
      (
        await planka.call<Item>('POST', `/boards/${board.item.id}/lists`, {
          type: 'active',
          position: (s + 1) * 65536,
          name: `Stage ${s + 1}`,
        })
      ).item.id,
    );
  await pool(shape.lists * shape.cards, PLANKA_SEED_CONCURRENCY, async (i) => {
    const s = Math.floor(i / shape.cards);
    const c = i % shape.cards;
    await planka.call('POST', `/lists/${lists[s]}/cards`, {
      type: 'project',
      position: (c + 1) * 65536,
      name: cardName(s, c),
      description: cardBrief(s, c),
    });
  });
  return board.item.id;
}

/** The same board in Greenlight, as `npm run bench` seeds it (data layer), each card with its description. */
async function seedGreenlight(organizationId: string, userId: string, shape: Shape) {
  const ws = await createWorkspace({ organizationId, name: `Bench ${shape.label}`, ownerId: userId });
  const stageIds: string[] = [];
  for (let s = 0; s < shape.lists; s++)
    stageIds.push(
      (
        await createStage(ws.workspace_id, {
          name: `Stage ${s + 1}`,
          enable_revision: false,
          enable_timestamp: false,
          visible_to_client: true,
          require_approval_from_client: false,
        })
      ).stage_id,
    );
  // Cards of one stage in order (each goes after the last); stages two at a time.
  await pool(shape.lists, 2, async (s) => {
    for (let c = 0; c < shape.cards; c++) {
      const card = await createCard(ws.workspace_id, {
        name: cardName(s, c),
        stageId: stageIds[s],
        createdBy: userId,
      });
      await updateCard(ws.workspace_id, card.card_id, { description: `<p>${cardBrief(s, c)}</p>` });
    }
  });
  await backdateMembership(ws.workspace_id, userId);
  return { workspaceId: ws.workspace_id, stageIds };
}

/** Times one read; @returns ms, the cards it carried and its body's bytes. @throws on a non-2xx answer. */
async function timedRead(url: string, token: string, count: (body: unknown) => number) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return {
    ms,
    cards: count(JSON.parse(text)),
    bytes: Buffer.byteLength(text),
    encoding: res.headers.get('content-encoding'),
  };
}

const summary = (times: number[]) => ({ p50: percentile(times, 50), p95: percentile(times, 95) });
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const planka = await plankaClient();
const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT }).toString().trim();
const commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''}`;
console.log(
  `Greenlight ${commit} beside Planka ${process.env.PLANKA_VERSION ?? '(version not given: PLANKA_VERSION)'} at ${PLANKA_URL}, ` +
    `${new Date().toISOString()}, ${RUNS} interleaved rounds after ${WARMUP} warm-up reads, ${load()}`,
);
const project = await planka.call<Item>('POST', '/projects', {
  type: 'private',
  name: `Greenlight bench ${new Date().toISOString()}`,
});
const dataDir = mkdtempSync(join(tmpdir(), 'gl-planka-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
const plankaBoards: string[] = [];
try {
  const { user, token } = await benchUser(stack, 'planka-compare@example.com');
  for (const [i, shape] of SHAPES.entries()) {
    if (shape.lists * shape.cards > WHOLE_BOARD_MAX_CARDS) throw new Error(`${shape.label} is over one answer`);
    const started = performance.now();
    const [plankaBoard, greenlight] = await Promise.all([
      seedPlanka(planka, project.item.id, shape, i + 1),
      seedGreenlight(user.personal_organization_id!, user.user_id, shape),
    ]);
    plankaBoards.push(plankaBoard);
    console.log(`Seeded ${shape.label} in both in ${((performance.now() - started) / 1000).toFixed(0)} s, ${load()}`);

    const greenlightUrl = `${stack.url}/api/v1/workspaces/${greenlight.workspaceId}/cards`;
    const plankaUrl = `${PLANKA_URL}/api/boards/${plankaBoard}`;
    const readGreenlight = () => timedRead(greenlightUrl, token, (b) => (b as { data: { total: number } }).data.total);
    const readPlanka = () =>
      timedRead(plankaUrl, planka.token, (b) => (b as { included: { cards: unknown[] } }).included.cards.length);
    // The raw Queries: the inputs the route's stage reads send, captured once, replayed stage by stage in parallel.
    const inputs: Array<Record<string, unknown>> = [];
    // The second read's Queries are those the route sends once it has read the stages (decisions WB1: a
    // stage read before is read in sort-key ranges side by side), as in every timed round after the warm-up.
    const readStages = () =>
      Promise.all(
        greenlight.stageIds.map((id) => listEveryStageCard(greenlight.workspaceId, id, WHOLE_BOARD_MAX_CARDS)),
      );
    await readStages();
    const stop = onDynamoRequest((name, input) => {
      if (name === 'QueryCommand') inputs.push({ ...input });
    });
    await readStages();
    stop();
    const firstPages = inputs.filter((input) => !input.ExclusiveStartKey);
    const rawQuery = async () => {
      const started = performance.now();
      let items = 0;
      await Promise.all(
        firstPages.map(async (input) => {
          let key: Record<string, unknown> | undefined;
          do {
            const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: key } as never));
            items += page.Items?.length ?? 0;
            key = page.LastEvaluatedKey;
          } while (key);
        }),
      );
      return { ms: performance.now() - started, cards: items };
    };

    for (let w = 0; w < WARMUP; w++) {
      await readGreenlight();
      await readPlanka();
      await rawQuery();
    }
    const times = { greenlight: [] as number[], planka: [] as number[], raw: [] as number[] };
    const loads: number[] = [];
    let last = { greenlight: await readGreenlight(), planka: await readPlanka(), raw: await rawQuery() };
    for (let r = 0; r < RUNS; r++) {
      last = { greenlight: await readGreenlight(), planka: await readPlanka(), raw: await rawQuery() };
      times.greenlight.push(last.greenlight.ms);
      times.planka.push(last.planka.ms);
      times.raw.push(last.raw.ms);
      loads.push(loadavg()[0]);
    }
    const expected = shape.lists * shape.cards;
    for (const [who, got] of [
      ['Greenlight', last.greenlight.cards],
      ['Planka', last.planka.cards],
      ['raw Query', last.raw.cards],
    ] as const)
      if (got !== expected) throw new Error(`${who} answered ${got} cards of ${shape.label}, not ${expected}`);
    const g = summary(times.greenlight);
    const p = summary(times.planka);
    const q = summary(times.raw);
    const kb = (r: { bytes: number; encoding: string | null }) =>
      `${(r.bytes / 1024).toFixed(0)} KB${r.encoding ? ` (${r.encoding} on the wire)` : ''}`;
    const loadRange = `load ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`;
    console.log(
      `${shape.label.padEnd(9)} Greenlight p50 ${fmt(g.p50)} p95 ${fmt(g.p95)} (${kb(last.greenlight)})   ` +
        `Planka p50 ${fmt(p.p50)} p95 ${fmt(p.p95)} (${kb(last.planka)})   ` +
        `ratio p50 ${(g.p50 / p.p50).toFixed(2)}× p95 ${(g.p95 / p.p95).toFixed(2)}×   ` +
        `raw Query p50 ${fmt(q.p50)} (route ${(g.p50 / q.p50).toFixed(1)}× it)   ${expected} cards   ${loadRange}`,
    );
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  for (const board of plankaBoards) await planka.call('DELETE', `/boards/${board}`).catch(() => undefined);
  await planka.call('DELETE', `/projects/${project.item.id}`).catch((e: Error) => console.error(e.message));
}
