/**
 * Rebuilds one function's asset with code splitting (issue 39; decisions KI2): AppFunction's `afterBundling`
 * hook runs `tsx infra/scripts/bundle-function.ts <entry> <outputDir>` after CDK's NodejsFunction has written
 * its single `index.mjs` there (CDK passes esbuild `--outfile`, which esbuild refuses with splitting). The
 * script replaces that file with `index.mjs` and its `chunks/`, built with functionBuildOptions
 * (infra/lib/bundling.ts), the options the bundle-size test and `npm run bench:lambda` build with, so what is
 * measured is what deploys. `<entry>` is relative to the repository root. Exits 1 with esbuild's errors.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { CHUNKS_DIR, functionBuildOptions } from '../lib/bundling';

const [entry, outputDir] = process.argv.slice(2);
if (!entry || !outputDir) {
  console.error('usage: tsx infra/scripts/bundle-function.ts <entry relative to the repository> <output folder>');
  process.exit(1);
}
const out = resolve(outputDir);
rmSync(join(out, 'index.mjs'), { force: true });
rmSync(join(out, CHUNKS_DIR), { recursive: true, force: true });
try {
  await build(functionBuildOptions(entry, out));
} catch {
  // esbuild has printed its errors (logLevel 'warning').
  process.exit(1);
}
