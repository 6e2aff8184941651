/**
 * The local gateway compresses as CloudFront does (issue 27 "Compression and fewer files"; decisions L8):
 * web assets and API answers of 1,000 bytes or more go out brotli-encoded for clients that take `br`,
 * gzip for those that take only `gzip`, as they are otherwise; small answers and pictures as they are.
 */
import { request } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type LocalGateway } from '../../infra/local/gateway';
import { chooseEncoding } from '../../infra/local/compression';

let gateway: LocalGateway;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
// Above CloudFront's 1,000-byte floor, as the built page is (its module preloads).
const page = `<!doctype html><title>Greenlight</title>\n${Array.from({ length: 40 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`).join('\n')}\n`;
const answer = JSON.stringify({
  status: 'ok',
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Card ${i}` })),
});

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'app.js'), script);
  writeFileSync(join(dist, 'tiny.js'), 'export {};');
  writeFileSync(join(dist, 'logo.png'), Buffer.alloc(4000, 7));
  gateway = await startGateway({
    port: 0,
    webDist: dist,
    sesEndpoint: 'http://127.0.0.1:1',
    authorize: async () => null,
    // Every route answers the big JSON (health is public).
    loadHttpHandler: async () => async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: answer,
    }),
    loadWebSocketHandler: async () => async () => ({ statusCode: 200 }),
    runSchedule: async () => [],
  });
});

afterAll(() => gateway.stop());

/** GET `path` with `Accept-Encoding`, without decoding: status, headers and the raw bytes. */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    encoding: string | undefined;
    vary: string | undefined;
    type: string | undefined;
    cacheControl: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      `${gateway.url}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            vary: res.headers.vary,
            type: res.headers['content-type'],
            cacheControl: res.headers['cache-control'],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the local gateway compresses like CloudFront', () => {
  it('picks brotli, then gzip, by Accept-Encoding and its q-values', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('serves a web asset brotli- or gzip-encoded, and as it is to a client that takes neither', async () => {
    const br = await rawGet('/app.js', 'gzip, deflate, br');
    expect(br).toMatchObject({ status: 200, encoding: 'br', vary: 'Accept-Encoding' });
    expect(br.type).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);
    const gzip = await rawGet('/app.js', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet('/app.js');
    expect(plain.encoding).toBeUndefined();
    // The uncompressed answer says it varies too, so no cache hands it to a client that takes brotli.
    expect(plain.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('serves the page (index.html) brotli- or gzip-encoded at / and at every client-side route, revalidated as deployed', async () => {
    for (const path of ['/', '/organizations/o1/workspaces/w1/board']) {
      const br = await rawGet(path, 'gzip, deflate, br');
      expect(br).toMatchObject({
        status: 200,
        encoding: 'br',
        vary: 'Accept-Encoding',
        cacheControl: 'public, max-age=0, must-revalidate',
      });
      expect(br.type).toMatch(/^text\/html/);
      expect(brotliDecompressSync(br.body).toString()).toBe(page);
      const gzip = await rawGet(path, 'gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(page);
      const plain = await rawGet(path);
      expect(plain).toMatchObject({
        status: 200,
        encoding: undefined,
        vary: 'Accept-Encoding',
        cacheControl: 'public, max-age=0, must-revalidate',
      });
      expect(plain.body.toString()).toBe(page);
    }
    // A browser's fetch decodes it.
    expect(await (await fetch(`${gateway.url}/organizations/o1`)).text()).toBe(page);
  });

  it('leaves small files and pictures as they are', async () => {
    expect((await rawGet('/tiny.js', 'br')).encoding).toBeUndefined();
    const png = await rawGet('/logo.png', 'br');
    expect(png.encoding).toBeUndefined();
    expect(png.body.length).toBe(4000);
  });

  it('compresses API answers per request', async () => {
    const br = await rawGet('/api/v1/health', 'br, gzip');
    expect(br).toMatchObject({ status: 200, encoding: 'br', vary: 'Accept-Encoding' });
    expect(br.type).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.body).toString()).toBe(answer);
    const gzip = await rawGet('/api/v1/health', 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(answer);
    expect((await rawGet('/api/v1/health')).body.toString()).toBe(answer);
    // fetch decodes it as browsers do.
    expect(await (await fetch(`${gateway.url}/api/v1/health`)).text()).toBe(answer);
  });
});
