/**
 * The writes of an import, and their undoing (issue 40 "A half-failed import must be rolled back … never
 * half there"; decisions EX11): records go in with BatchWriteItem (25 a request, unprocessed ones
 * retried), files stream from the zip to S3 with their SHA-256 checked on the way. A rollback deletes the
 * new organization's partitions (the organization, each workspace, each card) and its S3 prefix: every
 * id of the import is new, so nothing else lives there.
 */
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TRANSFER_MESSAGES } from '../../../../shared/schemas/org-transfers';
import { documentClient } from '../../lib/aws/dynamodb';
import { putObjectStream } from '../../lib/aws/s3-stream-upload';
import { env } from '../../lib/env';
import { deleteS3Prefix } from '../../lib/uploads/delete-prefix';
import { organizationUploadPrefix } from '../../lib/uploads/keys';
import { deleteCardPartition, deleteOrganizationPartition, deleteWorkspacePartition } from '../../data/partitions';
import { TransferInputError } from './export-format';

/** Put `items` as they are (new keys: nothing to overwrite). */
export async function putRecords(items: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const table = env.tableName();
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 1; requests.length; attempt++) {
      const result = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
      if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
    }
  }
}

/**
 * Store `body` at `key` and check its SHA-256 against `sha256`.
 * @throws TransferInputError badFile (`path` named) when the bytes are not the exported ones.
 */
export async function putCheckedFile(
  key: string,
  body: Readable,
  contentType: string,
  expected: { path: string; sha256: string },
): Promise<void> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  body.on('error', (error) => tap.destroy(error));
  await putObjectStream(key, body.pipe(tap), contentType);
  if (hash.digest('hex') !== expected.sha256) throw new TransferInputError(TRANSFER_MESSAGES.badFile(expected.path));
}

/** Everything an import may have written, by the new ids. */
export interface ImportFootprint {
  organizationId: string;
  workspaceIds: readonly string[];
  cardIds: readonly string[];
}

/** Delete all an import wrote (partitions and files). Safe to run on a partly written or empty footprint. */
export async function rollbackImport(footprint: ImportFootprint): Promise<void> {
  await deleteOrganizationPartition(footprint.organizationId);
  for (const workspaceId of footprint.workspaceIds) await deleteWorkspacePartition(workspaceId);
  for (let i = 0; i < footprint.cardIds.length; i += 8)
    await Promise.all(footprint.cardIds.slice(i, i + 8).map((id) => deleteCardPartition(id)));
  await deleteS3Prefix(organizationUploadPrefix(footprint.organizationId));
}
