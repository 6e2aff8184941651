import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../../shared/schemas/notification';
import { notificationCardHref } from './notification-target';

const base: Notification = {
  id: '0193a1b2-0000-7000-8000-000000000001',
  notification_type: 'due_reminder',
  summary: '"Banner" is due Nov 30, 2026 05:00 PM',
  is_read: false,
  actor: null,
  user_id: '11111111-1111-4111-8111-111111111111',
  workspace_id: '22222222-2222-4222-8222-222222222222',
  workspace_name: 'Acme',
  organization_id: '33333333-3333-4333-8333-333333333333',
  resource_id: '44444444-4444-4444-4444-444444444444',
  created_at: '2026-11-24T10:00:00.000Z',
  created_at_readable: 'Nov 24, 2026 10:00 AM',
  created_at_time_from_now: '1 minute ago',
  due_date: '2026-11-30T17:00:00.000Z',
  parsed_notification_data: { status: null },
  comment: null,
  viewable: true,
  is_sound_enabled: true,
};

describe('notificationCardHref', () => {
  it('opens the card of a reminder by its compact id', () => {
    expect(notificationCardHref(base)).toBe(
      '/organizations/33333333-3333-4333-8333-333333333333/workspaces/22222222-2222-4222-8222-222222222222/content/44444444444444444444444444444444',
    );
    expect(notificationCardHref({ ...base, notification_type: 'past_due_reminder' })).toMatch(/\/content\/4{32}$/);
  });

  it('opens a comment notice at its comment, with the tab in the slug', () => {
    const mention = {
      ...base,
      notification_type: 'others' as const,
      comment: { id: '0193a1b2-0000-7000-8000-0000000000aa', internal: true },
    };
    expect(notificationCardHref(mention)).toBe(
      '/organizations/33333333-3333-4333-8333-333333333333/workspaces/22222222-2222-4222-8222-222222222222/content/44444444444444444444444444444444' +
        '/comments/0193a1b2-0000-7000-8000-0000000000aa/true-44444444-4444-4444-4444-444444444444',
    );
  });

  it('leads nowhere for invitations, removals, or a reminder without its workspace', () => {
    expect(notificationCardHref({ ...base, notification_type: 'new_workspace_invite' })).toBeNull();
    expect(notificationCardHref({ ...base, notification_type: 'removed_from_workspace' })).toBeNull();
    expect(notificationCardHref({ ...base, workspace_id: null })).toBeNull();
  });
});
