/**
 * Where one Lambda's module init goes (issue 39 "each function carries only what it uses"; docs/decisions.md CK1):
 * `npm run bench:lambda-profile -- <function> [runs]`, e.g. `npm run bench:lambda-profile -- workspaces 9`.
 *
 * `npm run bench:lambda` gives one figure per function; this splits it, for the function named, into:
 * - **before the first module's code**: what Node does before any bundled module runs (loading the `node:` built-ins
 *   the bundle imports, reading, parsing and compiling index.mjs and the chunks it imports statically, linking them);
 * - **compile**: of that, the parse and top-level compile of those files alone (`vm.SourceTextModule`, no evaluation);
 * - **built-ins**: of that, the `node:` modules the bundle loads, imported alone in a fresh process (an upper bound:
 *   each `import('node:…')` also builds an ES module facade of the built-in's exports, which the bundle's own imports
 *   share);
 * - **each module's top-level code**: the CPU time from the start of one bundled module's code to the next one's,
 *   by package (or repository folder) and by file. It includes the V8 compilation of every function that code calls
 *   for the first time, so the first module to use a library (the first entity, the first zod object) carries it.
 *
 * How: the function is built with the deploy's options (infra/lib/bundling.ts) plus an esbuild plugin that puts
 * `globalThis.__greenlightInitMark?.("<source>")` at the top of each module the plain build includes (only those, so
 * that the mark keeps no module tree shaking would drop), then imported `runs` times, each in a fresh Node process
 * with the environment `npm run bench:lambda` gives, in turn with the plain build. Medians of the runs. The marks
 * themselves cost a few µs each (two `process.cpuUsage()` calls), a few ms over a bundle's ≈ 800 modules: the import
 * of the marked build is printed beside the plain one's. The files go to `.build/init-profile/<function>/`.
 * @throws Error for a function name the catalogue (functions/src/catalogue.ts) does not list.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile, type Plugin } from 'esbuild';
import { ALL_FUNCTIONS } from '../../functions/src/catalogue';
import { functionBuildOptions, REPO_ROOT } from '../../infra/lib/bundling';
import { percentile } from './board-browser';

const run = promisify(execFile);

/** Where the plain and the marked builds go (.build is git-ignored). */
const PROFILE_DIR = join(REPO_ROOT, '.build', 'init-profile');

/** The environment `npm run bench:lambda` imports a bundle with (tests/bench/lambda-bundles.ts). */
const probeEnv = (name: string) => ({
  PATH: process.env.PATH,
  AWS_REGION: 'us-east-1',
  POWERTOOLS_SERVICE_NAME: name,
  POWERTOOLS_METRICS_NAMESPACE: 'Greenlight',
});

/**
 * Imports argv[1] and prints JSON: the CPU ms of the import, the CPU µs of each module's top-level code (a mark starts
 * the next one), and the public `node:` built-ins the import loaded.
 */
const MARK_PROBE = `const marks = [];
let since = process.cpuUsage();
let current = '(before the first module)';
globalThis.__greenlightInitMark = (source) => {
  const used = process.cpuUsage(since);
  marks.push([current, used.user + used.system]);
  current = source;
  since = process.cpuUsage();
};
const loaded = new Set(process.moduleLoadList);
const cpu = process.cpuUsage();
await import(process.argv[1]);
const used = process.cpuUsage(cpu);
globalThis.__greenlightInitMark('(end)');
const builtins = process.moduleLoadList
  .filter((m) => !loaded.has(m) && m.startsWith('NativeModule ') && !m.includes('internal/'))
  .map((m) => m.slice('NativeModule '.length));
console.log(JSON.stringify({ importMs: (used.user + used.system) / 1000, marks, builtins }));`;

/** Prints the CPU ms of parsing and compiling each file of argv (vm.SourceTextModule, not evaluated), space-separated. */
const COMPILE_PROBE = `import vm from 'node:vm';
import { readFileSync } from 'node:fs';
const times = process.argv.slice(1).map((file) => {
  const source = readFileSync(file, 'utf8');
  const cpu = process.cpuUsage();
  new vm.SourceTextModule(source, { identifier: file });
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
});
console.log(times.join(' '));`;

