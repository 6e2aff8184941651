/**
 * The Lambda bundles work as deployed (issue 11 "Lambda size and cold start"; decision I11): bundles built
 * with the deploy's esbuild options (infra/lib/bundling.ts) are imported and invoked against the local
 * stack. This covers what only the bundles do: the SDK v3 clients with the environment variables'
 * credentials only (`fromEnv`, as Lambda sets them; I11, I18), DynamoDB-Toolbox on the bundled
 * document client (I20), js-xss for rich text (I21), sharp loaded on first use, and the S3 client loaded from
 * its own chunk on the first S3 call (decisions KI2).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_FUNCTIONS } from '../../functions/src/catalogue';
import { REPO_ROOT } from '../../infra/lib/bundling';
import { boardFixture, signedInUser, type SignedInUser } from '../support/api';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { buildFunctionBundle, type FunctionBundle } from '../support/function-bundles';
import { invokeCounting } from '../support/invoke';
import { postToPresigned } from '../support/uploads';

type Handler = (event: never, context: never) => Promise<unknown>;

/** Own folder, so the bundle-size test can build at the same time. */
const DIR = join(REPO_ROOT, '.build', 'function-bundles-integration');
const bundles = new Map<string, FunctionBundle>();

async function handlerOf(name: string): Promise<Handler> {
  const bundle = bundles.get(name)!;
  return ((await import(pathToFileURL(bundle.file).href)) as { handler: Handler }).handler;
}

let user: SignedInUser;

beforeAll(async () => {
  const wanted = HTTP_FUNCTIONS.filter(
    (fn) => fn.name === 'health' || fn.name === 'organizations' || fn.name === 'comments',
  );
  for (const bundle of await Promise.all(wanted.map((fn) => buildFunctionBundle(fn, DIR))))
    bundles.set(bundle.name, bundle);
  user = await signedInUser('bundle');
});

describe('Lambda bundles against the local stack', () => {
  it('carry the SDK clients they use, with the environment credentials instead of the default chain (decisions I11, I18)', () => {
    for (const bundle of bundles.values()) {
      const sources = bundle.contributions.map((c) => c.source);
      expect(sources, bundle.name).toEqual(
        expect.arrayContaining(['@aws-sdk/client-dynamodb', '@aws-sdk/credential-provider-env']),
      );
      expect(sources, bundle.name).not.toContain('@aws-sdk/credential-provider-node');
    }
  });

  it('answer health from DynamoDB, signed with the environment credentials', async () => {
    const res = await invokeCounting(await handlerOf('health'), {
      routeKey: 'GET /api/v1/health',
      path: '/api/v1/health',
      userId: user.userId,
    });
    expect(res).toMatchObject({ statusCode: 200, body: { status: 'ok', data: { status: 'ok' } } });
  });

  it("read the caller's organizations through DynamoDB-Toolbox and the bundled document client", async () => {
    const res = await invokeCounting(await handlerOf('organizations'), {
      routeKey: 'GET /api/v1/organizations',
      path: '/api/v1/organizations',
      userId: user.userId,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain(user.personalOrganizationId);
  });

  it('sanitize comments with js-xss in the bundle (decisions I21): styles, handlers and scripts go', async () => {
    expect(bundles.get('comments')!.contributions.map((c) => c.source)).toContain('xss');
    const { workspaceId, stages } = await boardFixture(user, ['S'], 1);
    const cardId = stages[0].cardIds[0];
    const res = await invokeCounting(await handlerOf('comments'), {
      routeKey: 'POST /api/v1/workspaces/{id}/content_groups/{cid}/comments',
      path: `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/comments`,
      pathParameters: { id: workspaceId, cid: cardId },
      userId: user.userId,
      body: {
        comment: {
          internal: true,
          description:
            '<p style="color:red" onclick="alert(1)"><strong>ok</strong></p><script>alert(1)</script><span style="x">s</span>',
        },
      },
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    expect((res.body.data as { comment: { description: string } }).comment.description).toBe(
      '<p><strong>ok</strong></p>s',
    );
  });

  it('load the S3 client from its chunk on the first S3 call: a presigned POST, then a HeadObject (decisions KI2)', async () => {
    const organizations = bundles.get('organizations')!;
    expect(organizations.contributions.map((c) => c.source)).toContain('@aws-sdk/client-s3');
    expect(organizations.initContributions.map((c) => c.source)).not.toContain('@aws-sdk/client-s3');
    const handler = await handlerOf('organizations');
    const presigned = await invokeCounting(handler, {
      routeKey: 'POST /api/v1/organizations/imports/upload',
      path: '/api/v1/organizations/imports/upload',
      userId: user.userId,
      body: {},
    });
    expect(presigned.statusCode, JSON.stringify(presigned.body)).toBe(200);
    const form = presigned.body.data as PresignedPost;
    // s3rver accepts the form the chunk's signer made, and the confirm reads the object's size (HeadObject).
    expect(await postToPresigned(form, Buffer.from('PK not really a zip'), 'application/zip')).toBeLessThan(300);
    const started = await invokeCounting(handler, {
      routeKey: 'POST /api/v1/organizations/imports',
      path: '/api/v1/organizations/imports',
      userId: user.userId,
      body: { key: form.key },
    });
    expect(started.statusCode, JSON.stringify(started.body)).toBe(202);
  });
});
