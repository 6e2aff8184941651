/**
 * Notifications (accounts spec §3 Notification, §4 invitation notification and read/unread toggle, §7
 * Notifications; docs/data-model.md patterns 120–127): an invitation notifies an existing user and is
 * counted; answering it by notification_id records the answer; read, unread and read_all keep the
 * counters exact; pages follow last_id; unread reads the sparse index; a cancelled invitation takes its
 * notification with it; a removal notifies; nobody reaches another user's notifications.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationsPage } from '../../shared/schemas/notification';
import { api, createUser, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { countersOfUser } from '../../functions/src/data/workspace-counters';
import { createNotifications } from '../../functions/src/data/notifications';
import { invokeCounting } from '../support/invoke';

/** The DynamoDB requests that write. */
const WRITES = new Set([
  'PutItemCommand',
  'PutCommand',
  'UpdateItemCommand',
  'UpdateCommand',
  'DeleteItemCommand',
  'DeleteCommand',
  'BatchWriteItemCommand',
  'BatchWriteCommand',
  'TransactWriteItemsCommand',
  'TransactWriteCommand',
]);
const writesOf = (requests: string[]) => requests.filter((name) => WRITES.has(name));

const row = (email: string, role = 'contributor') => ({
  first_name: 'Guest',
  last_name: 'User',
  email,
  workspace_role_id: role,
});

