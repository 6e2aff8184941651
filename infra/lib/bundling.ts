/**
 * How every Lambda of Greenlight is bundled: the ONE set of esbuild options that CDK's AppFunction
 * passes to NodejsFunction and that the bundle checks build with (`tests/infra/bundle-size.test.ts`,
 * `npm run bench` via `tests/bench/lambda-bundles.ts`), so what is measured is what deploys
 * (issue 11 "Lambda size and cold start"; BRIEF §5 "Infra", §6; docs/decisions.md I7, I9).
 *
 * - ESM output with `mainFields: module,main`: esbuild reads packages' ES builds and tree-shakes them.
 *   The `createRequire` banner gives CommonJS code inside the bundle a working `require`.
 * - The AWS SDK v3 clients come from our own dependencies, bundled and tree-shaken, not the runtime's
 *   copy (decisions I7, I18): each function carries only the clients it imports (functions/src/lib/aws/).
 * - Minified, no source maps (BRIEF §5: `--enable-source-maps` triples error-path latency).
 * - NATIVE_MODULES (sharp, pdfjs-dist, @napi-rs/canvas, pdf-lib) are never bundled (I4, R55).
 *
 * This module imports no CDK code, so tests and benchmarks can use it with esbuild alone.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { LANGUAGES } from '../../shared/i18n/languages';

/** Repository root: catalogue entries (functions/src/catalogue.ts) are relative to it. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Packages never bundled, shipped in node_modules to the functions that need them (I4): sharp (libvips
 * binaries), and the PDF renderer (U4): pdfjs-dist, which loads its worker, fonts and WebAssembly from its
 * own folder, and @napi-rs/canvas (Skia binaries), which pdfjs-dist requires itself. pdf-lib is plain
 * JavaScript but ships the same way (issue 26 review report, decisions R55): bundled it would add ≈ 400 KB
 * (its code and the standard fonts' metrics) to the contents function, past BUNDLE_BUDGET_BYTES, for a
 * download few requests make; shipped beside the bundle, it is loaded on the first report only.
 */
export const NATIVE_MODULES = ['sharp', 'pdfjs-dist', '@napi-rs/canvas', 'pdf-lib'] as const;

/**
 * Which NATIVE_MODULES a function ships, by name (issue 39 "only the contents functions carry the PDF
 * renderer"; decisions LD3): `sharp` alone (≈ 17 MB with libvips) for the functions that render pictures,
 * `sharp-pdf` adds the PDF renderer and writer (≈ 33 MB more) for the contents function. Each set is built
 * into its own folder by infra/scripts/build-native-modules.sh; FUNCTION_NEEDS.nativeModules names one.
 */
export const NATIVE_MODULE_SETS = {
  sharp: ['sharp'],
  'sharp-pdf': ['sharp', 'pdfjs-dist', '@napi-rs/canvas', 'pdf-lib'],
} as const satisfies Record<string, ReadonlyArray<(typeof NATIVE_MODULES)[number]>>;

/** A name of NATIVE_MODULE_SETS. */
export type NativeModuleSet = keyof typeof NATIVE_MODULE_SETS;

/** The smallest set holding every one of `modules` (undefined for none). @throws Error when no set holds them all. */
export function nativeModuleSetFor(modules: readonly string[]): NativeModuleSet | undefined {
  if (modules.length === 0) return undefined;
  const names = Object.keys(NATIVE_MODULE_SETS) as NativeModuleSet[];
  const fit = names.find((name) => modules.every((m) => (NATIVE_MODULE_SETS[name] as readonly string[]).includes(m)));
  if (!fit) throw new Error(`No native module set holds ${modules.join(', ')}`);
  return fit;
}

/**
 * Browser-only packages the AWS SDK reaches with `import()` and never calls in Node: bowser, which
 * `@aws-sdk/core`'s browser user-agent provider imports to parse `window.navigator.userAgent`. Left out of
 * the bundle (external, never shipped): with code splitting (FUNCTION_SPLIT_OPTIONS) esbuild makes a chunk
 * for every `import()` in the modules it includes, even one that tree-shaking drops, so every function got a
 * 34 KB bowser chunk and a shared chunk of esbuild's helpers that index.mjs then loads at init (≈ 1–2 ms;
 * decisions KI3). Single-file builds dropped it already.
 */
export const BROWSER_ONLY_MODULES = ['bowser'] as const;

/** Lambda's Node.js major version, as esbuild's target. */
export const BUNDLE_TARGET = 'node22';

/** Gives CommonJS code inside the ES module bundle a `require` (the pattern the Powertools docs recommend). */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __greenlightCreateRequire } from 'node:module';const require = __greenlightCreateRequire(import.meta.url);";

/** Packages replaced inside bundles: package name → absolute path of the stand-in (see each file's docstring). */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  // Lambda's credentials are always in the environment: the SDK's `fromEnv` instead of its whole default chain (decisions I11).
  '@aws-sdk/credential-provider-node': join(
    REPO_ROOT,
    'functions',
    'src',
    'lib',
    'bundling',
    'credentials-from-env.ts',
  ),
};

