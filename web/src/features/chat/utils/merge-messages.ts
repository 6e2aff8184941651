/**
 * Cache edits of the chat's infinite query (pages newest first; docs/decisions.md V17, V24): a new message
 * goes to the top of the first page once, a read mark replaces the reader's earlier one, and the pages
 * flatten to the oldest-first list the dock shows.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, MessagesPage, ReadMark } from '../../../../../shared/schemas/chat';

/** The pages with `message` first on page one, unless some page already has it. */
export function insertMessage(data: InfiniteData<MessagesPage>, message: ChatMessage): InfiniteData<MessagesPage> {
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const messages = [message, ...first.messages].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { ...data, pages: [{ ...first, messages }, ...rest] };
}

/** The pages with `mark` as its reader's read mark (first page only: the marks are the conversation's). */
export function replaceReadMark(
  data: InfiniteData<MessagesPage>,
  mark: Pick<ReadMark, 'user_id' | 'last_read_message_id' | 'read_at'>,
): InfiniteData<MessagesPage> {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const existing = first.read_marks.find((m) => m.user_id === mark.user_id);
  if (!existing) return data;
  if (existing.last_read_message_id >= mark.last_read_message_id) return data;
  const read_marks = first.read_marks.map((m) =>
    m.user_id === mark.user_id ? { ...m, last_read_message_id: mark.last_read_message_id, read_at: mark.read_at } : m,
  );
  return { ...data, pages: [{ ...first, read_marks }, ...rest] };
}

/** Every loaded message, oldest first, without duplicates (a message can straddle two pages after inserts). */
export function oldestFirst(data: InfiniteData<MessagesPage> | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Map<string, ChatMessage>();
  for (const page of data.pages)
    for (const message of page.messages) if (!seen.has(message.id)) seen.set(message.id, message);
  return [...seen.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Who has read up to each message: message id → readers whose mark points at it. */
export function readersByMessage(marks: readonly ReadMark[]): Map<string, ReadMark[]> {
  const byMessage = new Map<string, ReadMark[]>();
  for (const mark of marks)
    byMessage.set(mark.last_read_message_id, [...(byMessage.get(mark.last_read_message_id) ?? []), mark]);
  return byMessage;
}
