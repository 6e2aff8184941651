/**
 * Workspace chat data (accounts spec §3 Chat, §4 "opening creates or fetches the conversation", §7 Chat;
 * docs/data-model.md patterns 132–135, 160–163; decisions V14–V29). One named function per access pattern;
 * keys are built by the entities in ./entities/chat.ts.
 *
 * Counters: a message adds 1 to each recipient's `workspace_counter.unread_chat_count` in the message's
 * own TransactWrite (the first CHAT_LIMITS.recipientsInSend recipients; more in follow-up transactions),
 * and reading sets it to 0 only while the message read is still the newest (a condition), so a message
 * that arrives meanwhile is never lost as read.
 */
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { CHAT_LIMITS } from '../../../shared/schemas/chat-limits';
import { createItem, getItem, isConditionFailure, keyQuery, queryAll, queryPage, sortKeyOf, type Item } from './access';
import {
  checkTransaction,
  createTransaction,
  patchTransaction,
  putTransaction,
  runTransaction,
  updateTransaction,
  type TransactionItem,
} from './transactions';
import {
  ChatConversation,
  ChatMessage,
  CHAT_MESSAGE_BY_CONVERSATION,
  CHAT_MESSAGE_MODEL,
  ChatRead,
  CHAT_READ_BY_CONVERSATION,
  CHAT_READ_MODEL,
} from './entities/chat';
import { WorkspaceCounter } from './entities/workspace-counter';
import { storageUpdate } from './contents';
import { runClaimingTransaction, uploadClaim } from './stored-uploads';

export type ConversationRecord = Item<typeof ChatConversation>;
export type ChatMessageRecord = Item<typeof ChatMessage>;
export type ChatReadRecord = Item<typeof ChatRead>;

const LOWEST_ID = '00000000-0000-0000-0000-000000000000';

/** Pattern 132 (read): the workspace's conversation, or null before anyone opened the chat. */
export async function getConversation(workspaceId: string): Promise<ConversationRecord | null> {
  return getItem(ChatConversation, { conversation_id: workspaceId }, { consistent: true });
}