describe('notifications', () => {
  let owner: SignedInUser;
  let organizationId: string;
  let workspaceId: string;
  const invite = (email: string, ws = workspaceId) =>
    api<Array<{ id: string }>>('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
      token: owner.token,
      body: { invited_users: [row(email)] },
    });
  const list = (user: SignedInUser, query = '') =>
    api<NotificationsPage>('GET', `/api/v1/notifications${query}`, { token: user.token });
  const unreadCount = async (user: SignedInUser) =>
    (await api<{ unread_count: number }>('GET', '/api/v1/notifications/unread_count', { token: user.token })).body.data
      .unread_count;
  const counterOf = async (user: SignedInUser, ws = workspaceId) =>
    (await countersOfUser(user.userId)).get(ws)?.unread_notifications_count ?? 0;
  const newWorkspace = async (name: string) =>
    (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name, organization_id: organizationId },
      })
    ).body.data.id;

  beforeAll(async () => {
    owner = await signedInUser('notifier', { canCreateOrganization: true });
    organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Notify Inc' } })
    ).body.data.id;
    workspaceId = await newWorkspace('Campaign');
  });

  it('notifies an invited existing user, counts it, and accepts by notification_id', async () => {
    const guest = await signedInUser('invitee');
    expect((await invite(guest.email)).status).toBe(201);

    const page = await list(guest);
    expect(page.status).toBe(200);
    expect(page.body.data.notifications).toHaveLength(1);
    const notification = page.body.data.notifications[0];
    expect(notification).toMatchObject({
      notification_type: 'new_workspace_invite',
      is_read: false,
      user_id: guest.userId,
      workspace_id: workspaceId,
      workspace_name: 'Campaign',
      organization_id: organizationId,
      actor: { user_id: owner.userId, name: 'Test notifier', name_initials: 'TN', icon: null },
      parsed_notification_data: { status: 'pending' },
    });
    expect(notification.summary).toBe('Test notifier invited you to join Campaign');
    expect(notification.created_at_time_from_now).toMatch(/ago$/);
    expect(notification.created_at_readable).toMatch(/^\w{3} \d{1,2}, \d{4} \d{2}:\d{2} (AM|PM)$/);
    const pending = await api<Array<{ id: string }>>('GET', '/api/v1/pending_invitation', { token: guest.token });
    expect(notification.resource_id).toBe(pending.body.data[0].id);
    expect(page.body.data.unread_count).toBe(1);
    expect(await counterOf(guest)).toBe(1);

    const accepted = await api(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${notification.id}`,
      { token: guest.token },
    );
    expect(accepted.status).toBe(200);
    expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: guest.token })).status).toBe(200);
    const after = (await list(guest)).body.data;
    expect(after.notifications[0]).toMatchObject({
      id: notification.id,
      parsed_notification_data: { status: 'accepted' },
      is_read: true,
    });
    expect(after.unread_count).toBe(0);
    expect(await counterOf(guest)).toBe(0);
    // Accepted is no longer pending, everywhere (issue 30 item 3).
    expect((await api<unknown[]>('GET', '/api/v1/pending_invitation', { token: guest.token })).body.data).toEqual([]);
    // Answering again: the invitation is no longer pending.
    const again = await api(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${notification.id}`,
      { token: guest.token },
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invitation Expired');
  });

  it('declines by notification_id and all at once, recording the answer', async () => {
    const guest = await signedInUser('decliner');
    const ws2 = await newWorkspace('Second');
    await invite(guest.email);
    await invite(guest.email, ws2);
    const [second, first] = (await list(guest)).body.data.notifications;
    expect(second.workspace_id).toBe(ws2);
    expect(
      (
        await api('DELETE', `/api/v1/workspaces/${workspaceId}/decline_invitation?notification_id=${first.id}`, {
          token: guest.token,
        })
      ).status,
    ).toBe(200);
    // A notification of another workspace does not answer this one.
    expect(
      (
        await api('DELETE', `/api/v1/workspaces/${workspaceId}/decline_invitation?notification_id=${second.id}`, {
          token: guest.token,
        })
      ).status,
    ).toBe(404);
    const answerAll = await api<{ count: number }>('PUT', '/api/v1/accept_all_invitation?status=declined', {
      token: guest.token,
    });
    expect(answerAll.body.data.count).toBe(1);
    const statuses = (await list(guest)).body.data.notifications.map((n) => n.parsed_notification_data.status);
    expect(statuses).toEqual(['declined', 'declined']);
    expect(await unreadCount(guest)).toBe(0);
  });

  it('toggles read and unread with exact counters, and marks all read', async () => {
    const guest = await signedInUser('reader');
    const ws2 = await newWorkspace('Reads');
    await invite(guest.email);
    await invite(guest.email, ws2);
    const [a, b] = (await list(guest)).body.data.notifications;
    expect(await unreadCount(guest)).toBe(2);

    const read = await api<{ notification: Notification; unread_count: number }>(
      'PUT',
      `/api/v1/notifications/${a.id}/read`,
      { token: guest.token },
    );
    expect(read.status).toBe(200);
    expect(read.body.data.notification.is_read).toBe(true);
    expect(read.body.data.unread_count).toBe(1);
    // Reading twice changes nothing.
    expect((await api('PUT', `/api/v1/notifications/${a.id}/read`, { token: guest.token })).status).toBe(200);
    expect(await unreadCount(guest)).toBe(1);
    expect(await counterOf(guest, ws2)).toBe(0);
    expect(await counterOf(guest, workspaceId)).toBe(1);

    const unread = (await list(guest, '?unread=true')).body.data.notifications;
    expect(unread.map((n) => n.id)).toEqual([b.id]);

    expect((await api('PUT', `/api/v1/notifications/${a.id}/unread`, { token: guest.token })).status).toBe(200);
    expect((await api('PUT', `/api/v1/notifications/${a.id}/unread`, { token: guest.token })).status).toBe(200);
    expect(await unreadCount(guest)).toBe(2);
    expect((await list(guest, '?unread=true')).body.data.notifications.map((n) => n.id)).toEqual([a.id, b.id]);

    const all = await api<{ count: number; unread_count: number }>('PUT', '/api/v1/notifications/read_all', {
      token: guest.token,
    });
    expect(all.body.data).toEqual({ count: 2, unread_count: 0 });
    expect(await counterOf(guest, ws2)).toBe(0);
    expect(await counterOf(guest, workspaceId)).toBe(0);
    expect((await list(guest, '?unread=true')).body.data.notifications).toEqual([]);
    expect(
      (await api<{ count: number }>('PUT', '/api/v1/notifications/read_all', { token: guest.token })).body.data.count,
    ).toBe(0);
  });

  it('pages newest first by last_id, also on the unread index', async () => {
    const user = await signedInUser('pager');
    const made = await createNotifications(
      Array.from({ length: 45 }, (_, i) => ({
        userId: user.userId,
        type: 'others' as const,
        summary: `Note ${i}`,
        workspaceId,
        workspaceName: 'Campaign',
        organizationId,
      })),
    );
    const ids = made.map((n) => n.notification_id).reverse();
    const first = (await list(user)).body.data;
    expect(first.notifications.map((n) => n.id)).toEqual(ids.slice(0, 20));
    expect(first).toMatchObject({ has_next_page: true, last_id: ids[19], unread_count: 45 });
    const second = (await list(user, `?last_id=${first.last_id}`)).body.data;
    expect(second.notifications.map((n) => n.id)).toEqual(ids.slice(20, 40));
    const third = (await list(user, `?last_id=${second.last_id}`)).body.data;
    expect(third.notifications.map((n) => n.id)).toEqual(ids.slice(40));
    expect(third.has_next_page).toBe(false);

    // Unread only, with every other one read.
    for (const id of ids.filter((_, i) => i % 2 === 1))
      await api('PUT', `/api/v1/notifications/${id}/read`, { token: user.token });
    const unreadIds = ids.filter((_, i) => i % 2 === 0);
    const u1 = (await list(user, '?unread=true')).body.data;
    expect(u1.notifications.map((n) => n.id)).toEqual(unreadIds.slice(0, 20));
    expect(u1.unread_count).toBe(23);
    const u2 = (await list(user, `?unread=true&last_id=${u1.last_id}`)).body.data;
    expect(u2.notifications.map((n) => n.id)).toEqual(unreadIds.slice(20));
    expect(u2.has_next_page).toBe(false);

    expect((await list(user, '?last_id=not-an-id')).status).toBe(400);
  });

  it('turns invitations sent before the account existed into notifications when it is created', async () => {
    const email = `later-${randomUUID().slice(0, 8)}@example.com`;
    await invite(email);
    await createUser('later', { email });
    const session = await api<{ access_token: string; user: { id: string } }>('POST', '/api/v1/auth', {
      body: { email, password: TEST_PASSWORD },
    });
    const later = {
      email,
      token: session.body.data.access_token,
      userId: session.body.data.user.id,
      personalOrganizationId: '',
    };
    const [notification] = (await list(later)).body.data.notifications;
    expect(notification).toMatchObject({
      notification_type: 'new_workspace_invite',
      workspace_id: workspaceId,
      parsed_notification_data: { status: 'pending' },
    });
    expect(await unreadCount(later)).toBe(1);
    expect(
      (
        await api('PUT', `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${notification.id}`, {
          token: later.token,
        })
      ).status,
    ).toBe(200);
    expect((await list(later)).body.data.notifications[0].parsed_notification_data.status).toBe('accepted');
  });

  it('deletes the notification of a cancelled invitation, with its count', async () => {
    const guest = await signedInUser('cancelled');
    const created = await invite(guest.email);
    expect(await unreadCount(guest)).toBe(1);
    const id = created.body.data[0].id;
    expect(
      (await api('DELETE', `/api/v1/invited_users/${id}?workspace_id=${workspaceId}`, { token: owner.token })).status,
    ).toBe(200);
    expect((await list(guest)).body.data.notifications).toEqual([]);
    expect(await unreadCount(guest)).toBe(0);
    expect(await counterOf(guest)).toBe(0);
  });

  it('notifies a removed member with removed_from_workspace', async () => {
    const member = await signedInUser('removed');
    const created = await invite(member.email);
    const notificationId = (await list(member)).body.data.notifications[0].id;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${notificationId}`, {
      token: member.token,
    });
    expect(created.status).toBe(201);
    expect(
      (
        await api('DELETE', `/api/v1/workspaces/${workspaceId}/workspace_users/${member.userId}`, {
          token: owner.token,
        })
      ).status,
    ).toBe(200);
    const [removal] = (await list(member)).body.data.notifications;
    expect(removal).toMatchObject({
      notification_type: 'removed_from_workspace',
      summary: 'Test notifier removed you from Campaign',
      workspace_id: workspaceId,
      is_read: false,
      parsed_notification_data: { status: null },
    });
    expect(await unreadCount(member)).toBe(1);
  });

  it("answers 404 for another user's notification and for unknown ids, changing nothing", async () => {
    const guest = await signedInUser('victim');
    const intruder = await signedInUser('intruder');
    await invite(guest.email);
    const [notification] = (await list(guest)).body.data.notifications;
    for (const path of [
      `/api/v1/notifications/${notification.id}/read`,
      `/api/v1/notifications/${notification.id}/unread`,
    ]) {
      const res = await api('PUT', path, { token: intruder.token });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Notification not found');
    }
    // The intruder cannot answer the guest's invitation through its notification id either.
    expect(
      (
        await api('PUT', `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${notification.id}`, {
          token: intruder.token,
        })
      ).status,
    ).toBe(404);
    expect((await api('PUT', `/api/v1/notifications/${randomUUID()}/read`, { token: guest.token })).status).toBe(404);
    expect((await api('PUT', '/api/v1/notifications/not-a-uuid/read', { token: guest.token })).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=nope`, {
          token: guest.token,
        })
      ).status,
    ).toBe(404);
    expect((await list(intruder)).body.data.notifications).toEqual([]);
    expect((await list(guest)).body.data.notifications[0]).toMatchObject({
      id: notification.id,
      is_read: false,
      parsed_notification_data: { status: 'pending' },
    });
    expect(await unreadCount(guest)).toBe(1);
  });

  it("takes the pending invitations' notifications away with a deleted workspace", async () => {
    const guest = await signedInUser('orphan');
    const doomed = await newWorkspace('Doomed');
    expect((await invite(guest.email, doomed)).status).toBe(201);
    expect(await unreadCount(guest)).toBe(1);

    expect((await api('DELETE', `/api/v1/workspaces/${doomed}`, { token: owner.token })).status).toBe(200);
    expect((await list(guest)).body.data.notifications).toEqual([]);
    expect(await unreadCount(guest)).toBe(0);
  });

  describe('each invitation change writes its notification in the same transaction (docs/decisions.md N3)', () => {
    const workspacesHandler = async () => (await import('../../functions/src/handlers/http/workspaces')).handler;

    it('accepting: one TransactWrite, and the notification shows it', async () => {
      const guest = await signedInUser('atomic-accept');
      await invite(guest.email);
      const [notification] = (await list(guest)).body.data.notifications;
      const call = await invokeCounting(await workspacesHandler(), {
        routeKey: 'PUT /api/v1/workspaces/{id}/accept_invitation',
        path: `/api/v1/workspaces/${workspaceId}/accept_invitation`,
        pathParameters: { id: workspaceId },
        query: { notification_id: notification.id },
        userId: guest.userId,
      });
      expect(call.statusCode).toBe(200);
      expect(writesOf(call.requests)).toEqual(['TransactWriteItemsCommand']);
      expect((await list(guest)).body.data.notifications[0]).toMatchObject({
        parsed_notification_data: { status: 'accepted' },
        is_read: true,
      });
      expect(await counterOf(guest)).toBe(0);
    });

    it('declining and cancelling: one TransactWrite each', async () => {
      const decliner = await signedInUser('atomic-decline');
      await invite(decliner.email);
      const [notification] = (await list(decliner)).body.data.notifications;
      const declined = await invokeCounting(await workspacesHandler(), {
        routeKey: 'DELETE /api/v1/workspaces/{id}/decline_invitation',
        path: `/api/v1/workspaces/${workspaceId}/decline_invitation`,
        pathParameters: { id: workspaceId },
        query: { notification_id: notification.id },
        userId: decliner.userId,
      });
      expect(declined.statusCode).toBe(200);
      expect(writesOf(declined.requests)).toEqual(['TransactWriteItemsCommand']);
      expect((await list(decliner)).body.data.notifications[0].parsed_notification_data.status).toBe('declined');

      const cancelled = await signedInUser('atomic-cancel');
      const id = (await invite(cancelled.email)).body.data[0].id;
      const cancel = await invokeCounting(await workspacesHandler(), {
        routeKey: 'DELETE /api/v1/invited_users/{id}',
        path: `/api/v1/invited_users/${id}`,
        pathParameters: { id },
        query: { workspace_id: workspaceId },
        userId: owner.userId,
      });
      expect(cancel.statusCode).toBe(200);
      expect(writesOf(cancel.requests)).toEqual(['TransactWriteItemsCommand']);
      expect((await list(cancelled)).body.data.notifications).toEqual([]);
      expect(await counterOf(cancelled)).toBe(0);
    });

    it('removing a member: one TransactWrite with the removal notice', async () => {
      const member = await signedInUser('atomic-remove');
      await invite(member.email);
      const [invitation] = (await list(member)).body.data.notifications;
      await api('PUT', `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${invitation.id}`, {
        token: member.token,
      });
      const removed = await invokeCounting(await workspacesHandler(), {
        routeKey: 'DELETE /api/v1/workspaces/{id}/workspace_users/{uid}',
        path: `/api/v1/workspaces/${workspaceId}/workspace_users/${member.userId}`,
        pathParameters: { id: workspaceId, uid: member.userId },
        userId: owner.userId,
      });
      expect(removed.statusCode).toBe(200);
      expect(writesOf(removed.requests)).toEqual(['TransactWriteItemsCommand']);
      expect((await list(member)).body.data.notifications[0].notification_type).toBe('removed_from_workspace');
      expect(await unreadCount(member)).toBe(1);
      // It was their only workspace here: the organization membership went with it.
      expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: member.token })).status).toBe(404);
    });

    it('an invitee toggling the notification while accepting: the answer lands and the count stays exact', async () => {
      const guest = await signedInUser('atomic-race');
      await invite(guest.email);
      const [notification] = (await list(guest)).body.data.notifications;
      const toggle = (read: boolean) =>
        api('PUT', `/api/v1/notifications/${notification.id}/${read ? 'read' : 'unread'}`, { token: guest.token });
      const [accepted] = await Promise.all([
        api('PUT', `/api/v1/workspaces/${workspaceId}/accept_invitation?notification_id=${notification.id}`, {
          token: guest.token,
        }),
        toggle(true),
        toggle(false),
      ]);
      expect(accepted.status).toBe(200);
      const [after] = (await list(guest)).body.data.notifications;
      expect(after.parsed_notification_data.status).toBe('accepted');
      // Whatever order the writes took, the counter matches the notification.
      expect(await counterOf(guest)).toBe(after.is_read ? 0 : 1);
    });
  });

  it('takes at most 30 invitations in one request, writing nothing otherwise', async () => {
    const rows = Array.from({ length: 31 }, (_, i) => row(`many-${i}-${randomUUID().slice(0, 6)}@example.com`));
    const res = await api('POST', `/api/v1/workspaces/${workspaceId}/workspace_users`, {
      token: owner.token,
      body: { invited_users: rows },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invite at most 30 people at a time.');
    const pending = await api<Array<{ email: string }>>('GET', `/api/v1/invited_users?workspace_id=${workspaceId}`, {
      token: owner.token,
    });
    expect(pending.body.data.some((i) => i.email.startsWith('many-'))).toBe(false);
  });

  it('creates 30 invitations for existing users with their notifications in one request', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => signedInUser(`bulk-${i}`)));
    // A personal organization does not count seats, so 30 newcomers fit.
    const ws = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Bulk', organization_id: owner.personalOrganizationId },
      })
    ).body.data.id;
    const res = await api<Array<{ id: string }>>('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
      token: owner.token,
      body: { invited_users: people.map((p) => row(p.email)) },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(30);
    for (const person of [people[0], people[29]]) {
      expect((await list(person)).body.data.notifications[0]).toMatchObject({
        workspace_id: ws,
        parsed_notification_data: { status: 'pending' },
      });
      expect(await counterOf(person, ws)).toBe(1);
    }
  });
});
