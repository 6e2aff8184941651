/**
 * Notifications (accounts spec §3 Notification and its types; §4 read/unread toggle, invitation answers;
 * §7 Notifications). One item per recipient in the recipient's partition, so nobody can read another
 * user's notifications: every key starts with the caller's own user id.
 *
 * Access patterns (docs/data-model.md §4.8):
 * - 120 a user's notifications, newest first (table; `notification_id` is a UUIDv7, so sk order is time order);
 * - 121 the unread ones (gsi2, sparse: keys exist only while `is_read` is false).
 *
 * Every write carries `is_read`: the sparse index's condition is re-evaluated on each write of the item
 * (its composites are the item's key), so a write without `is_read` would drop the gsi2 keys.
 */
import { Entity } from 'electrodb';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../../../../shared/schemas/notification-limits';
import { SERVICE, createdAt } from './common';

export const NotificationEntity = new Entity({
  model: { entity: 'notification', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    /** UUIDv7 (functions/src/lib/ids/uuidv7.ts). */
    notification_id: { type: 'string', required: true, readOnly: true },
    notification_type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
    /** Filter chip group (comments, mentions, status, reminders, other), for pattern 122 later. */
    category: { type: 'string', default: 'other' },
    summary: { type: 'string', required: true },
    /** The user who caused it, shown as the actor. */
    actor_id: { type: 'string' },
    workspace_id: { type: 'string' },
    /** The workspace's name when the notification was made (a snapshot: renames do not rewrite it). */
    workspace_name: { type: 'string', default: '' },
    organization_id: { type: 'string' },
    /** What it points at: the invitation id for `new_workspace_invite`, the card id for reminders. */
    resource_id: { type: 'string' },
    /** The comment a comment or mention notice names, and its tab (`internal` = Team): the popup opens at it. */
    comment_id: { type: 'string' },
    comment_internal: { type: 'boolean' },
    /** The card's due date, for reminders (accounts spec §3 Notification `due_date`). */
    due_date: { type: 'string' },
    is_read: { type: 'boolean', required: true, default: false },
    /** An invitation notification's answer (accounts spec §3 parsed_notification_data.status). */
    status: { type: NOTIFICATION_STATUSES },
    created_at: createdAt,
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['notification_id'] },
    },
    unreadByUser: {
      index: 'gsi2',
      condition: (attributes) => attributes.is_read === false,
      pk: { field: 'gsi2pk', composite: ['user_id'] },
      sk: { field: 'gsi2sk', composite: ['notification_id'] },
    },
  },
});

/**
 * A user's notification filter settings (accounts spec §3 Notification filter; §7
 * `GET`/`PUT /notification_filter_settings/{id}`; docs/data-model.md pattern 128). One item per user in
 * the user's own partition, `sk=$notification_filter_1`; the id the API shows is the user's id (decisions N11).
 */
export const NotificationFilterEntity = new Entity({
  model: { entity: 'notification_filter', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    view_comments: { type: 'boolean', required: true },
    view_mentions: { type: 'boolean', required: true },
    view_status: { type: 'boolean', required: true },
    view_reminders: { type: 'boolean', required: true },
    unselected_organization_ids: { type: 'list', items: { type: 'string' }, required: true },
    unselected_workspace_ids: { type: 'list', items: { type: 'string' }, required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
