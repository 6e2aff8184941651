/**
 * Notifications and a user's notification filter as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20) (accounts spec
 * §3 Notification, Notification filter, §7 Notifications; docs/data-model.md §4.8, patterns 120, 121, 128).
 *
 * A notification's unread index (gsi2) is sparse: its keys exist only while `is_read` is false, as
 * ElectroDB's index condition leaves them out otherwise. ElectroDB evaluates that condition on every write,
 * updates included, with the values the write gives: an update with `is_read: false` sets the keys, any
 * other update (`is_read: true`, or no `is_read` at all) removes them. The update links do the same, so
 * every update must carry `is_read`, as with ElectroDB.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '../../../../shared/schemas/notification-limits';
import { type IndexSpec, partitionKey, sortKey } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const NOTIFICATION_MODEL = modelOf('notification');

/** Pattern 120: a user's notifications, newest first (`notification_id` is a UUIDv7). */
export const NOTIFICATION_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['notification_id'] },
};
/** Pattern 121: the unread ones; sparse, see {@link isUnread}. */
export const NOTIFICATION_UNREAD_BY_USER: IndexSpec = {
  index: 'gsi2',
  pk: { field: 'gsi2pk', composite: ['user_id'] },
  sk: { field: 'gsi2sk', composite: ['notification_id'] },
};

/** ElectroDB's condition on the unread index: its keys are written only when this holds. */
export const isUnread = (values: { is_read?: unknown }): boolean => values.is_read === false;

const notificationAttributes = item({
  user_id: string().key(),
  /** UUIDv7 (functions/src/lib/ids/uuid.ts). */
  notification_id: string().key(),
  notification_type: string().enum(...NOTIFICATION_TYPES),
  /** Filter chip group (comments, mentions, status, reminders, other), for pattern 122 later. */
  category: string().optional().default('other'),
  /** The English text (webhooks, e-mails and readers of notices older than `message_key` read it). */
  summary: string(),
  /** The `notices` catalogue key of the summary and its values, so each reader gets it in their language (issue 41; decisions LV1). */
  message_key: string().optional(),
  message_values: record(string(), string()).optional(),
  /** The user who caused it, shown as the actor. */
  actor_id: string().optional(),
  /** The actor's name when they are no user: a reviewer by link's, "Dana Ruiz" (issue 37; decisions K4). */
  actor_name: string().optional(),
  workspace_id: string().optional(),
  /** The workspace's name when the notification was made (a snapshot: renames do not rewrite it). */
  workspace_name: string().optional().default(''),
  organization_id: string().optional(),
  /** What it points at: the invitation id for `new_workspace_invite`, the card id for reminders. */
  resource_id: string().optional(),
  /** The comment a comment or mention notice names, and its tab (`internal` = Team). */
  comment_id: string().optional(),
  comment_internal: boolean().optional(),
  /** The card's due date, for reminders. */
  due_date: string().optional(),
  is_read: boolean().default(false),
  /** An invitation notification's answer (accounts spec §3 parsed_notification_data.status). */
  status: string()
    .enum(...NOTIFICATION_STATUSES)
    .optional(),
  edb_version: electroVersion(),
});

export const Notification = new Entity({
  name: NOTIFICATION_MODEL.entity,
  table: GreenlightTable,
  /** The item keeps `created_at` only (the format ElectroDB wrote). */
  timestamps: { created: TIMESTAMPS.created, modified: false },
  schema: notificationAttributes.and((_schema) => ({
    gsi2pk: string()
      .optional()
      .hidden()
      .putLink<typeof _schema>((values) =>
        isUnread(values) ? partitionKey(NOTIFICATION_MODEL, NOTIFICATION_UNREAD_BY_USER, values) : undefined,
      )
      .updateLink<typeof _schema>((values) =>
        isUnread(values) ? partitionKey(NOTIFICATION_MODEL, NOTIFICATION_UNREAD_BY_USER, values) : $remove(),
      ),
    gsi2sk: string()
      .optional()
      .hidden()
      .putLink<typeof _schema>((values) =>
        isUnread(values) ? sortKey(NOTIFICATION_MODEL, NOTIFICATION_UNREAD_BY_USER, values) : undefined,
      )
      .updateLink<typeof _schema>((values) =>
        isUnread(values) ? sortKey(NOTIFICATION_MODEL, NOTIFICATION_UNREAD_BY_USER, values) : $remove(),
      ),
  })),
  computeKey: tableKeyOf(NOTIFICATION_MODEL, NOTIFICATION_BY_USER),
});

export const NOTIFICATION_FILTER_MODEL = modelOf('notification_filter');

/** Pattern 128: one item per user in the user's own partition, `sk=$notification_filter_1`. */
export const NOTIFICATION_FILTER_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: [] },
};

export const NotificationFilter = new Entity({
  name: NOTIFICATION_FILTER_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    view_comments: boolean(),
    view_mentions: boolean(),
    view_status: boolean(),
    view_reminders: boolean(),
    unselected_organization_ids: list(string()),
    unselected_workspace_ids: list(string()),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(NOTIFICATION_FILTER_MODEL, NOTIFICATION_FILTER_BY_USER),
});
