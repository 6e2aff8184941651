/**
 * The chat's stream events (docs/decisions.md V24, V25): a new message on the workspace's chat channel with
 * what the dock shows, nothing for other changes of it; a change of the chat count alone is
 * `chat_count.changed` on the user's channel (no board refetch), a change of other counts keeps
 * `workspace_counter.changed` and adds the chat count when it moved too; read markers only moving forward
 * publish `chat_read.changed`.
 */
import { describe, expect, it } from 'vitest';
import { eventsOfChange } from '../../functions/src/services/realtime/item-events';

const W = '6f1c0000-0000-4000-8000-000000000001';
const U = '9a2e0000-0000-4000-8000-000000000002';
const M = '01900000-0000-7000-8000-000000000003';

const message = {
  conversation_id: W,
  workspace_id: W,
  message_id: M,
  user_id: U,
  user_full_name: 'Ada Lovelace',
  user_name_initials: 'AL',
  content: 'hello',
  message_type: 'text',
  created_at: '2026-11-25T10:00:00.000Z',
};
const counter = (chat: number, notes = 0) => ({
  user_id: U,
  workspace_id: W,
  unread_notifications_count: notes,
  unread_messages_count: 0,
  unread_chat_count: chat,
});

describe('chat stream events', () => {
  it('publishes a new message on chat:{w}, and nothing for other changes', () => {
    const { events } = eventsOfChange({ eventName: 'INSERT', entity: 'chat_message', newImage: message });
    expect(events).toEqual([
      {
        channel: `chat:${W}`,
        type: 'chat_message.created',
        data: {
          id: M,
          conversation_id: W,
          workspace_id: W,
          user_id: U,
          user_full_name: 'Ada Lovelace',
          user_name_initials: 'AL',
          content: 'hello',
          message_type: 'text',
          has_file: false,
          created_at: message.created_at,
        },
        audience: { team: true, guests: true },
      },
    ]);
    const file = eventsOfChange({
      eventName: 'INSERT',
      entity: 'chat_message',
      newImage: {
        ...message,
        message_type: 'file',
        file: { key: 'org/x', filename: 'a.png', size: 1, content_type: 'image/png' },
      },
    });
    expect(file.events[0].data).toMatchObject({ has_file: true });
    expect(JSON.stringify(file.events[0].data)).not.toContain('org/x');
    expect(eventsOfChange({ eventName: 'REMOVE', entity: 'chat_message', oldImage: message }).events).toEqual([]);
  });

  it('sends a chat count alone as chat_count.changed, and with other counts as both', () => {
    const alone = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'workspace_counter',
      oldImage: counter(1),
      newImage: counter(2),
    });
    expect(alone.events.map((e) => [e.channel, e.type, e.data])).toEqual([
      [`user:${U}`, 'chat_count.changed', { workspace_id: W, unread_message_count: 2 }],
    ]);
    const notes = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'workspace_counter',
      oldImage: counter(2, 0),
      newImage: counter(2, 1),
    });
    expect(notes.events.map((e) => e.type)).toEqual(['workspace_counter.changed']);
    expect(notes.events[0].data).toMatchObject({ unread_notifications_count: 1, unread_chat_count: 2 });
    const first = eventsOfChange({ eventName: 'INSERT', entity: 'workspace_counter', newImage: counter(1) });
    expect(first.events.map((e) => e.type)).toEqual(['workspace_counter.changed', 'chat_count.changed']);
  });

  it('publishes a moved read marker on the chat channel, and nothing when it did not move', () => {
    const marker = (id: string) => ({
      conversation_id: W,
      user_id: U,
      last_read_message_id: id,
      read_at: '2026-11-25T10:00:00.000Z',
    });
    const moved = eventsOfChange({
      eventName: 'MODIFY',
      entity: 'chat_read',
      oldImage: marker('0190'),
      newImage: marker(M),
    });
    expect(moved.events.map((e) => [e.channel, e.type, e.data.last_read_message_id])).toEqual([
      [`chat:${W}`, 'chat_read.changed', M],
    ]);
    expect(
      eventsOfChange({
        eventName: 'MODIFY',
        entity: 'chat_read',
        oldImage: marker(M),
        newImage: { ...marker(M), read_at: 'later' },
      }).events,
    ).toEqual([]);
  });
});
