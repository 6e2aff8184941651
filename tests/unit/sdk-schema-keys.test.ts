/**
 * The postinstall rewrite of the AWS SDK's schema modules (infra/scripts/sdk-schema-keys.ts; issue 39,
 * decisions IN1): computed keys naming a string constant become that string, nothing else changes, so the
 * schemas hold the same values and esbuild can drop the ones a bundle never reaches.
 */
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { literalSchemaKeys } from '../../infra/scripts/sdk-schema-keys';

/** A schema module in the SDK's generated form (client-s3's `schemas_0.js`, cut down). */
const SCHEMAS = [
  'const _GO = "GetObject";',
  'const _h = "http";',
  'const _hH = "httpHeader";',
  'const _p = "__proto__";',
  'const n0 = "com.amazonaws.s3";',
  'export var GetObjectOutput$ = [3, n0, "GetObjectOutput", 0, ["ContentType"], [[0, { [_hH]: "Content-Type" }]]];',
  'export var GetObject$ = [9, n0, _GO, { [_h]: ["GET", "/{Key+}?x-id=GetObject", 200] }, () => GetObjectOutput$];',
  'export var Lifecycle$ = [9, n0, "PutBucketLifecycleConfiguration", { [_h]: ["PUT", "/?lifecycle", 200] }, () => GetObjectOutput$];',
  'var other = "x";',
  'export var Odd$ = { [_p]: 1, [other]: 2 };',
].join('\n');

/** The module's exports, by running it (its `export var`s turned into properties of the result). */
function exportsOf(source: string): Record<string, unknown> {
  const names = [...source.matchAll(/^export var (\w+\$)/gm)].map((m) => m[1]);
  const body = `${source.replace(/^export var/gm, 'var')}\nreturn { ${names.join(', ')} };`;
  return new Function(body)() as Record<string, unknown>;
}

describe('literalSchemaKeys', () => {
  it('writes computed keys that name a string constant as that string', () => {
    const { source, replaced } = literalSchemaKeys(SCHEMAS);
    expect(replaced).toBe(3);
    expect(source).toContain('{ "httpHeader": "Content-Type" }');
    expect(source).toContain('{ "http": ["GET", "/{Key+}?x-id=GetObject", 200] }');
    expect(source).not.toMatch(/\[_h\]:|\[_hH\]:/);
  });

  it('leaves __proto__ and keys that name no string constant computed', () => {
    const { source } = literalSchemaKeys(SCHEMAS);
    expect(source).toContain('{ [_p]: 1, [other]: 2 }');
  });

  it('changes no value the module exports', () => {
    const before = exportsOf(SCHEMAS);
    const after = exportsOf(literalSchemaKeys(SCHEMAS).source);
    expect(JSON.stringify(after.GetObject$, (_, v: unknown) => (typeof v === 'function' ? String(v) : v))).toBe(
      JSON.stringify(before.GetObject$, (_, v: unknown) => (typeof v === 'function' ? String(v) : v)),
    );
    expect(after.GetObjectOutput$).toEqual(before.GetObjectOutput$);
    // A computed `__proto__` stays an own property, not the prototype.
    expect(Object.keys(after.Odd$ as object)).toEqual(['__proto__', 'x']);
  });

  it('changes nothing on a second run', () => {
    const once = literalSchemaKeys(SCHEMAS).source;
    expect(literalSchemaKeys(once)).toEqual({ source: once, replaced: 0 });
  });

  it('lets esbuild drop a schema nothing uses, which it keeps while its keys are computed', async () => {
    const unused = async (source: string) =>
      (await transform(`${source}\nconsole.log(GetObject$);`.replace(/^export var/gm, 'var'), { treeShaking: true }))
        .code;
    expect(await unused(SCHEMAS)).toContain('/?lifecycle');
    const shaken = await unused(literalSchemaKeys(SCHEMAS).source);
    expect(shaken).not.toContain('/?lifecycle');
    expect(shaken).toContain('/{Key+}?x-id=GetObject');
  });
});
