/**
 * Makes the AWS SDK clients' schema modules tree-shakable, so each Lambda bundle keeps only the operations it
 * calls (issue 39 "each function carries only what it uses"; docs/decisions.md IN1). Run on `postinstall`, after
 * patch-package, so the deploy's bundling (CDK's NodejsFunction runs esbuild on this node_modules) gets it too.
 *
 * The SDK v3 clients describe every operation and shape as array literals in
 * `@aws-sdk/client-<name>/dist-es/schemas/schemas_0.js`, with trait objects keyed by module constants:
 * `const _h = "http"; … export var GetObject$ = [9, n0, _GO, { [_h]: ["GET", "/{Key+}?x-id=GetObject", 200] }, …]`.
 * esbuild treats a computed key (`[_h]:`) as a possible side effect, so it keeps every such literal and all it
 * refers to: the whole S3 model (≈ 100 operations, 69 KB minified) in every function that signs one request,
 * built at module init. Writing each such key as the string literal it names (`"http":`) changes no value
 * (`{ [_h]: x }` and `{ "http": x }` are the same object when `_h === "http"`) and lets esbuild drop the
 * shapes no kept code reaches.
 *
 * Only keys that name a top-level `const _x = "…";` of the same file are rewritten, never `__proto__` (a literal
 * `"__proto__":` key would set the prototype where the computed one makes an own property). Running it again
 * changes nothing. Usage: `tsx infra/scripts/sdk-schema-keys.ts` (from the repository root).
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A top-level string constant of a generated schema module: `const _hH = "httpHeader";`. */
const STRING_CONSTANT = /^const (_[A-Za-z0-9_]*) = ("(?:[^"\\\n]|\\.)*");$/gm;
/** A computed object key naming such a constant: `[_hH]:`. */
const COMPUTED_KEY = /\[(_[A-Za-z0-9_]*)\]:/g;

/**
 * `source` with every computed key that names one of its string constants written as that string.
 * @returns the new source and how many keys were rewritten (0 when there were none, or on a second run).
 */
export function literalSchemaKeys(source: string): { source: string; replaced: number } {
  const constants = new Map<string, string>();
  for (const [, name, literal] of source.matchAll(STRING_CONSTANT)) constants.set(name, literal);
  let replaced = 0;
  const rewritten = source.replace(COMPUTED_KEY, (key, name: string) => {
    const literal = constants.get(name);
    if (literal === undefined || JSON.parse(literal) === '__proto__') return key;
    replaced += 1;
    return `${literal}:`;
  });
  return { source: rewritten, replaced };
}

/**
 * Rewrites the schema modules of every `@aws-sdk/client-*` package under `nodeModules` in place.
 * @returns each rewritten file (relative to `nodeModules`) with its count of keys.
 */
export function rewriteSdkSchemas(nodeModules: string): Array<{ file: string; replaced: number }> {
  const scope = join(nodeModules, '@aws-sdk');
  if (!existsSync(scope)) return [];
  const rewritten: Array<{ file: string; replaced: number }> = [];
  for (const client of readdirSync(scope).filter((name) => name.startsWith('client-'))) {
    const folder = join(scope, client, 'dist-es', 'schemas');
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
      const path = join(folder, name);
      const { source, replaced } = literalSchemaKeys(readFileSync(path, 'utf8'));
      if (replaced === 0) continue;
      writeFileSync(path, source);
      rewritten.push({ file: join('@aws-sdk', client, 'dist-es', 'schemas', name), replaced });
    }
  }
  return rewritten;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = rewriteSdkSchemas(join(process.cwd(), 'node_modules'));
  const keys = files.reduce((sum, file) => sum + file.replaced, 0);
  console.log(`sdk-schema-keys: ${keys} computed keys made literal in ${files.length} AWS SDK schema files`);
}
