/**
 * Compression as CloudFront does it (issue 27 "the local gateway serves the web assets and API answers
 * with brotli or gzip, as CloudFront does, so local measurements match what is deployed"; decisions L8):
 * a text answer of 1,000 bytes or more (CloudFront's lower bound) goes out brotli-encoded when the
 * request's `Accept-Encoding` takes `br`, else gzip when it takes `gzip`, else as it is; `Vary:
 * Accept-Encoding` says so to caches. A web asset is compressed on its first request at the best quality
 * (off the event loop) and kept, as a CDN edge keeps it; API answers are compressed per answer at a
 * quality that costs milliseconds (brotli 5, gzip 6), as a CDN does for dynamic content, also off the event
 * loop (zlib's thread pool): CloudFront compresses on its own machines, never in the Lambda, and the loop
 * here also runs the Lambdas' code (and, in the benches, their client).
 * Node's own zlib; nothing from npm.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses answers from 1,000 bytes to 10 MB. */
export const MIN_COMPRESSED_BYTES = 1000;

/** Content types worth compressing (CloudFront's list, shortened to what Greenlight serves). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** The files of a web build by extension, with their content types. */
const STATIC_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The encoding to answer with for an `Accept-Encoding` header: `br` when it is accepted (q > 0), else
 * `gzip`, else null. `*` accepts both.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/** zlib options: brotli at quality 11 (`best`) or 5, text mode; gzip at level 9 or 6. */
const brotliOptions = (size: number, best: boolean): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});
const gzipOptions = (best: boolean): ZlibOptions => ({ level: best ? 9 : 6 });

/** `body` encoded off the event loop (zlib's thread pool): web assets at the best quality, API answers not. */
export function encodeAsync(body: Buffer, encoding: Encoding, best = true): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.length, best)) : gzipAsync(body, gzipOptions(best));
}

/** Whether an answer of `contentType` and `size` bytes is compressed. */
export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= MIN_COMPRESSED_BYTES && COMPRESSIBLE.test(contentType ?? '');
}

/**
 * Send `body` (an API answer whose headers are set) compressed when the request takes it and its
 * `Content-Type` is text; otherwise as it is (a string without a type goes out as Express sends it).
 * Sets `Content-Encoding` and `Vary`; the length is Express's. Compressed in zlib's thread pool (brotli 5,
 * gzip 6), so the event loop goes on meanwhile (decisions BD3: a 790 KB board answer costs 2.7 ms at gzip 6).
 */
export async function sendCompressed(req: Request, res: Response, body: Buffer | string): Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const type = res.getHeader('content-type');
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (
    !encoding ||
    res.getHeader('content-encoding') ||
    !isCompressible(typeof type === 'string' ? type : undefined, size)
  ) {
    res.send(body);
    return;
  }
  const encoded = await encodeAsync(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, encoding, false);
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('content-encoding', encoding);
  res.send(encoded);
}

/** A compressed file kept per encoding and path while its size and time stay, as a CDN edge keeps it. */
type FileCache = Map<string, { version: string; body: Promise<Buffer> }>;

/**
 * Sends `file` (a text file of `type`) compressed when the request takes brotli or gzip and the file is
 * 1,000 bytes or more, with `cacheControl`. Answers false, having sent nothing, when it does not apply
 * (no such file, too small, an encoding the client does not take) or the read failed; `Vary:
 * Accept-Encoding` is set in every case, since the answer depends on that header.
 */
async function sendCompressedFile(
  req: Request,
  res: Response,
  file: string,
  type: string,
  cacheControl: string,
  cache: FileCache,
): Promise<boolean> {
  res.setHeader('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding) return false;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size < MIN_COMPRESSED_BYTES) return false;
    const version = `${info.size}:${info.mtimeMs}`;
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      entry = { version, body: readFile(file).then((bytes) => encodeAsync(bytes, encoding)) };
      cache.set(key, entry);
    }
    const body = await entry.body.catch((error: unknown) => {
      cache.delete(key);
      throw error;
    });
    res.setHeader('content-type', type);
    res.setHeader('content-encoding', encoding);
    res.setHeader('cache-control', cacheControl);
    res.setHeader('last-modified', info.mtime.toUTCString());
    res.setHeader('content-length', String(body.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Middleware serving the text files of the web build at `root` compressed (each file and encoding
 * compressed once, at best quality, and kept while its size and time stay), with `Cache-Control:
 * max-age` of `maxAgeSeconds`; it passes on what it does not serve (other files, other methods,
 * requests that take neither encoding), for `express.static`, with `Vary: Accept-Encoding` already set
 * on a text file's answer.
 */
export function compressedStatic(root: string, maxAgeSeconds: number) {
  const cache: FileCache = new Map();
  const base = normalize(root + sep);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = STATIC_TYPES[extname(req.path)];
    if (!type) return next();
    const file = normalize(join(root, decodeURIComponent(req.path)));
    if (!file.startsWith(base)) return next();
    if (!(await sendCompressedFile(req, res, file, type, `public, max-age=${maxAgeSeconds}`, cache))) next();
  };
}

/** How the deployed app's `index.html` is cached (infra/lib/constructs/web.ts `DeployApp`): always revalidated. */
export const INDEX_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The app's page for every client-side route (the deployed SPA rewrite, infra/lib/constructs/web.ts):
 * `root`'s `page` (`index.html`; `review.html` for the review page, decisions L1), compressed as the other text files (issue 27: it went out uncompressed), else
 * as it is, with `Vary: Accept-Encoding` and the deployed `Cache-Control` either way.
 */
export function compressedIndex(root: string, page = 'index.html') {
  const cache: FileCache = new Map();
  const file = join(root, page);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (await sendCompressedFile(req, res, file, STATIC_TYPES['.html'], INDEX_CACHE_CONTROL, cache)) return;
    res.sendFile(
      page,
      { root, headers: { 'cache-control': INDEX_CACHE_CONTROL }, cacheControl: false },
      (error) => error && next(error),
    );
  };
}
