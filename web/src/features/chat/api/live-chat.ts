/**
 * The chat's realtime events applied to the cache (docs/decisions.md V24, V25): `chat_message.created` on
 * `chat:{w}` adds a text message to the open dock (author icon from the authors already shown; the stored
 * name otherwise) and refetches for a file message, whose signed URL only the API hands out;
 * `chat_read.changed` moves a reader's mark; `chat_count.changed` on the user channel sets the badge.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, MessageCount, MessagesPage } from '../../../../../shared/schemas/chat';
import type { LiveEvent } from '../../../lib/live/live-socket';
import { insertMessage, replaceReadMark } from '../utils/merge-messages';
import { chatKeys } from './chat-keys';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The message a push describes, or null when it needs the API (a file, or a malformed event). */
export function messageFromEvent(data: Record<string, unknown>, pages: readonly MessagesPage[]): ChatMessage | null {
  if (data.has_file === true || data.message_type !== 'text' || !str(data.id) || !str(data.user_id)) return null;
  const known = pages.flatMap((p) => p.messages).find((m) => m.user_id === data.user_id)?.user;
  return {
    id: str(data.id),
    conversation_id: str(data.conversation_id),
    content: str(data.content),
    message_type: 'text',
    file_url: null,
    file: null,
    user_id: str(data.user_id),
    user: known ?? { full_name: str(data.user_full_name), name_initials: str(data.user_name_initials), logo: null },
    created_at: str(data.created_at),
  };
}

function onMessage(client: QueryClient, event: LiveEvent): void {
  const workspaceId = str(event.data.workspace_id) || event.channel.slice('chat:'.length);
  const key = chatKeys.messages(workspaceId);
  const data = client.getQueryData<InfiniteData<MessagesPage>>(key);
  if (!data) return;
  const message = messageFromEvent(event.data, data.pages);
  if (message) client.setQueryData<InfiniteData<MessagesPage>>(key, insertMessage(data, message));
  else void client.invalidateQueries({ queryKey: key });
}

function onRead(client: QueryClient, event: LiveEvent): void {
  const workspaceId = str(event.data.conversation_id) || event.channel.slice('chat:'.length);
  const key = chatKeys.messages(workspaceId);
  const data = client.getQueryData<InfiniteData<MessagesPage>>(key);
  if (!data) return;
  const mark = {
    user_id: str(event.data.user_id),
    last_read_message_id: str(event.data.last_read_message_id),
    read_at: str(event.data.read_at),
  };
  const next = replaceReadMark(data, mark);
  // A reader without a mark yet (or one not shown): the page brings their name and icon.
  if (next === data && !data.pages[0]?.read_marks.some((m) => m.user_id === mark.user_id))
    void client.invalidateQueries({ queryKey: key });
  else client.setQueryData(key, next);
}

function onCount(client: QueryClient, event: LiveEvent): void {
  const workspaceId = str(event.data.workspace_id);
  const unread = typeof event.data.unread_message_count === 'number' ? event.data.unread_message_count : null;
  if (!workspaceId || unread === null) return;
  const key = chatKeys.count(workspaceId);
  if (client.getQueryData<MessageCount>(key))
    client.setQueryData<MessageCount>(key, (count) => (count ? { ...count, unread_message_count: unread } : count));
}

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const CHAT_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'chat_message.created': onMessage,
  'chat_read.changed': onRead,
  'chat_count.changed': onCount,
};

/** After (re)subscribing to a chat: its messages read before `since` are refetched. */
export function resyncChat(client: QueryClient, workspaceId: string, since: number): void {
  void client.invalidateQueries({
    queryKey: chatKeys.scope(workspaceId),
    predicate: (query) => query.state.dataUpdatedAt < since,
  });
}

/** After (re)subscribing to the user channel: every chat count read before `since` is refetched. */
export function resyncChatCounts(client: QueryClient, since: number): void {
  void client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'chat' && query.queryKey[2] === 'count' && query.state.dataUpdatedAt < since,
  });
}
