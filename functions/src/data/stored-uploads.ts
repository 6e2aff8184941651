/**
 * Store one pending upload once (issue 40 "Nothing is created twice"; decisions UP2, ON1–ON4; docs/data-model.md
 * pattern 307): every write that keeps a file from a pending upload (a card content or version, a comment's or a
 * draft's file, a chat file, an organization import's job) carries a `stored_upload` item for it, created `attribute_not_exists`, in its own
 * transaction. Two calls that store one upload at once (two tabs, a script, a retry without its Idempotency-Key)
 * cannot both commit: the second transaction is cancelled whole, and its caller answers 409
 * `UPLOAD_MESSAGES.alreadyStored` and deletes the files it stored.
 */
import { UPLOAD_MESSAGES } from '../../../shared/schemas/upload-limits';
import { ConflictError } from '../lib/http/errors';
import { StoredUpload } from './entities/stored-upload';
import { createTransaction, runTransaction, type TransactionItem, type TransactionResult } from './transactions';

/** How long an upload's claim is kept: past the day after which an upload never stored is deleted. */
const STORED_UPLOAD_DAYS = 2;

/** Where the upload's file is kept: the ids of the record that holds it (for a reader of the table). */
export interface StoredUploadPlace {
  /** The card whose content, content version or comment holds the file. */
  card_id?: string;
  /** The content it became, or became a version of. */
  content_id?: string;
  /** The comment or draft whose attachment it became. */
  comment_id?: string;
  /** The workspace whose chat holds it. */
  workspace_id?: string;
  /** The chat message whose file it became. */
  message_id?: string;
  /** The organization import job that reads it (decisions ON4). */
  transfer_id?: string;
}

/**
 * The transaction item claiming the pending upload `uploadId` (`pendingUploadId` of its key) for `place`:
 * created only if absent, so a second write of the same upload is cancelled.
 */
export function uploadClaim(uploadId: string, place: StoredUploadPlace): TransactionItem {
  const expires_at = Math.floor(Date.now() / 1000) + STORED_UPLOAD_DAYS * 24 * 3600;
  return createTransaction(StoredUpload, { upload_id: uploadId, ...place, expires_at });
}

/**
 * Whether a cancelled transaction was refused by one of its `count` upload claims starting at item `from`: the
 * upload was already stored by another call.
 */
export function claimRefused(result: TransactionResult, from: number, count: number): boolean {
  return result.data.slice(from, from + count).some((item) => item.rejected);
}

/** The 409 of a write whose upload another call stored first ("This upload was already saved…"). */
export function alreadyStoredError(): ConflictError {
  return new ConflictError(UPLOAD_MESSAGES.alreadyStored);
}

/**
 * Run `items` with the `claims` (`uploadClaim`) last, as one transaction.
 * @param refusal the 409 to throw when a claim is refused; by default `UPLOAD_MESSAGES.alreadyStored`, which suits
 *   a file that became part of a card, comment or chat (an import says it in its own words).
 * @returns the result when it committed, or was cancelled by `items` alone.
 * @throws ConflictError `refusal()` (409) when a claim was refused: nothing was written.
 */
export async function runClaimingTransaction(
  items: readonly TransactionItem[],
  claims: readonly TransactionItem[],
  refusal: () => ConflictError = alreadyStoredError,
): Promise<TransactionResult> {
  const result = await runTransaction([...items, ...claims]);
  if (result.canceled && claimRefused(result, items.length, claims.length)) throw refusal();
  return result;
}
