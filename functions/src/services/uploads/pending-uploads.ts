/**
 * The upload pipeline every purpose shares (BRIEF §3 "Uploads"; issue 10; docs/decisions.md S23, S24):
 *
 * 1. `presignPendingUpload`: takes one of the user's open uploads (429 past OPEN_UPLOADS_PER_HOUR) and
 *    hands out a presigned POST for a fresh key under `pending/{user}/{purpose}/{scope}/`;
 * 2. the browser POSTs the file straight to S3;
 * 3. `takePendingUpload`: checks the key is this user's, for this purpose and scope, checks size and
 *    magic bytes (./verify-upload.ts), gives the open upload back, and returns the bytes;
 * 4. the purpose stores what it keeps under its final key (`org/{o}/workspace/{w}/…` or `users/{u}/…`):
 *    renditions (./renditions.ts) or the original (`promotePendingUpload`), and the pending object is
 *    deleted. Whatever is never confirmed expires with the `pending/` lifecycle rule after a day.
 *
 * Purposes: profile pictures, workspace logos, card contents, comment files and chat files.
 */
import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES, type PresignedPost } from '../../../../shared/schemas/uploads';
import { alreadyStoredError } from '../../data/stored-uploads';
import { OPEN_UPLOADS_PER_HOUR, releaseUpload, reserveUpload } from '../../data/upload-quotas';
import { copyObject, deleteObject } from '../../lib/aws/s3';
import { BadRequestError, TooManyRequestsError, withMessageKey } from '../../lib/http/errors';
import { pendingUploadPrefix } from '../../lib/uploads/keys';
import { presignUpload } from '../../lib/uploads/presigned-post';
import { verifyUpload } from '../../lib/uploads/verify-upload';

/** What one kind of upload accepts. */
export interface UploadPurpose {
  /** Key segment, e.g. `avatar`, `workspace_logo`. */
  name: string;
  /** MIME types the file's magic bytes must prove (./verify-upload.ts). */
  types: readonly string[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Answer for a file that is not of `types` (default "File selected is not an image"). */
  notAllowedMessage?: string;
  /** The request field that carries the key back, for `errors` (e.g. `logo_key`). */
  keyField: string;
  /** Answer for an SVG with scripts or links, when `types` allows SVG (default `notAllowedMessage`). */
  unsafeSvgMessage?: string;
}

/** Who uploads, and the id the file will belong to (the user, a workspace, a card). */
export interface UploadOwner {
  userId: string;
  scopeId: string;
}

const pendingPrefixOf = (purpose: UploadPurpose, owner: UploadOwner) =>
  `${pendingUploadPrefix(owner.userId)}${purpose.name}/${owner.scopeId}/`;

/**
 * A presigned POST for one new pending upload of `purpose`, at most `maxBytes` (default the purpose's).
 * @throws TooManyRequestsError (429) when the user already holds OPEN_UPLOADS_PER_HOUR open uploads.
 */
export async function presignPendingUpload(
  purpose: UploadPurpose,
  owner: UploadOwner,
  contentType: string,
  maxBytes = purpose.maxBytes,
): Promise<PresignedPost> {
  if (!(await reserveUpload(owner.userId)))
    throw withMessageKey(
      new TooManyRequestsError(UPLOAD_MESSAGES.tooManyOpen(OPEN_UPLOADS_PER_HOUR)),
      'uploads.tooManyOpen',
      {
        limit: String(OPEN_UPLOADS_PER_HOUR),
      },
    );
  return presignUpload(`${pendingPrefixOf(purpose, owner)}${randomUUID()}`, contentType, maxBytes);
}

/**
 * Check and read the pending upload at `key`; the user's open upload is given back once the file is
 * found (it is then either kept by the caller or already deleted).
 * @throws BadRequestError "Invalid upload key" for a key not handed to this user for this purpose and
 *   scope; "The upload was not found…"; "Maximum file size is …" / the purpose's type message (the file
 *   is deleted first).
 */
export async function takePendingUpload(purpose: UploadPurpose, owner: UploadOwner, key: string): Promise<Buffer> {
  const prefix = pendingPrefixOf(purpose, owner);
  if (!key.startsWith(prefix) || !/^[0-9a-f-]{36}$/.test(key.slice(prefix.length))) {
    throw new BadRequestError(UPLOAD_MESSAGES.invalidKey, { [purpose.keyField]: [UPLOAD_MESSAGES.invalidKey] });
  }
  let bytes: Buffer;
  try {
    bytes = await verifyUpload(
      key,
      purpose.types,
      purpose.maxBytes,
      purpose.notAllowedMessage,
      purpose.unsafeSvgMessage,
    );
  } catch (error) {
    // A refused file was deleted, so it is no longer open; a missing one was never counted back in.
    if (!(error instanceof BadRequestError && error.message === UPLOAD_MESSAGES.notFound))
      await releaseUpload(owner.userId);
    throw error;
  }
  await releaseUpload(owner.userId);
  return bytes;
}

/**
 * The pending upload's own id: the UUID ending its key (`pending/{user}/{purpose}/{scope}/{uuid}`), which the
 * write keeping its file claims so the upload is stored once (decisions UP2). Call after `takePendingUpload`
 * accepted the key.
 */
export function pendingUploadId(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** Delete a pending upload (after its renditions are stored, or when they cannot be made). */
export async function discardPendingUpload(key: string): Promise<void> {
  await deleteObject(key);
}

/**
 * Move a taken pending upload to `finalKey` (purposes that keep the original), then delete the pending one.
 * @throws ConflictError `UPLOAD_MESSAGES.alreadyStored` (409) when the pending object is gone since it was taken:
 *   another call of the same upload stored it and deleted it meanwhile (decisions LX2), as its claim would say.
 */
export async function promotePendingUpload(key: string, finalKey: string): Promise<void> {
  try {
    await copyObject(key, finalKey);
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') throw alreadyStoredError();
    throw error;
  }
  await discardPendingUpload(key);
}
