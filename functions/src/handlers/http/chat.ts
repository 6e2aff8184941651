/**
 * Chat domain: the workspace's live chat (accounts spec §2 Live chat dock, §3 Chat, §4 "opening creates or
 * fetches the conversation", §5 "Please write a message", §7 Chat, §8; docs/decisions.md V14–V29).
 *
 * Every route needs membership of the workspace with `can_access_live_chat` (route policies; another
 * organization's ids answer 404). A conversation's id is its workspace's id (V15), so `{id}` names the
 * workspace to the permission check (functions/src/services/access/authorize.ts). New messages reach other members through
 * the stream fan-out: `chat_message.created` on `chat:{w}`, their unread counts on `user:{u}` (V24, V25).
 */
import { randomUUID } from 'node:crypto';
import {
  ChatUploadRequestSchema,
  ConversationRequestSchema,
  ListMessagesQuerySchema,
  MessageReadRequestSchema,
  NewMessageRequestSchema,
  type Conversation,
  type MessageCount,
} from '../../../../shared/schemas/chat';
import { CHAT_MESSAGES } from '../../../../shared/schemas/chat-limits';
import {
  commitMessage,
  ensureConversation,
  getConversation,
  getMessage,
  getUnreadState,
  listMessages,
  listReadMarkers,
  markChatRead,
  type ChatMessageRecord,
  type ConversationRecord,
} from '../../data/chat';
import { TRANSACTION_ATTEMPTS } from '../../data/transactions';
import { getWorkspace } from '../../data/workspaces';
import type { Access } from '../../services/access/authorize';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok, type ApiRequest } from '../domain-handler';
import { CHAT_ROUTES } from '../../routes/domains/chat';
import { parseInput } from '../../lib/http/validate';
import { uuidv7 } from '../../lib/ids/uuid';
import {
  chatFileScopeOf,
  deleteChatFile,
  storeChatFile,
  presignChatFile,
  type StoredChatFile,
} from '../../services/chat/chat-files';
import { pendingUploadId } from '../../services/uploads/pending-uploads';
import { authorSnapshot, presentMessages, presentReadMarks } from '../../services/chat/present-messages';
import { chatRecipientIds } from '../../services/chat/recipients';

const workspaceOf = (access: Access) => access.workspace!;

/** The conversation as the API shows it to the caller. */
async function conversationOf(
  record: ConversationRecord | null,
  workspaceId: string,
  userId: string,
): Promise<Conversation> {
  const { unread } = await getUnreadState(workspaceId, userId);
  return {
    id: workspaceId,
    workspace_id: workspaceId,
    unread_message_count: unread,
    message_count: record?.message_count ?? 0,
    last_message_id: record?.last_message_id ?? null,
  };
}

/** The caller's count and read marker (`message_count`, `message_read`). */
async function countOf(workspaceId: string, userId: string): Promise<MessageCount> {
  const { unread, lastReadMessageId } = await getUnreadState(workspaceId, userId);
  return { id: workspaceId, unread_message_count: unread, last_read_message_id: lastReadMessageId };
}

/**
 * Send one message; a lost race for "newest" (another message committed first) is retried with a new id.
 * @throws BadRequestError storage full; ConflictError after TRANSACTION_ATTEMPTS lost races, or at once when
 *   another send stored the file's upload (`uploadId`) first ("This upload was already saved…", decisions ON2).
 */
async function send(
  request: ApiRequest,
  input: { content: string; file: StoredChatFile | null; cap: number | null; uploadId?: string },
): Promise<ChatMessageRecord> {
  const workspace = workspaceOf(request.access);
  const userId = request.caller!.userId;
  const author = authorSnapshot(request.access.user, userId);
  const recipientIds = await chatRecipientIds(
    workspace.organization_id,
    request.access.skeleton?.members ?? [],
    userId,
  );
  const { cap } = input;
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    const message: ChatMessageRecord = {
      conversation_id: workspace.workspace_id,
      message_id: uuidv7(),
      workspace_id: workspace.workspace_id,
      user_id: userId,
      ...author,
      content: input.content,
      message_type: input.file ? 'file' : 'text',
      ...(input.file ? { file: input.file } : {}),
      created_at: new Date().toISOString(),
    };
    const storage = input.file ? { bytes: input.file.size, cap } : undefined;
    if (await commitMessage({ message, recipientIds, storage, uploadId: input.uploadId })) return message;
    if (cap !== null && input.file) {
      const current = await getWorkspace(workspace.workspace_id);
      if ((current?.storage_bytes ?? 0) + input.file.size > cap)
        throw new BadRequestError(CHAT_MESSAGES.storageFull, { file: [CHAT_MESSAGES.storageFull] });
    }
  }
  throw new ConflictError(CHAT_MESSAGES.changedMeanwhile);
}

