/**
 * Every Lambda bundle stays within the size budget (issue 11 "Lambda size and cold start"; BRIEF §6;
 * decision I9): each catalogue function is bundled with the deploy's esbuild options
 * (infra/lib/bundling.ts, which CDK's AppFunction uses too), in parallel, and its minified index.mjs with
 * its chunks (decisions KI2) must be at most BUNDLE_BUDGET_BYTES. The sizes are printed, largest contributors first.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS } from '../../functions/src/catalogue';
import { BUNDLE_BUDGET_BYTES } from '../../infra/lib/bundling';
import { buildFunctionBundles, kilobytes, type FunctionBundle } from '../support/function-bundles';

let bundles: FunctionBundle[];
/** A bundle's code: index.mjs and its chunks. */
const codeOf = (b: FunctionBundle) => b.files.map((file) => readFileSync(file, 'utf8')).join('\n');

beforeAll(async () => {
  bundles = await buildFunctionBundles();
  for (const b of [...bundles].sort((x, y) => y.bytes - x.bytes)) {
    const largest = b.contributions
      .slice(0, 4)
      .map((c) => `${c.source} ${kilobytes(c.bytes)}`)
      .join(', ');
    console.log(`${b.name.padEnd(18)} ${kilobytes(b.bytes).padStart(9)}  (${largest})`);
  }
});

describe('Lambda bundles', () => {
  it('builds one bundle per catalogue function', () => {
    expect(bundles.map((b) => b.name).sort()).toEqual(ALL_FUNCTIONS.map((f) => f.name).sort());
  });

  it(`keeps every bundle at most ${kilobytes(BUNDLE_BUDGET_BYTES)} minified`, () => {
    const over = bundles.filter((b) => b.bytes > BUNDLE_BUDGET_BYTES).map((b) => `${b.name} ${kilobytes(b.bytes)}`);
    expect(
      over,
      `over the ${kilobytes(BUNDLE_BUDGET_BYTES)} budget (decision I9): is an SDK package bundled twice, the default credential chain, classic zod or another domain's code in?`,
    ).toEqual([]);
  });

  it('carries zod/mini, not classic zod: at most 45 KB of zod in any bundle (decision I19)', () => {
    // Classic zod cannot be tree-shaken (≈ 95 KB per function); the shared schemas' zod/mini is ≈ 30–37 KB.
    const heavy = bundles
      .map((b) => ({ name: b.name, zod: b.contributions.find((c) => c.source === 'zod')?.bytes ?? 0 }))
      .filter((b) => b.zod > 45 * 1024)
      .map((b) => `${b.name} ${kilobytes(b.zod)}`);
    expect(heavy, 'zod over 45 KB: is classic zod imported instead of shared/schemas/zod?').toEqual([]);
  });

  it('carries neither the X-Ray SDK (decision I10), ElectroDB (I20) nor sanitize-html (I21)', () => {
    for (const b of bundles) {
      const sources = b.contributions.map((c) => c.source);
      expect(sources, b.name).not.toContain('aws-xray-sdk-core');
      expect(sources, b.name).not.toContain('electrodb');
      expect(sources, b.name).not.toContain('sanitize-html');
    }
  });

  it('calls AWS through the SDK v3 clients, with the environment credentials only (decisions I11, I18)', () => {
    for (const b of bundles) {
      const sources = b.contributions.map((c) => c.source);
      // Every function reads the table through DynamoDB-Toolbox on the SDK's document client.
      expect(sources, b.name).toEqual(
        expect.arrayContaining([
          '@aws-sdk/client-dynamodb',
          '@aws-sdk/lib-dynamodb',
          '@aws-sdk/credential-provider-env',
        ]),
      );
      // The hand-made signed fetch is gone, and the default credential chain (STS, SSO…) stays out of Lambda.
      expect(sources, b.name).not.toContain('aws4fetch');
      expect(sources, b.name).not.toContain('@aws-sdk/credential-provider-node');
      expect(sources, b.name).not.toContain('@aws-sdk/nested-clients');
    }
  });

  it("keeps only the S3 operations a function calls, not the SDK's whole S3 model (issue 39, decisions IN1)", () => {
    const withS3 = bundles.filter((b) => b.contributions.some((c) => c.source === '@aws-sdk/client-s3'));
    expect(withS3.length).toBeGreaterThan(0);
    for (const b of withS3) {
      const code = codeOf(b);
      // PutBucketLifecycleConfiguration's HTTP binding: no function calls it. Its schema stays in a bundle only
      // when the SDK's schema keys are computed (`{ [_h]: … }`): `npm ci` runs infra/scripts/sdk-schema-keys.ts.
      expect(code, `${b.name}: has postinstall run infra/scripts/sdk-schema-keys.ts?`).not.toContain('/?lifecycle');
      expect(b.contributions.find((c) => c.source === '@aws-sdk/client-s3')!.bytes, b.name).toBeLessThan(60 * 1024);
    }
  });

  it('imports sharp only when a picture is rendered, never at cold start (decision I11)', () => {
    for (const b of bundles) {
      // A static import would load sharp's native binary during init (≈ 150 ms here).
      expect(codeOf(b), b.name).not.toMatch(/\bfrom\s*["']sharp["']/);
    }
  });
});
