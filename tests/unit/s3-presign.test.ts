/**
 * The light presigner (functions/src/lib/aws/s3-presign.ts; issue 39, decisions LD2) signs exactly the
 * URL the SDK's `getSignedUrl(S3Client, GetObjectCommand)` signs with the functions' client settings
 * (functions/src/lib/aws/s3.ts, which signed this way before), on AWS's
 * virtual-hosted endpoint and path-style under AWS_ENDPOINT_URL_S3 (the local stack), for keys and
 * response headers that need encoding.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ENV = {
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  AWS_SESSION_TOKEN: 'session/token+=',
  AWS_REGION: 'eu-west-3',
  UPLOADS_BUCKET: 'greenlight-uploads-test',
};

const CASES = [
  { key: 'avatars/u1/v2/thumb.png', options: { expiresIn: 3600 } },
  {
    key: "comments/c 1/Résumé (final)!*'.pdf",
    options: {
      expiresIn: 3600,
      responseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent('Résumé (final).pdf')}`,
      responseContentType: 'application/pdf',
    },
  },
  { key: 'contents/x/v1/page-1.png', options: { expiresIn: 4500, responseContentType: 'image/png' } },
];

type Options = {
  expiresIn: number;
  responseContentDisposition?: string;
  responseContentType?: string;
  signingDate?: Date;
};

/** The SDK's URL, with the client settings of functions/src/lib/aws/s3.ts. */
function sdkUrl(key: string, options: Options): Promise<string> {
  const client = new S3Client({
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const command = new GetObjectCommand({
    Bucket: process.env.UPLOADS_BUCKET,
    Key: key,
    ResponseContentDisposition: options.responseContentDisposition,
    ResponseContentType: options.responseContentType,
  });
  return getSignedUrl(client, command, { expiresIn: options.expiresIn, signingDate: options.signingDate });
}

/** Both presigners; the light one loaded fresh (it keeps its signer per module instance). */
async function presigners() {
  vi.resetModules();
  const light = await import('../../functions/src/lib/aws/s3-presign');
  return { sdk: sdkUrl, light: light.presignedObjectUrl };
}

describe('presignedObjectUrl without the S3 client', () => {
  const saved = { ...process.env };
  beforeEach(() => Object.assign(process.env, ENV));
  afterEach(() => {
    process.env = { ...saved };
  });

  for (const endpoint of [undefined, 'http://127.0.0.1:4569']) {
    it(`matches the SDK's URL ${endpoint ? 'path-style under AWS_ENDPOINT_URL_S3' : 'on the regional endpoint'}`, async () => {
      if (endpoint) process.env.AWS_ENDPOINT_URL_S3 = endpoint;
      else delete process.env.AWS_ENDPOINT_URL_S3;
      const { sdk, light } = await presigners();
      const signingDate = new Date('2026-12-06T10:15:00Z');
      for (const { key, options } of CASES) {
        const expected = await sdk(key, { ...options, signingDate });
        const actual = await light(key, { ...options, signingDate });
        expect(actual, key).toBe(expected);
        expect(new URL(actual).host).toBe(
          endpoint ? '127.0.0.1:4569' : `${ENV.UPLOADS_BUCKET}.s3.eu-west-3.amazonaws.com`,
        );
      }
    });
  }

  it('signs with the credentials in the environment at call time, and fails clearly without them', async () => {
    const { light } = await presigners();
    const url = new URL(await light('a/b.png', { expiresIn: 60 }));
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    delete process.env.AWS_ACCESS_KEY_ID;
    await expect(light('a/b.png', { expiresIn: 60 })).rejects.toThrow(/credentials/i);
  });
});
