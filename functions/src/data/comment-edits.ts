/**
 * Editing and deleting a comment (cards spec §5 Comment Edit and Delete: by its author, within 5 minutes;
 * docs/data-model.md pattern 102): one rewrite of the comment under the edit window's condition, with the
 * workspace's storage given back or counted in the same TransactWrite.
 */
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { COMMENT_LIMITS } from '../../../shared/schemas/comments-limits';
import { deleteOpenItems } from './annotations';
import { patchTransaction, runTransaction, type TransactionItem } from './transactions';
import { Comment } from './entities/comment';
import type { CardKey, CommentRecord, StoredAttachmentRecord } from './comment-records';
import { workspaceItem } from './comments';
import { runClaimingTransaction, uploadClaim } from './stored-uploads';

/** The edit window's lower bound on `created_at` at `now` (cards spec §5: within 5 minutes). */
const windowStart = (now: number) => new Date(now - COMMENT_LIMITS.editWindowMs).toISOString();

/** The edit window's condition: by the author, within the window, not deleted, unchanged since read. */
const editable = (current: CommentRecord, now: number): Condition => ({
  and: [
    { attr: 'user_id', eq: current.user_id },
    { attr: 'created_at', gt: windowStart(now) },
    { attr: 'deleted_at', exists: false },
    { attr: 'updated_at', eq: current.updated_at },
  ],
});

/**
 * Pattern 102's one write, shared by edit and delete: the comment's text, mentions and attachments
 * replaced and `updated_at` set to `at` (and `deleted_at` too when `deleted`), under `condition`.
 */
function rewriteItem(
  current: CommentRecord,
  content: {
    description: string;
    mentionIds: string[];
    attachments: StoredAttachmentRecord[];
    at: string;
    deleted?: boolean;
  },
  condition: Condition,
): TransactionItem {
  return patchTransaction<typeof Comment>(
    Comment,
    {
      card_id: current.card_id,
      tab: current.tab,
      comment_id: current.comment_id,
      description: content.description,
      mentioned_user_ids: $set(content.mentionIds),
      attachments: $set(content.attachments),
      ...(content.deleted ? { deleted_at: content.at } : {}),
      updated_at: content.at,
    },
    condition,
  );
}

/**
 * Pattern 102 (edit): new text and attachments, by the author within the window, on a live comment
 * unchanged since read. Files removed give their bytes back; files added are counted (`bytesDelta`) and their
 * pending uploads claimed (pattern 307, decisions ON1).
 * @returns false when a condition failed.
 * @throws ConflictError "This upload was already saved…" (409) when another call stored one of the uploads first.
 */
export async function commitCommentEdit(input: {
  card: CardKey;
  current: CommentRecord;
  description: string;
  mentionIds: string[];
  attachments: StoredAttachmentRecord[];
  bytesDelta: number;
  storageCap: number | null;
  now: number;
  /** The pending uploads of the added files, claimed by the edit (decisions ON1, pattern 307). */
  uploadIds?: readonly string[];
}): Promise<boolean> {
  const { card, current, now } = input;
  const claims = (input.uploadIds ?? []).map((id) =>
    uploadClaim(id, { card_id: card.card_id, comment_id: current.comment_id }),
  );
  const { canceled } = await runClaimingTransaction(
    [
      rewriteItem(
        current,
        {
          description: input.description,
          mentionIds: input.mentionIds,
          attachments: input.attachments,
          at: new Date(now).toISOString(),
        },
        editable(current, now),
      ),
      ...(input.bytesDelta !== 0
        ? [workspaceItem(card.workspace_id, { storage_bytes: input.bytesDelta }, input.storageCap)]
        : []),
    ],
    claims,
  );
  return !canceled;
}

/**
 * Pattern 102 (delete): soft delete by the author within the window: `deleted_at` set, text, mentions and
 * attachments cleared, the files' bytes given back (decisions R2). The comment still counts in the tab.
 * @returns false when a condition failed.
 */
export async function commitCommentDelete(card: CardKey, current: CommentRecord, now: number): Promise<boolean> {
  const bytes = (current.attachments ?? []).reduce((sum, a) => sum + a.size, 0);
  const at = new Date(now).toISOString();
  // An open annotation leaves the open counts (issue 26), conditioned on still being open.
  const opens = await deleteOpenItems(card, current);
  const { canceled } = await runTransaction([
    rewriteItem(
      current,
      { description: '', mentionIds: [], attachments: [], at, deleted: true },
      opens.condition ? { and: [editable(current, now), opens.condition] } : editable(current, now),
    ),
    ...opens.items,
    ...(bytes > 0 ? [workspaceItem(card.workspace_id, { storage_bytes: -bytes }, null)] : []),
  ]);
  return !canceled;
}
