/**
 * Lambda bundle size and module init time (issue 11 "Lambda size and cold start"), part of `npm run bench`
 * (board.bench.ts calls it) and runnable alone: `npx tsx tests/bench/lambda-bundles.ts`.
 *
 * Builds every catalogue function with the deploy's esbuild options (infra/lib/bundling.ts), then imports
 * each bundle RUNS times, each time in a fresh Node process, as a Lambda cold start does, and prints the
 * minified size (index.mjs and its chunks; `at init` the files module init loads, when a function has chunks
 * only an `import()` loads, decisions KI2), the median wall-clock and CPU time (user + system) of `import()`, and
 * the three largest contributors. CPU time is steadier than wall-clock time on a busy machine. The budgets (decision I9):
 * BUNDLE_BUDGET_BYTES per bundle (the bundle-size test enforces it), INIT_BUDGET_MS of init here.
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { BUNDLE_BUDGET_BYTES } from '../../infra/lib/bundling';
import { buildFunctionBundles, kilobytes, type FunctionBundle } from '../support/function-bundles';
import { percentile } from './board-browser';

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

/** Median wall-clock and CPU milliseconds of importing `bundle` in a fresh process. */
async function initTimes(bundle: FunctionBundle): Promise<{ wallMs: number; cpuMs: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', IMPORT_PROBE, pathToFileURL(bundle.file).href],
      {
        // What the code may read at import in Lambda; nothing is called.
        env: {
          PATH: process.env.PATH,
          AWS_REGION: 'us-east-1',
          POWERTOOLS_SERVICE_NAME: bundle.name,
          POWERTOOLS_METRICS_NAMESPACE: 'Greenlight',
        },
      },
    );
    const [wall, cpu] = stdout.trim().split(/\s+/).map(Number);
    walls.push(wall);
    cpus.push(cpu);
  }
  return { wallMs: percentile(walls, 50), cpuMs: percentile(cpus, 50) };
}

/** Builds, measures and prints one line per function; returns the rows for callers that check them. */
export async function benchLambdaBundles(): Promise<Array<FunctionBundle & { wallMs: number; cpuMs: number }>> {
  const bundles = await buildFunctionBundles();
  // CPU times stretch on a busy machine: the load average says how quiet this run was (issue 39).
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `Lambda bundles (esbuild, minified; budget ${kilobytes(BUNDLE_BUDGET_BYTES)}) and module init (median of ${RUNS} fresh imports, Node ${process.version}; target ${INIT_BUDGET_MS} ms); load average ${load()}`,
  );
  const rows = [];
  for (const bundle of bundles) {
    const times = await initTimes(bundle);
    const over = [bundle.bytes > BUNDLE_BUDGET_BYTES ? 'SIZE' : '', times.cpuMs > INIT_BUDGET_MS ? 'INIT' : '']
      .filter(Boolean)
      .join('+');
    const largest = bundle.contributions
      .slice(0, 3)
      .map((c) => `${c.source} ${kilobytes(c.bytes)}`)
      .join(', ');
    const atInit = bundle.initBytes < bundle.bytes ? ` (at init ${kilobytes(bundle.initBytes)})` : '';
    console.log(
      `${bundle.name.padEnd(18)} ${kilobytes(bundle.bytes).padStart(9)}${atInit}   init cpu ${times.cpuMs.toFixed(0).padStart(4)} ms (wall ${times.wallMs.toFixed(0).padStart(4)} ms)${over ? `  OVER ${over}` : ''}   ${largest}`,
    );
    rows.push({ ...bundle, ...times });
  }
  const largest = rows.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a));
  console.log(`largest init cpu: ${largest.name} ${largest.cpuMs.toFixed(0)} ms; load average ${load()}`);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchLambdaBundles();