/** Pattern 132: create the conversation when absent (P `attribute_not_exists`), else read it. */
export async function ensureConversation(workspaceId: string, now: string): Promise<ConversationRecord> {
  try {
    return await createItem(ChatConversation, {
      conversation_id: workspaceId,
      workspace_id: workspaceId,
      message_count: 0,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getConversation(workspaceId))!;
  }
}

/**
 * Pattern 133: a page of messages, newest first; with `lastId`, the page older than that message
 * (`sk BETWEEN lowest AND last_id`, `last_id` itself dropped, as notifications do: decisions N6).
 */
export async function listMessages(
  workspaceId: string,
  options: { lastId?: string; perPage: number },
): Promise<{ items: ChatMessageRecord[]; hasNextPage: boolean }> {
  const query = keyQuery(CHAT_MESSAGE_MODEL, CHAT_MESSAGE_BY_CONVERSATION, { conversation_id: workspaceId });
  if (options.lastId) {
    const bound = (messageId: string) =>
      sortKeyOf(CHAT_MESSAGE_MODEL, CHAT_MESSAGE_BY_CONVERSATION, {
        conversation_id: workspaceId,
        message_id: messageId,
      });
    query.range = { between: [bound(LOWEST_ID), bound(options.lastId)] };
  }
  const { items: page } = await queryPage(ChatMessage, query, {
    reverse: true,
    limit: options.perPage + (options.lastId ? 2 : 1),
  });
  const items = page.filter((m) => m.message_id !== options.lastId);
  return { items: items.slice(0, options.perPage), hasNextPage: items.length > options.perPage };
}

/** Pattern 135 (check): one message of the conversation, or null. */
export async function getMessage(workspaceId: string, messageId: string): Promise<ChatMessageRecord | null> {
  return getItem(ChatMessage, { conversation_id: workspaceId, message_id: messageId });
}

/** Pattern 160: every member's read marker of a conversation (one Query; bounded by the members). */
export async function listReadMarkers(workspaceId: string): Promise<ChatReadRecord[]> {
  return queryAll(ChatRead, keyQuery(CHAT_READ_MODEL, CHAT_READ_BY_CONVERSATION, { conversation_id: workspaceId }));
}

/** Pattern 161: the caller's unread count and read marker (one BatchGet-sized pair of GetItems, in parallel). */
export async function getUnreadState(
  workspaceId: string,
  userId: string,
): Promise<{ unread: number; lastReadMessageId: string | null }> {
  const [counter, marker] = await Promise.all([
    getItem(WorkspaceCounter, { user_id: userId, workspace_id: workspaceId }, { consistent: true }),
    getItem(ChatRead, { conversation_id: workspaceId, user_id: userId }, { consistent: true }),
  ]);
  return {
    unread: Math.max(0, counter?.unread_chat_count ?? 0),
    lastReadMessageId: marker?.last_read_message_id ?? null,
  };
}

/** One send: the message and who is counted. */
export interface MessageSend {
  message: ChatMessageRecord;
  /** Chat members other than the sender (their unread counters grow by one). */
  recipientIds: readonly string[];
  /** A file message's bytes, counted in the workspace's `storage_bytes` under `cap` (null: no cap). */
  storage?: { bytes: number; cap: number | null };
  /** The pending upload a file message's file came from (`pendingUploadId`): the send claims it (decisions ON2). */
  uploadId?: string;
}

/** One recipient's counter: +1 unread chat message. */
const recipientItem = (workspaceId: string, userId: string): TransactionItem =>
  updateTransaction(WorkspaceCounter, { user_id: userId, workspace_id: workspaceId, unread_chat_count: $add(1) });

/**
 * Pattern 134: send a message in one TransactWrite: P message + U conversation (`message_count + 1`,
 * `last_message_id`, conditioned on the new id being the newest) + U workspace `storage_bytes` (files, under
 * the cap) + the sender's read marker and counter (sending reads the chat: decisions V21) + +1 on each
 * recipient's counter. Recipients past CHAT_LIMITS.recipientsInSend are counted in follow-up transactions.
 * A file message also claims its upload (pattern 307), in place of one recipient of the first transaction, which
 * holds at most 100 items.
 * @returns false when a condition failed (a newer message committed first, or the storage cap): nothing was written.
 * @throws ConflictError "This upload was already saved…" (409) when another send stored the upload first
 *   (decisions ON2): nothing was written.
 */
export async function commitMessage(send: MessageSend): Promise<boolean> {
  const { message } = send;
  const workspaceId = message.workspace_id;
  const claims = send.uploadId
    ? [uploadClaim(send.uploadId, { workspace_id: workspaceId, message_id: message.message_id })]
    : [];
  const inSend = CHAT_LIMITS.recipientsInSend - claims.length;
  const first = send.recipientIds.slice(0, inSend);
  const rest = send.recipientIds.slice(inSend);
  const result = await runClaimingTransaction(
    [
      createTransaction(ChatMessage, message),
      patchTransaction(
        ChatConversation,
        {
          conversation_id: workspaceId,
          message_count: $add(1),
          last_message_id: message.message_id,
          updated_at: message.created_at,
        },
        {
          or: [
            { attr: 'last_message_id', exists: false },
            { attr: 'last_message_id', lt: message.message_id },
          ],
        },
      ),
      ...storageUpdate(workspaceId, send.storage?.bytes ?? 0, { capBytes: send.storage?.cap ?? null }),
      putTransaction(ChatRead, {
        conversation_id: workspaceId,
        user_id: message.user_id,
        last_read_message_id: message.message_id,
        read_at: message.created_at,
      }),
      updateTransaction(WorkspaceCounter, {
        user_id: message.user_id,
        workspace_id: workspaceId,
        unread_chat_count: 0,
      }),
      ...first.map((userId) => recipientItem(workspaceId, userId)),
    ],
    claims,
  );
  const committed = !result.canceled;
  if (committed) {
    for (let i = 0; i < rest.length; i += 100) {
      const chunk = rest.slice(i, i + 100);
      await runTransaction(chunk.map((userId) => recipientItem(workspaceId, userId)));
    }
  }
  return committed;
}

/**
 * Pattern 135: the caller has read up to `messageId`. One TransactWrite: ConditionCheck conversation
 * `last_message_id = :m` (it is still the newest) + U marker (`last_read_message_id`, only forwards) + U
 * counter `unread_chat_count = 0`. When a newer message exists (or the marker is already further), only the
 * marker moves forward and the count stays: the client reads again once it shows the newer message.
 * @returns whether the count was cleared.
 */
export async function markChatRead(
  workspaceId: string,
  userId: string,
  messageId: string,
  now: string,
): Promise<boolean> {
  const marker = () =>
    updateTransaction(
      ChatRead,
      { conversation_id: workspaceId, user_id: userId, last_read_message_id: messageId, read_at: now },
      {
        or: [
          { attr: 'last_read_message_id', exists: false },
          { attr: 'last_read_message_id', lte: messageId },
        ],
      },
    );
  const result = await runTransaction([
    checkTransaction(ChatConversation, { conversation_id: workspaceId }, { attr: 'last_message_id', eq: messageId }),
    marker(),
    updateTransaction(WorkspaceCounter, { user_id: userId, workspace_id: workspaceId, unread_chat_count: 0 }),
  ]);
  const cleared = !result.canceled;
  // The marker alone; a marker already further on cancels it, which leaves everything as it is.
  if (!cleared) await runTransaction([marker()]);
  return cleared;
}
