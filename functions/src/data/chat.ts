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
import type { EntityItem } from 'electrodb';
import { CHAT_LIMITS } from '../../../shared/schemas/chat-limits';
import type { ChatConversationEntity, ChatMessageEntity, ChatReadEntity } from './entities/chat';
import { commitTransaction, db, isConditionFailure, type TransactionEntities, type TransactionItem } from './service';
import { storageUpdate } from './contents';

export type ConversationRecord = EntityItem<typeof ChatConversationEntity>;
export type ChatMessageRecord = EntityItem<typeof ChatMessageEntity>;
export type ChatReadRecord = EntityItem<typeof ChatReadEntity>;

const LOWEST_ID = '00000000-0000-0000-0000-000000000000';

/** Pattern 132 (read): the workspace's conversation, or null before anyone opened the chat. */
export async function getConversation(workspaceId: string): Promise<ConversationRecord | null> {
  return (await db().entities.chatConversation.get({ conversation_id: workspaceId }).go({ consistent: true })).data;
}

/** Pattern 132: create the conversation when absent (P `attribute_not_exists`), else read it. */
export async function ensureConversation(workspaceId: string, now: string): Promise<ConversationRecord> {
  try {
    const { data } = await db()
      .entities.chatConversation.create({ conversation_id: workspaceId, workspace_id: workspaceId, message_count: 0, created_at: now, updated_at: now })
      .go();
    return data as ConversationRecord;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getConversation(workspaceId))!;
  }
}

/**
 * Pattern 133: a page of messages, newest first; with `lastId`, the page older than that message
 * (`sk BETWEEN lowest AND last_id`, `last_id` itself dropped, as notifications do: decisions N6).
 */
export async function listMessages(workspaceId: string, options: { lastId?: string; perPage: number }): Promise<{ items: ChatMessageRecord[]; hasNextPage: boolean }> {
  const index = db().entities.chatMessage.query.byConversation({ conversation_id: workspaceId });
  const ranged = options.lastId ? index.between({ message_id: LOWEST_ID }, { message_id: options.lastId }) : index;
  const { data } = await ranged.go({ order: 'desc', limit: options.perPage + (options.lastId ? 2 : 1) });
  const items = data.filter((m) => m.message_id !== options.lastId);
  return { items: items.slice(0, options.perPage), hasNextPage: items.length > options.perPage };
}

/** Pattern 135 (check): one message of the conversation, or null. */
export async function getMessage(workspaceId: string, messageId: string): Promise<ChatMessageRecord | null> {
  return (await db().entities.chatMessage.get({ conversation_id: workspaceId, message_id: messageId }).go()).data;
}

/** Pattern 160: every member's read marker of a conversation (one Query; bounded by the members). */
export async function listReadMarkers(workspaceId: string): Promise<ChatReadRecord[]> {
  const { data } = await db().entities.chatRead.query.byConversation({ conversation_id: workspaceId }).go({ pages: 'all' });
  return data;
}

/** Pattern 161: the caller's unread count and read marker (one BatchGet-sized pair of GetItems, in parallel). */
export async function getUnreadState(workspaceId: string, userId: string): Promise<{ unread: number; lastReadMessageId: string | null }> {
  const [counter, marker] = await Promise.all([
    db().entities.workspaceCounter.get({ user_id: userId, workspace_id: workspaceId }).go({ consistent: true }),
    db().entities.chatRead.get({ conversation_id: workspaceId, user_id: userId }).go({ consistent: true }),
  ]);
  return { unread: Math.max(0, counter.data?.unread_chat_count ?? 0), lastReadMessageId: marker.data?.last_read_message_id ?? null };
}

/** One send: the message and who is counted. */
export interface MessageSend {
  message: ChatMessageRecord;
  /** Chat members other than the sender (their unread counters grow by one). */
  recipientIds: readonly string[];
  /** A file message's bytes, counted in the workspace's `storage_bytes` under `cap` (null: no cap). */
  storage?: { bytes: number; cap: number | null };
}

/** One recipient's counter: +1 unread chat message. */
const recipientItem = (tx: TransactionEntities, workspaceId: string, userId: string): TransactionItem =>
  tx.workspaceCounter.update({ user_id: userId, workspace_id: workspaceId }).add({ unread_chat_count: 1 }).commit();

/**
 * Pattern 134: send a message in one TransactWrite: P message + U conversation (`message_count + 1`,
 * `last_message_id`, conditioned on the new id being the newest) + U workspace `storage_bytes` (files, under
 * the cap) + the sender's read marker and counter (sending reads the chat: decisions V21) + +1 on each
 * recipient's counter. Recipients past CHAT_LIMITS.recipientsInSend are counted in follow-up transactions.
 * @returns false when a condition failed (a newer message committed first, or the storage cap): nothing was written.
 */
export async function commitMessage(send: MessageSend): Promise<boolean> {
  const { message } = send;
  const workspaceId = message.workspace_id;
  const first = send.recipientIds.slice(0, CHAT_LIMITS.recipientsInSend);
  const rest = send.recipientIds.slice(CHAT_LIMITS.recipientsInSend);
  const committed = await commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        tx.chatMessage.create(message).commit(),
        tx.chatConversation
          .patch({ conversation_id: workspaceId })
          .add({ message_count: 1 })
          .set({ last_message_id: message.message_id, updated_at: message.created_at })
          .where((attr, { notExists, lt }) => `${notExists(attr.last_message_id)} OR ${lt(attr.last_message_id, message.message_id)}`)
          .commit(),
        ...storageUpdate(tx, workspaceId, send.storage?.bytes ?? 0, { capBytes: send.storage?.cap ?? null }),
        tx.chatRead.put({ conversation_id: workspaceId, user_id: message.user_id, last_read_message_id: message.message_id, read_at: message.created_at }).commit(),
        tx.workspaceCounter.update({ user_id: message.user_id, workspace_id: workspaceId }).set({ unread_chat_count: 0 }).commit(),
        ...first.map((userId) => recipientItem(tx, workspaceId, userId)),
      ])
      .go(),
  );
  if (committed) {
    for (let i = 0; i < rest.length; i += 100) {
      const chunk = rest.slice(i, i + 100);
      await db().transaction.write((tx) => chunk.map((userId) => recipientItem(tx, workspaceId, userId))).go();
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
export async function markChatRead(workspaceId: string, userId: string, messageId: string, now: string): Promise<boolean> {
  const marker = (tx: TransactionEntities) =>
    tx.chatRead
      .update({ conversation_id: workspaceId, user_id: userId })
      .set({ last_read_message_id: messageId, read_at: now })
      .where((attr, { notExists, lte }) => `${notExists(attr.last_read_message_id)} OR ${lte(attr.last_read_message_id, messageId)}`)
      .commit();
  const cleared = await commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        tx.chatConversation.check({ conversation_id: workspaceId }).where((attr, { eq }) => eq(attr.last_message_id, messageId)).commit(),
        marker(tx),
        tx.workspaceCounter.update({ user_id: userId, workspace_id: workspaceId }).set({ unread_chat_count: 0 }).commit(),
      ])
      .go(),
  );
  if (!cleared) await commitTransaction(() => db().transaction.write((tx) => [marker(tx)]).go());
  return cleared;
}
