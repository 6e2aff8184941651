/**
 * The files an organization stores (issue 40 "every content version's file"; decisions EX6): every object
 * under `org/{o}/` (contents and their versions with renditions, comment files, workspace logos) but the
 * chat's files, whose messages are not exported. Listing gives each key and size; reading gives a stream.
 */
import type { Readable } from 'node:stream';
import { s3 } from '../../lib/aws/s3';
import { env } from '../../lib/env';
import { organizationUploadPrefix } from '../../lib/uploads/keys';

/** One stored file: its key relative to `org/{o}/`, and its size in bytes. */
export interface StoredFile {
  path: string;
  size: number;
}

/** Whether `path` (relative to `org/{o}/`) is a chat file: `workspace/{w}/chat/…`. */
const isChatFile = (path: string) => /^workspace\/[^/]+\/chat\//.test(path);

/** The organization's files, sorted by path. */
export async function listOrganizationFiles(organizationId: string): Promise<StoredFile[]> {
  const prefix = organizationUploadPrefix(organizationId);
  const files: StoredFile[] = [];
  let token: string | undefined;
  const { sdk, client } = await s3();
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: env.uploadsBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const path = object.Key!.slice(prefix.length);
      if (path && !isChatFile(path)) files.push({ path, size: object.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** A stored object's body as a stream, and its Content-Type. @throws NoSuchKey. */
export async function readStoredFile(key: string): Promise<{ body: Readable; contentType: string }> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
  return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream' };
}