/** Prints the CPU ms of importing the built-ins of argv in a fresh process. */
const BUILTINS_PROBE = `const cpu = process.cpuUsage();
for (const name of process.argv.slice(1)) await import('node:' + name);
const used = process.cpuUsage(cpu);
console.log((used.user + used.system) / 1000);`;

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; repository files → their top three folders. */
function packageOf(source: string): string {
  const match = /^((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (source.startsWith('functions/') || source.startsWith('shared/')) return source.split('/').slice(0, 3).join('/');
  return match ? match[1] : source;
}

/** The metafile paths of index.mjs and the chunks it imports statically, transitively (what module init loads). */
function initOutputs(metafile: Metafile): string[] {
  const index = Object.keys(metafile.outputs).find((path) => path.endsWith('/index.mjs'));
  if (!index) throw new Error('esbuild reported no index.mjs');
  const loaded = new Set([index]);
  for (const path of loaded)
    for (const { path: imported, kind } of metafile.outputs[path]!.imports)
      if (kind === 'import-statement' && imported in metafile.outputs) loaded.add(imported);
  return [...loaded];
}

/** A source path as the marks name it: relative to node_modules, else to the repository. */
const sourceName = (path: string) =>
  path.includes('/node_modules/') ? path.replace(/^.*\/node_modules\//, '') : relative(REPO_ROOT, path);

/** Median of each key's values over `runs` runs (a run without the key counts 0). */
function medians(perRun: Array<Map<string, number>>): Array<[string, number]> {
  const keys = new Set(perRun.flatMap((m) => [...m.keys()]));
  return [...keys]
    .map((key): [string, number] => [
      key,
      percentile(
        perRun.map((m) => m.get(key) ?? 0),
        50,
      ),
    ])
    .sort((a, b) => b[1] - a[1]);
}

/** Builds, measures and prints the profile of one function. */
export async function profileLambdaInit(name: string, runs: number): Promise<void> {
  const fn = ALL_FUNCTIONS.find((f) => f.name === name);
  if (!fn) throw new Error(`No function ${name} in the catalogue (${ALL_FUNCTIONS.map((f) => f.name).join(', ')})`);
  const plainDir = join(PROFILE_DIR, name, 'plain');
  const markedDir = join(PROFILE_DIR, name, 'marked');
  rmSync(join(PROFILE_DIR, name), { recursive: true, force: true });
  const plain = await build({ ...functionBuildOptions(fn.entry, plainDir), metafile: true });
  const included = new Set(
    Object.values(plain.metafile.outputs).flatMap((output) =>
      Object.keys(output.inputs).map((input) => join(REPO_ROOT, input)),
    ),
  );
  const marks: Plugin = {
    name: 'init-marks',
    setup(bundler) {
      bundler.onLoad({ filter: /\.(?:[cm]?js|ts)$/ }, ({ path }) => {
        if (!included.has(path) || path.endsWith('.d.ts')) return undefined;
        const source = readFileSync(path, 'utf8');
        // A hashbang must stay first; such files are scripts, never in a function's bundle.
        if (source.startsWith('#!')) return undefined;
        const mark = `globalThis.__greenlightInitMark?.(${JSON.stringify(sourceName(path))});\n`;
        return { contents: mark + source, loader: path.endsWith('.ts') ? 'ts' : 'js' };
      });
    },
  };
  await build({ ...functionBuildOptions(fn.entry, markedDir), plugins: [marks] });

  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`Module init of ${name}: median of ${runs} fresh imports each, Node ${process.version}; load ${load()}`);
  const imports: number[] = [];
  const plainImports: number[] = [];
  const byFile: Array<Map<string, number>> = [];
  const byPackage: Array<Map<string, number>> = [];
  let builtins: string[] = [];
  for (let i = 0; i < runs; i++) {
    // In turn, so that both builds see the same load.
    const { stdout: plainOut } = await run(
      process.execPath,
      ['--input-type=module', '-e', MARK_PROBE, pathToFileURL(join(plainDir, 'index.mjs')).href],
      { env: probeEnv(name) },
    );
    plainImports.push((JSON.parse(plainOut) as { importMs: number }).importMs);
    const { stdout } = await run(
      process.execPath,
      ['--input-type=module', '-e', MARK_PROBE, pathToFileURL(join(markedDir, 'index.mjs')).href],
      { env: probeEnv(name) },
    );
    const result = JSON.parse(stdout) as { importMs: number; marks: Array<[string, number]>; builtins: string[] };
    imports.push(result.importMs);
    builtins = result.builtins;
    const files = new Map<string, number>();
    const packages = new Map<string, number>();
    for (const [source, micros] of result.marks) {
      files.set(source, (files.get(source) ?? 0) + micros / 1000);
      packages.set(packageOf(source), (packages.get(packageOf(source)) ?? 0) + micros / 1000);
    }
    byFile.push(files);
    byPackage.push(packages);
  }
  const files = initOutputs(plain.metafile).map((path) => join(REPO_ROOT, path));
  const compiles: number[][] = [];
  const builtinTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { stdout } = await run(process.execPath, [
      '--experimental-vm-modules',
      '--no-warnings',
      '--input-type=module',
      '-e',
      COMPILE_PROBE,
      ...files,
    ]);
    compiles.push(stdout.trim().split(/\s+/).map(Number));
    const { stdout: builtinOut } = await run(process.execPath, [
      '--input-type=module',
      '-e',
      BUILTINS_PROBE,
      ...builtins,
    ]);
    builtinTimes.push(Number(builtinOut.trim()));
  }
  const packages = medians(byPackage);
  const before = packages.find(([key]) => key === '(before the first module)')?.[1] ?? 0;
  console.log(
    `import ${percentile(plainImports, 50).toFixed(1)} ms as deployed, ${percentile(imports, 50).toFixed(1)} ms with the marks`,
  );
  console.log(`  before the first module's code ${before.toFixed(1)} ms, of which:`);
  files.forEach((file, i) =>
    console.log(
      `    compile ${relative(plainDir, file)} (${(readFileSync(file).length / 1024).toFixed(1)} KB) ${percentile(
        compiles.map((c) => c[i]!),
        50,
      ).toFixed(1)} ms`,
    ),
  );
  console.log(
    `    ${builtins.length} node: built-ins, imported alone (an upper bound) ${percentile(builtinTimes, 50).toFixed(1)} ms: ${builtins.join(' ')}`,
  );
  const top = Number(process.env.TOP ?? 25);
  console.log(`  each module's top-level code, by package (top ${top}):`);
  for (const [key, ms] of packages.filter(([key]) => !key.startsWith('(')).slice(0, top))
    console.log(`    ${ms.toFixed(2).padStart(6)} ms  ${key}`);
  console.log(`  by file (top ${top}):`);
  for (const [key, ms] of medians(byFile)
    .filter(([key]) => !key.startsWith('('))
    .slice(0, top))
    console.log(`    ${ms.toFixed(2).padStart(6)} ms  ${key}`);
  console.log(`load ${load()}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, runs] = process.argv.slice(2);
  if (!name) throw new Error('Usage: npm run bench:lambda-profile -- <function> [runs]');
  await profileLambdaInit(name, Number(runs ?? 9));
}
