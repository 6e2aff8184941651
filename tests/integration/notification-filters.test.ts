/**
 * Notification filters and filter settings (accounts spec §2 filter chips and workspace selector, §3
 * Notification filter, §7 `GET /notifications` filter_type/filter/filter_workspace/unselected_*_ids and
 * `GET`/`PUT /notification_filter_settings/{id}`; docs/data-model.md patterns 122 and 128).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationFilterSettings, NotificationsPage } from '../../shared/schemas/notification';
import { createNotifications, type NewNotification } from '../../functions/src/data/notifications';
import { DEFAULT_NOTIFICATION_FILTER } from '../../shared/schemas/notification-limits';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { testNotification } from '../support/notifications';

const DAY = 24 * 60 * 60 * 1000;

describe('notification filters', () => {
  let user: SignedInUser;
  const orgA = randomUUID();
  const orgB = randomUUID();
  const wsA = randomUUID();
  const wsB = randomUUID();
  const list = async (query: string) => {
    const res = await api<NotificationsPage>('GET', `/api/v1/notifications${query}`, { token: user.token });
    expect(res.status).toBe(200);
    return res.body.data.notifications.map((n) => n.summary).sort();
  };

  beforeAll(async () => {
    user = await signedInUser('filterer');
    const base = (
      summary: string,
      category: NewNotification['category'],
      workspaceId: string,
      organizationId: string,
      at = Date.now() - 1000,
    ) => testNotification({ userId: user.userId, summary, category, workspaceId, organizationId }, at);
    await createNotifications([
      base('comment A', 'comments', wsA, orgA),
      base('mention A', 'mentions', wsA, orgA),
      base('status B', 'status', wsB, orgB),
      base('reminder B', 'reminders', wsB, orgB),
      base('old comment A', 'comments', wsA, orgA, Date.now() - 8 * DAY),
    ]);
  });

  it('lists all without filters', async () => {
    expect(await list('')).toEqual(['comment A', 'mention A', 'old comment A', 'reminder B', 'status B']);
  });

  it('filters by each chip and by several', async () => {
    expect(await list('?filter=comments')).toEqual(['comment A', 'old comment A']);
    expect(await list('?filter=mentions')).toEqual(['mention A']);
    expect(await list('?filter=status')).toEqual(['status B']);
    expect(await list('?filter=reminders')).toEqual(['reminder B']);
    expect(await list('?filter=mentions,status')).toEqual(['mention A', 'status B']);
    expect((await api('GET', '/api/v1/notifications?filter=bogus', { token: user.token })).status).toBe(400);
  });

  it('keeps the last week with filter_type=a_week', async () => {
    expect(await list('?filter_type=a_week')).toEqual(['comment A', 'mention A', 'reminder B', 'status B']);
    expect(await list('?filter_type=a_week&filter=comments')).toEqual(['comment A']);
  });

  it('selects and unselects workspaces and organizations', async () => {
    expect(await list(`?filter_workspace=${wsB}`)).toEqual(['reminder B', 'status B']);
    expect(await list(`?unselected_workspace_ids=${wsA}`)).toEqual(['reminder B', 'status B']);
    expect(await list(`?unselected_organization_ids=${orgB}`)).toEqual(['comment A', 'mention A', 'old comment A']);
    expect(await list(`?unselected_organization_ids=${orgA},${orgB}`)).toEqual([]);
    // Another organization's ids just match none of the caller's notifications.
    expect(await list(`?filter_workspace=${randomUUID()}`)).toEqual([]);
    expect((await api('GET', '/api/v1/notifications?filter_workspace=nope', { token: user.token })).status).toBe(400);
  });

  it('stores filter settings per user, partial saves keep the rest, another id is 404', async () => {
    const url = `/api/v1/notification_filter_settings/${user.userId}`;
    const initial = await api<NotificationFilterSettings>('GET', url, { token: user.token });
    expect(initial.status).toBe(200);
    // Never saved: every chip on, nothing unselected (decisions N13).
    expect(initial.body.data).toEqual({ id: user.userId, ...DEFAULT_NOTIFICATION_FILTER });
    const saved = await api<NotificationFilterSettings>('PUT', url, {
      token: user.token,
      body: { view_status: false, unselected_workspace_ids: [wsA] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ view_comments: true, view_status: false, unselected_workspace_ids: [wsA] });
    await api('PUT', url, { token: user.token, body: { view_mentions: false } });
    const again = await api<NotificationFilterSettings>('GET', url, { token: user.token });
    expect(again.body.data).toMatchObject({
      view_mentions: false,
      view_status: false,
      unselected_workspace_ids: [wsA],
    });

    expect((await api('PUT', url, { token: user.token, body: { view_status: 'no' } })).status).toBe(400);
    expect((await api('PUT', url, { token: user.token, body: { unselected_workspace_ids: ['x'] } })).status).toBe(400);

    const other = await signedInUser('snooper');
    expect((await api('GET', url, { token: other.token })).status).toBe(404);
    expect((await api('PUT', url, { token: other.token, body: { view_comments: false } })).status).toBe(404);
    expect((await api<NotificationFilterSettings>('GET', url, { token: user.token })).body.data.view_comments).toBe(
      true,
    );
  });
});