/**
 * Largest minified bundle (index.mjs with its chunks, decisions KI2) any function may have, in bytes: a growth guard, not a target
 * (BRIEF §6, issue 24; decision I9). With the SDK v3 clients back the bundles are 357–729 KB (run of
 * 2026-11-27); file-type's detectors add 57 KB to every function that takes uploads (issue 36, decisions
 * LB8: `workspaces` 818 KB); a second copy of an SDK package (@smithy/core alone is 135 KB) still breaks
 * 850 KB. Issue 41's server catalogues (errors and e-mails in three languages, ≈ 43 KB) took approvals to
 * 893 KB, so the guard was 900 KB (decisions LN13). Every refusal of the API in Spanish and German (issue 41,
 * decisions MD4: the `errors` catalogue from 15 to 247 messages, 16.1 → 68.6 KB of the bundle, plus 1.1 KB of
 * limit-message values) took approvals from 898.9 to 952.5 KB (2026-12-07), so the guard was 960 KB. The `errors`
 * catalogues then left the bundles for files beside them (FILES_BESIDE_BUNDLE, decisions LI1: approvals 952.9 →
 * 896.7 KB, every function −56.2 KB), so the guard is 910 KB. The AWS SDK's operations no function calls then left
 * the bundles (postinstall's infra/scripts/sdk-schema-keys.ts, decisions IN1: approvals 904 → 840 KB, 2026-12-07); the
 * guard stays, as room for growth. Code splitting (decisions KI2) keeps the S3 client in a chunk beside index.mjs: the
 * guard counts it (contents 851.5 KB with its chunks, 2026-12-07). What users feel is module init, held to 100 ms CPU
 * by `npm run bench:lambda`.
 */
export const BUNDLE_BUDGET_BYTES = 910 * 1024;

/**
 * The name a bundle's code sees as `true` (esbuild `define`), and sources run by tsx or vitest see as an undeclared
 * global: functions/src/lib/i18n/messages.ts reads the `errors` catalogues beside the bundle when it is set, from
 * shared/i18n/locales otherwise (issue 39; decisions LI1).
 */
export const BUNDLED_FLAG = 'GREENLIGHT_BUNDLED';

/**
 * Files every function ships beside its index.mjs instead of inside it (issue 39 "each function carries only what
 * it uses"; decisions LI1): the API's `errors` catalogues (≈ 80 KB in four languages), read on the first error
 * that needs one. `from` is relative to REPO_ROOT, `to` to the bundle's folder (Lambda's LAMBDA_TASK_ROOT);
 * messages.ts reads `i18n/<language>/errors.json` relative to the bundle. AppFunction copies them in its
 * `afterBundling` hook and tests/support/function-bundles.ts beside the bundles it builds, from this one list.
 */
export const FILES_BESIDE_BUNDLE: ReadonlyArray<{ from: string; to: string }> = LANGUAGES.map((language) => ({
  from: join('shared', 'i18n', 'locales', language, 'errors.json'),
  to: join('i18n', language, 'errors.json'),
}));

/** The esbuild options of every function, as the esbuild API takes them (CDK gets the same values). */
export const FUNCTION_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: BUNDLE_TARGET,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  sourcemap: false,
  external: [...NATIVE_MODULES, ...BROWSER_ONLY_MODULES],
  alias: { ...BUNDLE_ALIASES },
  define: { [BUNDLED_FLAG]: 'true' },
} as const satisfies BuildOptions;

/** Where a function's chunks go, relative to its index.mjs (CHUNK_NAMES). */
export const CHUNKS_DIR = 'chunks';

/**
 * esbuild's code splitting, on top of FUNCTION_BUNDLE_OPTIONS (issue 39; decisions KI2): each `import()` of
 * bundled code becomes a chunk beside index.mjs (`chunks/<name>-<hash>.mjs`), loaded by the first call that
 * needs it, and the code such a chunk shares with index.mjs goes into chunks that index.mjs imports
 * statically. Without splitting, esbuild keeps a dynamically imported module in the one file and wraps it and
 * every module it reaches, shared code included, in lazy-init closures that module init then calls anyway
 * (decisions LD4, LI2, IN2). With it, the S3 client (functions/src/lib/aws/s3-sdk.ts) leaves the module init of
 * every function that stores files. CDK's NodejsFunction writes one `--outfile`, which esbuild refuses with
 * splitting, so AppFunction's `afterBundling` hook rebuilds the asset with these options
 * (infra/scripts/bundle-function.ts).
 */
export const FUNCTION_SPLIT_OPTIONS = {
  splitting: true,
  entryNames: 'index',
  chunkNames: `${CHUNKS_DIR}/[name]-[hash]`,
  outExtension: { '.js': '.mjs' },
} as const satisfies BuildOptions;

/**
 * esbuild options to bundle one catalogue entry (relative to REPO_ROOT) as it deploys: `<outdir>/index.mjs`
 * and its chunks (FUNCTION_SPLIT_OPTIONS).
 */
export function functionBuildOptions(entry: string, outdir: string): BuildOptions {
  return {
    ...FUNCTION_BUNDLE_OPTIONS,
    ...FUNCTION_SPLIT_OPTIONS,
    mainFields: [...FUNCTION_BUNDLE_OPTIONS.mainFields],
    external: [...FUNCTION_BUNDLE_OPTIONS.external],
    define: { ...FUNCTION_BUNDLE_OPTIONS.define },
    outExtension: { ...FUNCTION_SPLIT_OPTIONS.outExtension },
    entryPoints: [join(REPO_ROOT, entry)],
    outdir,
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  };
}
