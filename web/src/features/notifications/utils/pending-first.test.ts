import { describe, expect, it } from 'vitest';
import { pendingInvitationsFirst } from './pending-first';

const notice = (
  id: string,
  notification_type: 'new_workspace_invite' | 'past_due_reminder' | 'others',
  status: 'pending' | 'accepted' | null = null,
) => ({
  id,
  notification_type,
  parsed_notification_data: { status },
});

describe('pendingInvitationsFirst', () => {
  it('puts pending invitations on top, keeping the time order within each group', () => {
    const list = [
      notice('due-2', 'past_due_reminder'),
      notice('invite-new', 'new_workspace_invite', 'pending'),
      notice('comment', 'others'),
      notice('invite-old', 'new_workspace_invite', 'pending'),
    ];
    expect(pendingInvitationsFirst(list).map((n) => n.id)).toEqual(['invite-new', 'invite-old', 'due-2', 'comment']);
  });

  it('leaves answered invitations in their place in time', () => {
    const list = [notice('due', 'past_due_reminder'), notice('answered', 'new_workspace_invite', 'accepted')];
    expect(pendingInvitationsFirst(list).map((n) => n.id)).toEqual(['due', 'answered']);
  });
});
