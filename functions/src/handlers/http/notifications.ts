/**
 * Notifications domain (accounts spec §7 Notifications: `GET /api/v1/notifications` with `last_id` and
 * `unread`; `PUT /api/v1/notifications/{id}/read`, `/unread`, `/read_all`; §2 Header bell with unread
 * badge; §4 "Notifications toggle read/unread by click"). Every route is the caller's own: keys start
 * with the caller's user id, so another user's notification id answers 404 like an unknown one.
 */
import {
  NotificationFilterSettingsInputSchema,
  NotificationsQuerySchema,
} from '../../../../shared/schemas/notification';
import {
  getNotification,
  getNotificationFilter,
  listNotifications,
  putNotificationFilter,
  markAllNotificationsRead,
  setNotificationRead,
  unreadNotificationTotal,
} from '../../data/notifications';
import { domainHandler, ok, type Action } from '../domain-handler';
import { NOTIFICATIONS_ROUTES } from '../../routes/domains/notifications';
import { NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { isUuid } from '../../lib/ids/uuid';
import { presentNotifications } from '../../services/notifications/present';
import { requestLanguage } from '../../lib/i18n/messages';

const NOT_FOUND = 'Notification not found';

/** `read` or `unread` one notification (pattern 125). */
const toggle =
  (isRead: boolean): Action =>
  async ({ params, caller, headers }) => {
    const id = params.id;
    if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
    const notificationId = id.toLowerCase();
    if ((await setNotificationRead(caller!.userId, notificationId, isRead)) === 'not_found')
      throw new NotFoundError(NOT_FOUND);
    // Deleted meanwhile (a cancelled invitation): as unknown as any other id.
    const record = await getNotification(caller!.userId, notificationId);
    if (!record) throw new NotFoundError(NOT_FOUND);
    const [notification] = await presentNotifications([record], requestLanguage(headers));
    return ok({ notification, unread_count: await unreadNotificationTotal(caller!.userId) });
  };

export const handler = domainHandler('notifications', NOTIFICATIONS_ROUTES, {
  // Newest first, 20 per page after `last_id`; `unread=true` reads the sparse unread index (patterns 120, 121).
  'GET /api/v1/notifications': async ({ query, caller, headers }) => {
    const q = parseInput(NotificationsQuerySchema, query);
    const filters = {
      aWeek: q.filter_type === 'a_week',
      categories: q.filter,
      workspaceIds: q.filter_workspace,
      unselectedWorkspaceIds: q.unselected_workspace_ids,
      unselectedOrganizationIds: q.unselected_organization_ids,
    };
    const [page, unreadCount] = await Promise.all([
      listNotifications(caller!.userId, { lastId: q.last_id?.toLowerCase(), unread: q.unread === 'true', filters }),
      unreadNotificationTotal(caller!.userId),
    ]);
    return ok({
      notifications: await presentNotifications(page.items, requestLanguage(headers)),
      has_next_page: page.hasNextPage,
      last_id: page.items.at(-1)?.notification_id ?? null,
      unread_count: unreadCount,
    });
  },

  // The bell badge: one Query of the caller's workspace counters (pattern 127).
  'GET /api/v1/notifications/unread_count': async ({ caller }) =>
    ok({ unread_count: await unreadNotificationTotal(caller!.userId) }),

  'PUT /api/v1/notifications/read_all': async ({ caller }) => {
    const count = await markAllNotificationsRead(caller!.userId);
    return ok({ count, unread_count: await unreadNotificationTotal(caller!.userId) });
  },

  // Pattern 128: one settings item per user; `{id}` is the caller's own user id, any other answers 404 (decisions N11).
  'GET /api/v1/notification_filter_settings/{id}': async ({ params, caller }) => {
    if (params.id?.toLowerCase() !== caller!.userId.toLowerCase())
      throw new NotFoundError('Notification filter not found');
    return ok({ id: caller!.userId, ...(await getNotificationFilter(caller!.userId)) });
  },
  'PUT /api/v1/notification_filter_settings/{id}': async ({ params, body, caller }) => {
    if (params.id?.toLowerCase() !== caller!.userId.toLowerCase())
      throw new NotFoundError('Notification filter not found');
    const changes = parseInput(NotificationFilterSettingsInputSchema, body);
    return ok({ id: caller!.userId, ...(await putNotificationFilter(caller!.userId, changes)) });
  },

  'PUT /api/v1/notifications/{id}/read': toggle(true),
  'PUT /api/v1/notifications/{id}/unread': toggle(false),
});
