/**
 * How every Lambda of Greenlight is bundled: the ONE set of esbuild options that CDK's AppFunction
 * passes to NodejsFunction and that the bundle checks build with (`tests/infra/bundle-size.test.ts`,
 * `npm run bench` via `tests/bench/lambda-bundles.ts`), so what is measured is what deploys
 * (issue 11 "Lambda size and cold start"; BRIEF §5 "Infra", §6; docs/decisions.md I7, I9).
 *
 * - ESM output with `mainFields: module,main`: esbuild reads packages' ES builds and tree-shakes them.
 *   The `createRequire` banner gives CommonJS code inside the bundle a working `require`.
 * - No AWS SDK client is bundled or taken from the runtime: the functions call AWS by signed fetch
 *   (functions/src/lib/aws/, decisions I18), and `@aws-sdk/lib-dynamodb`, whose document commands
 *   DynamoDB-Toolbox builds, is replaced by the command classes our DynamoDB client reads
 *   (lib/bundling/dynamodb-commands.ts).
 * - Minified, no source maps (BRIEF §5: `--enable-source-maps` triples error-path latency).
 * - NATIVE_MODULES (sharp) are never bundled (I4).
 *
 * This module imports no CDK code, so tests and benchmarks can use it with esbuild alone.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/** Repository root: catalogue entries (functions/src/catalogue.ts) are relative to it. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Packages with native or WebAssembly binaries (sharp; mupdf, the PDF renderer): never bundled, shipped in node_modules to the functions that need them. */
export const NATIVE_MODULES = ['sharp', 'mupdf'] as const;

/** Lambda's Node.js major version, as esbuild's target. */
export const BUNDLE_TARGET = 'node22';

/** Gives CommonJS code inside the ES module bundle a `require` (the pattern the Powertools docs recommend). */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __greenlightCreateRequire } from 'node:module';const require = __greenlightCreateRequire(import.meta.url);";

/** Packages replaced inside bundles: package name → absolute path of the stand-in (see each file's docstring). */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  // DynamoDB-Toolbox imports lib-dynamodb's commands; the DynamoDB client only needs their classes (decisions I18).
  '@aws-sdk/lib-dynamodb': join(REPO_ROOT, 'functions', 'src', 'lib', 'bundling', 'dynamodb-commands.ts'),
};

/**
 * Largest minified bundle (index.mjs) any function may have, in bytes: BRIEF §6 and issue 11's 300 KB
 * (decision I9). Every function meets it since the data layer moved to DynamoDB-Toolbox (I20) and rich
 * text to js-xss (I21): 166–300 KB, `cards` the largest.
 */
export const BUNDLE_BUDGET_BYTES = 300 * 1024;

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
  external: [...NATIVE_MODULES],
  alias: { ...BUNDLE_ALIASES },
} as const satisfies BuildOptions;

/** esbuild options to bundle one catalogue entry (relative to REPO_ROOT) exactly as CDK does. */
export function functionBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    ...FUNCTION_BUNDLE_OPTIONS,
    mainFields: [...FUNCTION_BUNDLE_OPTIONS.mainFields],
    external: [...FUNCTION_BUNDLE_OPTIONS.external],
    entryPoints: [join(REPO_ROOT, entry)],
    outfile,
    absWorkingDir: REPO_ROOT,
    logLevel: 'warning',
  };
}
