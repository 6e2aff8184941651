/**
 * Reading an import zip (issue 40 "Use yauzl to read zips"): the zip is downloaded from S3 to a temporary
 * file (yauzl needs random access to its central directory), its entries are listed by name, and each
 * entry is read as a stream or, for the manifest, as bytes. yauzl checks entry names (no absolute or
 * `..` paths) and that each entry's size is what its header says.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openPromise, type Entry, type ZipFile } from 'yauzl';
import { TRANSFER_MESSAGES } from '../../../../shared/schemas/org-transfers';
import { getObjectStream } from '../../lib/aws/s3';
import { TransferInputError } from './export-format';

/** An opened zip: its entries by name. `close` also deletes the temporary file. */
export interface OpenedZip {
  entries: Map<string, Entry>;
  stream(entry: Entry): Promise<Readable>;
  /** The entry's bytes. @throws TransferInputError when it is larger than `maxBytes`. */
  bytes(entry: Entry, maxBytes: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** Download `key` to a temporary file and open it. @throws TransferInputError notOurs when it is not a zip. */
export async function openZipFromS3(key: string, name: string): Promise<OpenedZip> {
  const path = join(tmpdir(), `greenlight-import-${name}.zip`);
  await pipeline(await getObjectStream(key), createWriteStream(path));
  let zip: ZipFile;
  try {
    zip = await openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    await rm(path, { force: true });
    throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
  }
  const close = async () => {
    zip.close();
    await rm(path, { force: true });
  };
  try {
    const entries = await listEntries(zip);
    return {
      entries,
      stream: (entry) => zip.openReadStreamPromise(entry),
      bytes: async (entry, maxBytes) => {
        if (entry.uncompressedSize > maxBytes) throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error instanceof TransferInputError ? error : new TransferInputError(TRANSFER_MESSAGES.notOurs);
  }
}

/** Every entry of the zip by file name (directories left out). */
function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}
