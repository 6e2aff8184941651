/**
 * The chat cache edits (docs/decisions.md V17, V24): a pushed or sent message lands once, at the top of
 * the first page; read marks only move forward; the dock's list is oldest first without duplicates.
 */
import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, MessagesPage, ReadMark } from '../../../../../shared/schemas/chat';
import { messageFromEvent } from '../api/live-chat';
import { insertMessage, oldestFirst, readersByMessage, replaceReadMark } from './merge-messages';

const id = (n: number) => `0190${String(n).padStart(4, '0')}-0000-7000-8000-000000000000`;
const user = { full_name: 'Ada Lovelace', name_initials: 'AL', logo: 'https://x/icon.png' };
const message = (n: number, userId = 'u1'): ChatMessage => ({
  id: id(n),
  conversation_id: 'w',
  content: `m${n}`,
  message_type: 'text',
  file_url: null,
  file: null,
  user_id: userId,
  user,
  created_at: '2026-11-25T10:00:00.000Z',
});
const mark = (userId: string, n: number): ReadMark => ({
  user_id: userId,
  full_name: userId,
  name_initials: 'X',
  logo: null,
  last_read_message_id: id(n),
  read_at: '2026-11-25T10:00:00.000Z',
});
const pages = (...lists: ChatMessage[][]): InfiniteData<MessagesPage> => ({
  pages: lists.map((messages, i) => ({
    conversation: { id: 'w', workspace_id: 'w', unread_message_count: 0, message_count: 9, last_message_id: null },
    messages,
    has_next_page: i < lists.length - 1,
    last_id: null,
    read_marks: i === 0 ? [mark('u2', 2)] : [],
  })),
  pageParams: lists.map(() => undefined),
});

describe('chat cache edits', () => {
  it('puts a new message first on page one, once', () => {
    const data = pages([message(3), message(2)], [message(1)]);
    const once = insertMessage(data, message(4));
    expect(once.pages[0].messages.map((m) => m.content)).toEqual(['m4', 'm3', 'm2']);
    expect(insertMessage(once, message(4))).toBe(once);
    expect(insertMessage(data, message(1))).toBe(data);
  });

  it('lists oldest first without duplicates', () => {
    const data = pages([message(3), message(2)], [message(2), message(1)]);
    expect(oldestFirst(data).map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    expect(oldestFirst(undefined)).toEqual([]);
  });

  it('moves a read mark forward only, and groups readers by message', () => {
    const data = pages([message(3), message(2)]);
    expect(replaceReadMark(data, { user_id: 'u2', last_read_message_id: id(1), read_at: 'x' })).toBe(data);
    const moved = replaceReadMark(data, { user_id: 'u2', last_read_message_id: id(3), read_at: 'y' });
    expect(moved.pages[0].read_marks[0]).toMatchObject({ last_read_message_id: id(3), read_at: 'y' });
    expect(
      readersByMessage([mark('a', 3), mark('b', 3), mark('c', 2)])
        .get(id(3))
        ?.map((m) => m.user_id),
    ).toEqual(['a', 'b']);
  });

  it('builds a text message from a push with a known author, and refuses file pushes', () => {
    const known = pages([message(2, 'u1')]).pages;
    const pushed = messageFromEvent(
      {
        id: id(5),
        conversation_id: 'w',
        user_id: 'u1',
        user_full_name: 'Old Name',
        user_name_initials: 'ON',
        content: 'hi',
        message_type: 'text',
        has_file: false,
        created_at: 'now',
      },
      known,
    );
    expect(pushed).toMatchObject({ id: id(5), content: 'hi', user });
    const stranger = messageFromEvent(
      {
        id: id(6),
        user_id: 'u9',
        user_full_name: 'New Person',
        user_name_initials: 'NP',
        content: 'yo',
        message_type: 'text',
        has_file: false,
      },
      known,
    );
    expect(stranger?.user).toEqual({ full_name: 'New Person', name_initials: 'NP', logo: null });
    expect(messageFromEvent({ id: id(7), user_id: 'u1', message_type: 'file', has_file: true }, known)).toBeNull();
  });
});
