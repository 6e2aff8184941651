/**
 * Builds every Lambda of the catalogue with the deploy's esbuild options (infra/lib/bundling.ts), for
 * the bundle-size test and the cold-start benchmark (issue 11 "Lambda size and cold start").
 *
 * Bundles are written to `.build/function-bundles/<name>/index.mjs` (with the chunks of code splitting,
 * `chunks/*.mjs`, decisions KI2) inside the repository, so that an
 * external package (sharp) resolves from the repository's node_modules when a bundle is imported, as it
 * does from the node_modules that CDK ships beside the bundle in Lambda. The files AppFunction copies
 * beside each bundle (FILES_BESIDE_BUNDLE: the `errors` catalogues, decisions LI1) are copied there too, so
 * a bundle built here runs as deployed.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { ALL_FUNCTIONS } from '../../functions/src/catalogue';
import { FILES_BESIDE_BUNDLE, functionBuildOptions, REPO_ROOT } from '../../infra/lib/bundling';

/** Where the bundles go (.build is git-ignored). */
export const FUNCTION_BUNDLES_DIR = join(REPO_ROOT, '.build', 'function-bundles');

export interface FunctionBundle {
  name: string;
  entry: string;
  /** Absolute path of the minified index.mjs. */
  file: string;
  /** Absolute paths of every JavaScript file of the bundle: index.mjs and its chunks. */
  files: string[];
  /** Size of index.mjs and its chunks in bytes (not counting FILES_BESIDE_BUNDLE). */
  bytes: number;
  /** Bytes each package (or repository folder) contributes to the output, chunks included, largest first. */
  contributions: Array<{ source: string; bytes: number }>;
  /**
   * The same for the files module init loads: index.mjs and the chunks it imports statically, transitively
   * (not those only an `import()` reaches).
   */
  initContributions: Array<{ source: string; bytes: number }>;
  /** Size of those files in bytes. */
  initBytes: number;
  /** Packages the bundle imports at run time instead of bundling (NATIVE_MODULES), by package name. */
  externalPackages: string[];
}

/** The packages (not node: built-ins, not relative paths) that the bundle's inputs import as externals. */
function externalPackagesOf(metafile: Metafile): string[] {
  const packages = new Set<string>();
  for (const { imports } of Object.values(metafile.inputs)) {
    for (const { path, external } of imports) {
      if (!external || path.startsWith('.') || path.startsWith('node:')) continue;
      const name = /^((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
      if (name) packages.add(name);
    }
  }
  return [...packages].sort();
}

/** `node_modules/@scope/pkg/...` → `@scope/pkg`; repository files → their top two folders. */
function sourceOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1] : input.split('/').slice(0, 2).join('/');
}

/** The outputs module init loads: `file` and what it imports statically, transitively (metafile paths). */
function initOutputsOf(metafile: Metafile, file: string): string[] {
  const entry = Object.keys(metafile.outputs).find((path) => join(REPO_ROOT, path) === file);
  if (!entry) throw new Error(`esbuild reported no output ${file}`);
  const loaded = new Set([entry]);
  for (const path of loaded)
    for (const { path: imported, kind } of metafile.outputs[path]!.imports)
      if (kind === 'import-statement' && imported in metafile.outputs) loaded.add(imported);
  return [...loaded];
}

/** Bytes per source of the given outputs (metafile paths), largest first. */
function contributionsOf(metafile: Metafile, outputs: string[]): FunctionBundle['contributions'] {
  const bytes = new Map<string, number>();
  for (const path of outputs)
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[path]!.inputs)) {
      bytes.set(sourceOf(input), (bytes.get(sourceOf(input)) ?? 0) + bytesInOutput);
    }
  return [...bytes].map(([source, size]) => ({ source, bytes: size })).sort((a, b) => b.bytes - a.bytes);
}

/** Bundles one function into `<dir>/<name>/index.mjs`; rejects with esbuild's errors. */
export async function buildFunctionBundle(
  fn: { name: string; entry: string },
  dir = FUNCTION_BUNDLES_DIR,
): Promise<FunctionBundle> {
  const folder = join(dir, fn.name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'index.mjs');
  const result = await build({ ...functionBuildOptions(fn.entry, folder), metafile: true });
  for (const { from, to } of FILES_BESIDE_BUNDLE) {
    mkdirSync(dirname(join(folder, to)), { recursive: true });
    cpSync(join(REPO_ROOT, from), join(folder, to));
  }
  const { outputs } = result.metafile;
  const all = Object.keys(outputs);
  const atInit = initOutputsOf(result.metafile, file);
  return {
    ...fn,
    file,
    files: all.map((path) => join(REPO_ROOT, path)),
    bytes: all.reduce((sum, path) => sum + outputs[path]!.bytes, 0),
    contributions: contributionsOf(result.metafile, all),
    initContributions: contributionsOf(result.metafile, atInit),
    initBytes: atInit.reduce((sum, path) => sum + outputs[path]!.bytes, 0),
    externalPackages: externalPackagesOf(result.metafile),
  };
}

/** Bundles every catalogue function in parallel (esbuild's service builds them concurrently). */
export function buildFunctionBundles(dir = FUNCTION_BUNDLES_DIR): Promise<FunctionBundle[]> {
  return Promise.all(ALL_FUNCTIONS.map((fn) => buildFunctionBundle(fn, dir)));
}

/** `12.3 KB` (1 KB = 1024 bytes). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
