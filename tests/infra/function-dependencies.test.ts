/**
 * Each function carries only what it uses (issue 39; decisions LD2, LD3), checked on the bundles built
 * with the deploy's esbuild options (infra/lib/bundling.ts):
 * - a function that may not write the uploads bucket (FUNCTION_NEEDS.uploads is 'read' or absent) never
 *   calls S3, so its bundle holds no `@aws-sdk/client-s3`; those that sign GET URLs (stages,
 *   notifications, auth, admin) carry the presigner alone (functions/src/lib/aws/s3-presign.ts);
 * - lib-storage (streamed multipart uploads) ships only to the functions that stream zips and exports;
 * - no function loads the S3 client at module init: it is in a chunk the first S3 call loads (decisions KI2);
 * - FUNCTION_NEEDS.nativeModules is the smallest NATIVE_MODULE_SETS entry holding the native packages the
 *   bundle imports, and only the contents function ships the PDF renderer.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MODULE_SETS, NATIVE_MODULES, nativeModuleSetFor, REPO_ROOT } from '../../infra/lib/bundling';
import { FUNCTION_NEEDS, type FunctionName } from '../../infra/lib/constructs/functions';
import { buildFunctionBundles, kilobytes, type FunctionBundle } from '../support/function-bundles';

/** Functions the issue names: they show stored files but never store them. */
const SIGN_ONLY = ['stages', 'notifications', 'auth', 'admin'];
/** Functions that write streams of unknown length (lib/aws/s3-stream-upload.ts): card zips, organization export and import. */
const STREAMING = ['contents', 'transfer-worker'];
/** The PDF renderer's packages: only `contents` renders and writes PDFs. */
const PDF_PACKAGES = ['pdfjs-dist', '@napi-rs/canvas', 'pdf-lib'];

let bundles: FunctionBundle[];
const needsOf = (name: string) => FUNCTION_NEEDS[name as FunctionName];
const bytesOf = (bundle: FunctionBundle, source: string) =>
  bundle.contributions.find((c) => c.source === source)?.bytes ?? 0;
const initBytesOf = (bundle: FunctionBundle, source: string) =>
  bundle.initContributions.find((c) => c.source === source)?.bytes ?? 0;
/**
 * The S3 client's own packages (not the SDK core that DynamoDB shares, nor the GET-URL presigner's signer, LD2):
 * none of them may load at module init.
 */
const S3_CLIENT_PACKAGES = [
  '@aws-sdk/client-s3',
  '@aws-sdk/middleware-sdk-s3',
  '@aws-sdk/s3-presigned-post',
  '@aws-sdk/lib-storage',
];

beforeAll(async () => {
  bundles = await buildFunctionBundles(join(REPO_ROOT, '.build', 'function-bundles-deps'));
});

describe('SDK clients per function', () => {
  it('bundles @aws-sdk/client-s3 only into functions that may write the uploads bucket', () => {
    const carrying = bundles
      .filter((b) => needsOf(b.name).uploads !== 'readWrite' && bytesOf(b, '@aws-sdk/client-s3') > 0)
      .map((b) => `${b.name} (${kilobytes(bytesOf(b, '@aws-sdk/client-s3'))})`);
    expect(carrying, 'import functions/src/lib/aws/s3-presign.ts, not lib/aws/s3.ts, to sign GET URLs').toEqual([]);
  });

  it('bundles lib-storage only into the functions that stream zips, exports and imports', () => {
    const carrying = bundles.filter((b) => bytesOf(b, '@aws-sdk/lib-storage') > 0).map((b) => b.name);
    expect(carrying.sort()).toEqual([...STREAMING].sort());
  });

  it('loads the S3 client on the first S3 call, in a chunk of its own, never at module init (decisions KI2)', () => {
    const storing = bundles.filter((b) => bytesOf(b, '@aws-sdk/client-s3') > 0);
    // The functions that store files still carry the client (LD1), beside index.mjs.
    expect(storing.map((b) => b.name)).toEqual(expect.arrayContaining(['approvals', 'cards', 'workspaces', 'imports']));
    for (const bundle of bundles) {
      const atInit = S3_CLIENT_PACKAGES.filter((source) => initBytesOf(bundle, source) > 0);
      expect(atInit, `${bundle.name}: import @aws-sdk/client-s3 only in functions/src/lib/aws/s3-sdk.ts`).toEqual([]);
      expect(bundle.initBytes, bundle.name).toBeLessThanOrEqual(bundle.bytes);
    }
  });

  it('signs URLs in stages, notifications, auth and admin with the presigner alone', () => {
    for (const name of SIGN_ONLY) {
      const bundle = bundles.find((b) => b.name === name)!;
      expect(needsOf(name).uploads, name).toBe('read');
      expect(bytesOf(bundle, '@aws-sdk/s3-request-presigner'), name).toBeGreaterThan(0);
      for (const heavy of ['@aws-sdk/client-s3', '@aws-sdk/middleware-sdk-s3', '@aws-sdk/lib-storage'])
        expect(bytesOf(bundle, heavy), `${name}: ${heavy}`).toBe(0);
    }
  });
});

describe('native modules per function', () => {
  it('marks each function with the smallest set holding the native packages its bundle imports', () => {
    for (const bundle of bundles) {
      const imported = bundle.externalPackages.filter((p) => (NATIVE_MODULES as readonly string[]).includes(p));
      expect(needsOf(bundle.name).nativeModules, `${bundle.name} imports ${imported.join(', ') || 'none'}`).toBe(
        nativeModuleSetFor(imported),
      );
    }
  });

  it('ships the PDF renderer to the contents function only', () => {
    const withPdf = (Object.keys(FUNCTION_NEEDS) as FunctionName[]).filter((name) => {
      const set = FUNCTION_NEEDS[name].nativeModules;
      return set !== undefined && (NATIVE_MODULE_SETS[set] as readonly string[]).some((m) => PDF_PACKAGES.includes(m));
    });
    expect(withPdf).toEqual(['contents']);
    expect(bundles.filter((b) => b.externalPackages.some((p) => PDF_PACKAGES.includes(p))).map((b) => b.name)).toEqual([
      'contents',
    ]);
  });
});
