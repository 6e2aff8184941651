/**
 * The AWS SDK as the functions bundle it sends and reads exactly what the SDK as published does (issue 39,
 * decisions IN1, IN2): tests/support/sdk-requests.ts makes Greenlight's S3, SQS and DynamoDB calls against a
 * recording handler, once as Node loads the SDK (its CommonJS build, which neither the schema-key rewrite nor
 * the @smithy/core patch touches) and once bundled with the deploy's esbuild options (its ES build, rewritten
 * and patched). Requests (method, host, path, query, headers but the signature and dates, body) and parsed
 * answers must be the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { FUNCTION_BUNDLE_OPTIONS, REPO_ROOT } from '../../infra/lib/bundling';
import { sdkRequests } from '../support/sdk-requests';

const dir = mkdtempSync(join(tmpdir(), 'sdk-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the bundled AWS SDK', () => {
  it('sends and parses what the published SDK does', async () => {
    const outfile = join(dir, 'sdk-requests.mjs');
    const result = await build({
      ...FUNCTION_BUNDLE_OPTIONS,
      mainFields: [...FUNCTION_BUNDLE_OPTIONS.mainFields],
      external: [...FUNCTION_BUNDLE_OPTIONS.external],
      define: { ...FUNCTION_BUNDLE_OPTIONS.define },
      entryPoints: [join(REPO_ROOT, 'tests', 'support', 'sdk-requests.ts')],
      outfile,
      absWorkingDir: REPO_ROOT,
      logLevel: 'warning',
      metafile: true,
    });
    // The bundle is made of the ES builds the rewrite and the patch change.
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('node_modules/@aws-sdk/client-s3/dist-es/schemas/schemas_0.js');
    expect(inputs).toContain('node_modules/@smithy/core/dist-es/submodules/protocols/HttpProtocol.js');
    const bundled = (await import(pathToFileURL(outfile).href)) as { sdkRequests: typeof sdkRequests };
    const published = await sdkRequests();
    const fromBundle = await bundled.sdkRequests();
    expect(published.requests).toHaveLength(9);
    expect(fromBundle.requests).toEqual(published.requests);
    expect(fromBundle.outputs).toEqual(published.outputs);
  });
});