/** `{id}` and `{workspace_id}` of `new_message` must name the same workspace (its conversation). */
function assertSameConversation(request: ApiRequest): void {
  if (request.params.id !== request.params.workspace_id) throw new NotFoundError(CHAT_MESSAGES.conversationMismatch);
}

export const handler = domainHandler('chat', CHAT_ROUTES, {
  // Opening the dock creates or fetches the conversation (accounts spec §4).
  'POST /api/v1/messages': async (request) => {
    parseInput(ConversationRequestSchema, request.body);
    const workspace = workspaceOf(request.access);
    const conversation = await ensureConversation(workspace.workspace_id, new Date().toISOString());
    return ok(await conversationOf(conversation, workspace.workspace_id, request.caller!.userId));
  },

  'GET /api/v1/get_messages/{id}': async (request) => {
    const query = parseInput(ListMessagesQuerySchema, request.query);
    const workspaceId = workspaceOf(request.access).workspace_id;
    const userId = request.caller!.userId;
    const [conversation, page, markers] = await Promise.all([
      getConversation(workspaceId),
      listMessages(workspaceId, { lastId: query.last_id, perPage: query.per_page }),
      listReadMarkers(workspaceId),
    ]);
    const memberIds = new Set((request.access.skeleton?.members ?? []).map((m) => m.user_id));
    const [messages, readMarks, summary] = await Promise.all([
      presentMessages(page.items),
      presentReadMarks(markers, userId, memberIds),
      conversationOf(conversation, workspaceId, userId),
    ]);
    return ok({
      conversation: summary,
      messages,
      has_next_page: page.hasNextPage,
      last_id: page.hasNextPage ? (page.items.at(-1)?.message_id ?? null) : null,
      read_marks: readMarks,
    });
  },

  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}': async (request) => {
    assertSameConversation(request);
    const input = parseInput(NewMessageRequestSchema, request.body);
    const workspace = workspaceOf(request.access);
    if (!(await getConversation(workspace.workspace_id)))
      await ensureConversation(workspace.workspace_id, new Date().toISOString());
    let file: StoredChatFile | null = null;
    let cap: number | null = null;
    let uploadId: string | undefined;
    if (input.message_type === 'file' && input.file) {
      const scope = await chatFileScopeOf(workspace.organization_id, workspace.workspace_id, request.caller!.userId);
      if (scope.storageCap !== null && (workspace.storage_bytes ?? 0) >= scope.storageCap)
        throw new BadRequestError(CHAT_MESSAGES.storageFull, { file: [CHAT_MESSAGES.storageFull] });
      file = await storeChatFile(scope, input.file.key, input.file.filename, randomUUID());
      cap = scope.storageCap;
      uploadId = pendingUploadId(input.file.key);
    }
    let record: ChatMessageRecord;
    try {
      record = await send(request, { content: input.content, file, cap, uploadId });
    } catch (error) {
      if (file) await deleteChatFile(file);
      throw error;
    }
    const [message] = await presentMessages([record]);
    return ok({
      message,
      conversation: await conversationOf(
        await getConversation(workspace.workspace_id),
        workspace.workspace_id,
        request.caller!.userId,
      ),
    });
  },

  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}/uploads': async (request) => {
    assertSameConversation(request);
    const input = parseInput(ChatUploadRequestSchema, request.body);
    const workspace = workspaceOf(request.access);
    const scope = await chatFileScopeOf(workspace.organization_id, workspace.workspace_id, request.caller!.userId);
    if (scope.storageCap !== null && (workspace.storage_bytes ?? 0) + input.size > scope.storageCap)
      throw new BadRequestError(CHAT_MESSAGES.storageFull, { size: [CHAT_MESSAGES.storageFull] });
    return ok(await presignChatFile(scope, input.content_type, input.size));
  },

  'POST /api/v1/message_read/{id}': async (request) => {
    const { message_id } = parseInput(MessageReadRequestSchema, request.body);
    const workspaceId = workspaceOf(request.access).workspace_id;
    const userId = request.caller!.userId;
    const conversation = await getConversation(workspaceId);
    const newest = conversation?.last_message_id;
    if (!newest) return ok(await countOf(workspaceId, userId));
    const target = message_id ?? newest;
    if (message_id && !(await getMessage(workspaceId, message_id))) throw new NotFoundError('Message not found');
    await markChatRead(workspaceId, userId, target, new Date().toISOString());
    return ok(await countOf(workspaceId, userId));
  },

  'GET /api/v1/message_count/{id}': async (request) => {
    return ok(await countOf(workspaceOf(request.access).workspace_id, request.caller!.userId));
  },
});
