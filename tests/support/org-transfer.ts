/**
 * Organization export and import in tests (issue 40): start a job and wait for it as the page does, read
 * an export zip (its manifest and the SHA-256 of every file entry), upload one for import, write zips of
 * chosen entries (bad input), and sign in as a demo person.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { fromBufferPromise, type Entry } from 'yauzl';
import { ZipFile } from 'yazl';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { postToPresigned } from './uploads';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';
import type { ExportManifest } from '../../functions/src/services/transfers/export-format';
import { api } from './api';

/** A job as the status routes answer it. */
export interface TransferJobView {
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error?: string;
  url?: string;
  counts?: Record<string, number>;
  organization_id?: string;
  organization_name?: string;
}

/** Poll `path` (a job's status route) until the job is done or failed (at most `timeoutMs`); the progress seen too. */
export async function waitForJob(
  path: string,
  token: string,
  timeoutMs = 60_000,
): Promise<{ job: TransferJobView; seen: number[] }> {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<TransferJobView>('GET', path, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(res.body.data.progress);
    if (res.body.data.status === 'done' || res.body.data.status === 'failed') return { job: res.body.data, seen };
    if (Date.now() > until) throw new Error(`Job at ${path} still ${res.body.data.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Export `orgId` as `token` and wait for it. @returns the job and the zip's bytes. */
export async function exportOrganization(orgId: string, token: string): Promise<{ job: TransferJobView; zip: Buffer }> {
  const started = await api<{ export_id: string }>('POST', `/api/v1/organizations/${orgId}/exports`, { token });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const { job } = await waitForJob(`/api/v1/organizations/${orgId}/exports/${started.body.data.export_id}`, token);
  expect(job.status, job.error).toBe('done');
  const download = await fetch(job.url!);
  expect(download.status).toBe(200);
  return { job, zip: Buffer.from(await download.arrayBuffer()) };
}

/** The manifest of an export zip, the SHA-256 of each `files/…` entry (by path below `files/`) and every entry's bytes. */
export async function readExportZip(
  zip: Buffer,
): Promise<{ manifest: ExportManifest; hashes: Map<string, string>; entries: Array<[string, Buffer]> }> {
  // Lazy entries: the listeners are on before the first entry is read.
  const file = await fromBufferPromise(zip, { lazyEntries: true });
  const entries: Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: Entry) => {
      entries.push(entry);
      file.readEntry();
    });
    file.on('end', resolve);
    file.on('error', reject);
    file.readEntry();
  });
  let manifest: ExportManifest | undefined;
  const hashes = new Map<string, string>();
  const all: Array<[string, Buffer]> = [];
  for (const entry of entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    all.push([entry.fileName, bytes]);
    if (entry.fileName === 'greenlight-export.json') manifest = JSON.parse(bytes.toString('utf8')) as ExportManifest;
    else if (entry.fileName.startsWith('files/'))
      hashes.set(entry.fileName.slice('files/'.length), createHash('sha256').update(bytes).digest('hex'));
  }
  file.close();
  if (!manifest) throw new Error('The zip has no manifest');
  return { manifest, hashes, entries: all };
}

/** A demo person's access token. */
export async function demoToken(email: string): Promise<string> {
  const res = await api<{ access_token: string }>('POST', '/api/v1/auth', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

/** Upload `zip` for import as the page does and start the import. @returns the POST's answer. */
export async function startImport(zip: Buffer, token: string) {
  const presigned = await api<PresignedPost>('POST', '/api/v1/organizations/imports/upload', { token });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  expect(await postToPresigned(presigned.body.data, zip, 'application/zip')).toBeLessThan(300);
  return api<{ import_id: string }>('POST', '/api/v1/organizations/imports', {
    token,
    body: { key: presigned.body.data.key },
  });
}

/** Import `zip` as `token` and wait for the job's end. */
export async function importOrganization(zip: Buffer, token: string): Promise<TransferJobView & { importId: string }> {
  const started = await startImport(zip, token);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const importId = started.body.data.import_id;
  const { job } = await waitForJob(`/api/v1/organization_imports/${importId}`, token);
  return { ...job, importId };
}

/** A zip of `entries` (name → bytes), written with yazl. */
export async function zipOf(entries: ReadonlyArray<[string, Buffer]>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
