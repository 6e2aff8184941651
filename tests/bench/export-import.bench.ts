/**
 * Organization export and import, timed (issue 40 "Performance": "Exporting the demo organization with its
 * files takes ≤ 10 s, and importing it ≤ 20 s"): `npx tsx tests/bench/export-import.bench.ts`;
 * `npm run bench` runs it. Starts a fresh local stack with the demo data (infra/local/seed.ts: two
 * workspaces, about 30 cards, images and a PDF with their versions), then, as the demo Owner through the
 * API: an export from the POST until its job is done, and an import of that zip from the upload until its
 * job is done (both followed every 100 ms, as a page would). Prints both times against their targets, the
 * zip's size, and the load average; exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';
import { startLocalStack } from '../../infra/local/stack';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { postToPresigned } from '../support/uploads';

const EXPORT_TARGET_MS = 10_000;
const IMPORT_TARGET_MS = 20_000;

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-export-import-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR', seedDemoData: true });
let failed = false;
try {
  await stack.seed;
  /** One API call; the envelope's data. @throws on an error status. */
  const call = async <T>(method: string, path: string, token?: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data: T };
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  /** Follow a job until it ends. */
  const finish = async (path: string, token: string) => {
    for (;;) {
      const job = await call<{ status: string; error?: string; url?: string; counts?: Record<string, number> }>(
        'GET',
        path,
        token,
      );
      if (job.status === 'failed') throw new Error(`${path} failed: ${job.error}`);
      if (job.status === 'done') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const { access_token: token } = await call<{ access_token: string }>('POST', '/api/v1/auth', undefined, {
    email: 'demo@greenlight.local',
    password: DEMO_PASSWORD,
  });
  const orgId = (await call<Array<{ id: string; name: string }>>('GET', '/api/v1/organizations', token)).find(
    (o) => o.name === 'Northwind Agency',
  )!.id;

  const exportStart = performance.now();
  const { export_id } = await call<{ export_id: string }>('POST', `/api/v1/organizations/${orgId}/exports`, token);
  const exported = await finish(`/api/v1/organizations/${orgId}/exports/${export_id}`, token);
  const exportMs = performance.now() - exportStart;
  const zip = Buffer.from(await (await fetch(exported.url!)).arrayBuffer());

  const importStart = performance.now();
  const presigned = await call<PresignedPost>('POST', '/api/v1/organizations/imports/upload', token);
  if ((await postToPresigned(presigned, zip, 'application/zip')) >= 300) throw new Error('The upload failed');
  const { import_id } = await call<{ import_id: string }>('POST', '/api/v1/organizations/imports', token, {
    key: presigned.key,
  });
  await finish(`/api/v1/organization_imports/${import_id}`, token);
  const importMs = performance.now() - importStart;

  const c = exported.counts ?? {};
  console.log(
    `Demo organization: ${c.cards} cards, ${c.comments} comments, ${c.files} files, zip ${(zip.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`Export ${(exportMs / 1000).toFixed(2)} s (target ≤ ${EXPORT_TARGET_MS / 1000} s)`);
  console.log(`Import ${(importMs / 1000).toFixed(2)} s (target ≤ ${IMPORT_TARGET_MS / 1000} s)`);
  console.log(load());
  failed = exportMs > EXPORT_TARGET_MS || importMs > IMPORT_TARGET_MS;
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('Export/import bench: a target was missed.');
  process.exit(1);
}
