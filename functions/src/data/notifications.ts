/**
 * Notifications and their unread counters (accounts spec §3 Notification; §2 Header "notification bell
 * with unread badge"; §4 "Notifications toggle read/unread by click"; §7 Notifications).
 *
 * Each notification lives in its recipient's partition (entities/notification.ts), and every unread one
 * is counted in the recipient's workspace_counter of its workspace (entities/workspace-counter.ts). The
 * counter changes in the same TransactWrite as the notification, conditioned on the notification's old
 * `is_read`, so a count can never drift (BRIEF §3 "Counters and state changes"; docs/data-model.md §5.2).
 * Patterns 120, 121, 123–127 of docs/data-model.md §4.8.
 */
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import {
  DEFAULT_NOTIFICATION_FILTER,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationStatus,
  type NotificationType,
} from '../../../shared/schemas/notification-limits';
import { uuidv7 } from '../lib/ids/uuid';
import { getItem, keyQuery, putItem, queryAll, sortKeyOf, type Item } from './access';
import {
  createTransaction,
  deleteTransaction,
  patchTransaction,
  runTransaction,
  TRANSACTION_ATTEMPTS,
  updateTransaction,
  type TransactionItem,
} from './transactions';
import type { NoticeMessage } from '../lib/i18n/notices';
import {
  Notification,
  NOTIFICATION_BY_USER,
  NOTIFICATION_MODEL,
  NOTIFICATION_UNREAD_BY_USER,
  NotificationFilter,
} from './entities/notification';
import { WorkspaceCounter } from './entities/workspace-counter';
import { countersOfUser } from './workspace-counters';

export type NotificationRecord = Item<typeof Notification>;

/** A TransactWrite holds at most 100 items; a notification and its counter are two. */
const RECIPIENTS_PER_TRANSACTION = 50;
/** read_all: notifications per transaction, leaving room for one counter per workspace. */
const READ_ALL_CHUNK = 50;
/** The lowest notification id, as the lower bound of a page after `last_id`. */
const LOWEST_ID = '00000000-0000-0000-0000-000000000000';

/** What a writer gives for one recipient (accounts spec §3 Notification fields). */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  summary: string;
  /** The summary as a `notices` message, for readers in other languages (lib/i18n/notices.ts). */
  message?: NoticeMessage;
  actorId?: string;
  /** The actor's name when `actorId` is no user (a reviewer by link, issue 37). */
  actorName?: string;
  workspaceId: string;
  workspaceName: string;
  organizationId: string;
  resourceId?: string;
  status?: NotificationStatus;
  /** Filter chip group: comments, mentions, status, reminders or other (accounts spec §2 filter chips). */
  category?: 'comments' | 'mentions' | 'status' | 'reminders' | 'other';
  /** The card's due date (ISO), for reminders. */
  dueDate?: string;
  /** A preset id, when another item must point at the notification (an invitation's `notification_id`). */
  notificationId?: string;
  /** The comment a comment or mention notice names (the popup opens at it); `internal` is the Team tab. */
  comment?: { id: string; internal: boolean };
}

/** The stored item for what a writer gives (a new UUIDv7 id unless one is preset). */
export function toNotificationRecord(n: NewNotification): NotificationRecord {
  return {
    user_id: n.userId,
    notification_id: n.notificationId ?? uuidv7(),
    notification_type: n.type,
    summary: n.summary,
    ...(n.message ? { message_key: n.message.key, message_values: n.message.values } : {}),
    actor_id: n.actorId,
    ...(n.actorName ? { actor_name: n.actorName } : {}),
    workspace_id: n.workspaceId,
    workspace_name: n.workspaceName,
    organization_id: n.organizationId,
    resource_id: n.resourceId,
    status: n.status,
    category: n.category ?? 'other',
    due_date: n.dueDate,
    comment_id: n.comment?.id,
    comment_internal: n.comment?.internal,
    is_read: false,
  } as NotificationRecord;
}

/**
 * TransactWrite items creating `records` (unread) and counting them: one counter update per recipient and
 * workspace, adding its count, because a TW cannot touch one item twice. 2 items per recipient at most.
 */
export function notificationCreateItems(records: NotificationRecord[]): TransactionItem[] {
  const counts = new Map<string, { user_id: string; workspace_id: string; n: number }>();
  for (const { user_id, workspace_id } of records) {
    if (!workspace_id) continue;
    const key = `${user_id}/${workspace_id}`;
    counts.set(key, { user_id, workspace_id, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  return [
    ...records.map((record) => createTransaction(Notification, record)),
    ...[...counts.values()].map(({ n, ...key }) =>
      updateTransaction(WorkspaceCounter, { ...key, unread_notifications_count: $add(n) }),
    ),
  ];
}

/** The counter update taking an unread notification off its workspace's count (none when it was read). */
function uncountItems(current: NotificationRecord): TransactionItem[] {
  return !current.is_read && current.workspace_id
    ? [
        updateTransaction(WorkspaceCounter, {
          user_id: current.user_id,
          workspace_id: current.workspace_id,
          unread_notifications_count: $add(-1),
        }),
      ]
    : [];
}

/**
 * TransactWrite items recording an invitation's answer on its notification (accounts spec §4: pending →
 * accepted or declined), which also marks it read (docs/decisions.md N2): SET status and is_read,
 * conditioned on the `is_read` just read, with the counter −1 when it was unread. A concurrent toggle
 * cancels the whole transaction, and the caller reads again.
 */
export function notificationAnswerItems(current: NotificationRecord, status: NotificationStatus): TransactionItem[] {
  return [
    patchTransaction(
      Notification,
      { user_id: current.user_id, notification_id: current.notification_id, status, is_read: true },
      { attr: 'is_read', eq: current.is_read },
    ),
    ...uncountItems(current),
  ];
}

/** TransactWrite items deleting `current`, conditioned on the `is_read` just read, with the counter −1 when it was unread. */
export function notificationDeleteItems(current: NotificationRecord): TransactionItem[] {
  return [
    deleteTransaction(
      Notification,
      { user_id: current.user_id, notification_id: current.notification_id },
      { attr: 'is_read', eq: current.is_read },
    ),
    ...uncountItems(current),
  ];
}

/** Pattern 123: create notifications, each counted in its recipient's workspace counter in the same TW (≤ 50 recipients per TW). */
export async function createNotifications(notifications: NewNotification[]): Promise<NotificationRecord[]> {
  const records = notifications.map(toNotificationRecord);
  for (let start = 0; start < records.length; start += RECIPIENTS_PER_TRANSACTION) {
    const chunk = records.slice(start, start + RECIPIENTS_PER_TRANSACTION);
    const { canceled } = await runTransaction(notificationCreateItems(chunk));
    if (canceled) throw new Error('Creating notifications was cancelled');
  }
  return records;
}

/** One of the user's notifications (table GetItem in the user's partition; another user's id is simply absent). */
export async function getNotification(userId: string, notificationId: string): Promise<NotificationRecord | null> {
  return getItem(Notification, { user_id: userId, notification_id: notificationId });
}

/** Pattern 122's filters (accounts spec §7 `GET /notifications` query; all optional, all combined with AND). */
export interface NotificationFilters {
  /** Only the last 7 days (`filter_type=a_week`). */
  aWeek?: boolean;
  /** Only these categories (the chips); absent or empty: All. */
  categories?: readonly string[];
  /** Only these workspaces (`filter_workspace`, the workspace selector). */
  workspaceIds?: readonly string[];
  /** Leave these out (`unselected_workspace_ids`, `unselected_organization_ids`). */
  unselectedWorkspaceIds?: readonly string[];
  unselectedOrganizationIds?: readonly string[];
  /** The clock, for `aWeek` (ms). */
  now?: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The lowest UUIDv7 of the millisecond `ms` (epoch ms): its 48-bit time prefix followed by zeros. Built
 * here rather than by `uuidv7(ms)`, which never goes back in time (it is monotonic per process).
 */
export function lowestIdAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

/**
 * Patterns 120–122: a page of the user's notifications, newest first (UUIDv7 ids sort by time),
 * after `lastId` when given; `unread` reads the sparse gsi2 instead of the table.
 * The page after `lastId` is `sk BETWEEN lowest AND last_id` (which keeps the Query inside the
 * `$notification_1` prefix of the user's partition), minus `last_id` itself. `a_week` raises the lower
 * bound to the lowest id of 7 days ago; the other filters are a FilterExpression on `category`,
 * `workspace_id` and `organization_id`, and the read goes on until the page is full (pattern 122).
 */
export async function listNotifications(
  userId: string,
  options: { lastId?: string; unread?: boolean; limit?: number; filters?: NotificationFilters } = {},
): Promise<{ items: NotificationRecord[]; hasNextPage: boolean }> {
  const limit = options.limit ?? NOTIFICATIONS_PAGE_SIZE;
  const filters = options.filters ?? {};
  const index = options.unread ? NOTIFICATION_UNREAD_BY_USER : NOTIFICATION_BY_USER;
  const query = keyQuery(NOTIFICATION_MODEL, index, { user_id: userId });
  const lowest = filters.aWeek ? lowestIdAt((filters.now ?? Date.now()) - WEEK_MS) : LOWEST_ID;
  const highest = options.lastId ?? (filters.aWeek ? 'ffffffff-ffff-ffff-ffff-ffffffffffff' : undefined);
  const bound = (notificationId: string) =>
    sortKeyOf(NOTIFICATION_MODEL, index, { user_id: userId, notification_id: notificationId });
  if (highest) query.range = { between: [bound(lowest), bound(highest)] };
  const categories = filters.categories ?? [];
  const only = filters.workspaceIds ?? [];
  const skipWorkspaces = filters.unselectedWorkspaceIds ?? [];
  const skipOrganizations = filters.unselectedOrganizationIds ?? [];
  const parts: Array<Condition> = [];
  if (categories.length) parts.push({ or: categories.map((c) => ({ attr: 'category', eq: c })) });
  if (only.length) parts.push({ or: only.map((w) => ({ attr: 'workspace_id', eq: w })) });
  for (const w of skipWorkspaces)
    parts.push({
      or: [
        { attr: 'workspace_id', exists: false },
        { attr: 'workspace_id', ne: w },
      ],
    });
  for (const o of skipOrganizations)
    parts.push({
      or: [
        { attr: 'organization_id', exists: false },
        { attr: 'organization_id', ne: o },
      ],
    });
  const filter = parts.length ? { and: parts } : undefined;
  // Reads on while a filter leaves the page short; without filters that is one Query.
  const wanted = limit + (options.lastId ? 2 : 1);
  const read = await queryAll(Notification, query, {
    reverse: true,
    count: wanted,
    limit: wanted,
    ...(filter ? { filter } : {}),
  });
  const items = read.filter((n) => n.notification_id !== options.lastId);
  return { items: items.slice(0, limit), hasNextPage: items.length > limit };
}

export { DEFAULT_NOTIFICATION_FILTER };

/** The filter settings without their owner's id: DEFAULT_NOTIFICATION_FILTER's shape. */
export type NotificationFilterValues = typeof DEFAULT_NOTIFICATION_FILTER;

/** Pattern 128: the user's filter settings (one GetItem; the defaults when never saved). */
export async function getNotificationFilter(userId: string): Promise<NotificationFilterValues> {
  const data = await getItem(NotificationFilter, { user_id: userId });
  if (!data) return { ...DEFAULT_NOTIFICATION_FILTER };
  const { user_id: _owner, ...values } = data;
  return { ...DEFAULT_NOTIFICATION_FILTER, ...values };
}

/** Pattern 128: save the settings given over the current ones (one GetItem + one PutItem; last write wins). */
export async function putNotificationFilter(
  userId: string,
  changes: Partial<NotificationFilterValues>,
): Promise<NotificationFilterValues> {
  const next = { ...(await getNotificationFilter(userId)), ...changes };
  await putItem(NotificationFilter, { user_id: userId, ...next });
  return next;
}

/**
 * Pattern 125: mark one notification read (`isRead` true) or unread, with its counter −1/+1, in one TW
 * conditioned on the old value. @returns 'changed', 'unchanged' (it already had that value) or 'not_found'.
 */
export async function setNotificationRead(
  userId: string,
  notificationId: string,
  isRead: boolean,
): Promise<'changed' | 'unchanged' | 'not_found'> {
  const current = await getNotification(userId, notificationId);
  if (!current) return 'not_found';
  if (current.is_read === isRead) return 'unchanged';
  const { canceled } = await runTransaction([
    patchTransaction(
      Notification,
      { user_id: userId, notification_id: notificationId, is_read: isRead },
      { attr: 'is_read', eq: !isRead },
    ),
    ...(current.workspace_id
      ? [
          updateTransaction(WorkspaceCounter, {
            user_id: userId,
            workspace_id: current.workspace_id,
            unread_notifications_count: $add(isRead ? -1 : 1),
          }),
        ]
      : []),
  ]);
  const ok = !canceled;
  // A concurrent toggle got there first: the notification already has the value asked for.
  return ok ? 'changed' : 'unchanged';
}

/**
 * Pattern 126: mark every unread notification of the user read. Reads gsi2 (all pages), then one TW per
 * 50 notifications with one counter update per workspace. A chunk a concurrent change cancelled is
 * retried one notification at a time. @returns how many turned read.
 */
export async function markAllNotificationsRead(userId: string): Promise<number> {
  const unread = await queryAll(
    Notification,
    keyQuery(NOTIFICATION_MODEL, NOTIFICATION_UNREAD_BY_USER, { user_id: userId }),
  );
  let count = 0;
  for (let start = 0; start < unread.length; start += READ_ALL_CHUNK) {
    const chunk = unread.slice(start, start + READ_ALL_CHUNK);
    const perWorkspace = new Map<string, number>();
    for (const n of chunk)
      if (n.workspace_id) perWorkspace.set(n.workspace_id, (perWorkspace.get(n.workspace_id) ?? 0) + 1);
    const { canceled } = await runTransaction([
      ...chunk.map((n) =>
        patchTransaction(
          Notification,
          { user_id: userId, notification_id: n.notification_id, is_read: true },
          { attr: 'is_read', eq: false },
        ),
      ),
      ...[...perWorkspace].map(([workspaceId, n]) =>
        updateTransaction(WorkspaceCounter, {
          user_id: userId,
          workspace_id: workspaceId,
          unread_notifications_count: $add(-n),
        }),
      ),
    ]);
    if (!canceled) count += chunk.length;
    else
      for (const n of chunk) if ((await setNotificationRead(userId, n.notification_id, true)) === 'changed') count += 1;
  }
  return count;
}

/**
 * Pattern 124: delete a notification, and when it was unread take it off its counter, in one TW
 * conditioned on the `is_read` just read (tried again after a concurrent toggle). @returns false when absent.
 */
export async function deleteNotification(userId: string, notificationId: string): Promise<boolean> {
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    const current = await getNotification(userId, notificationId);
    if (!current) return false;
    if (!(await runTransaction(notificationDeleteItems(current))).canceled) return true;
  }
  return false;
}

/** Pattern 127: the user's unread total for the bell badge (one Query of the user's counters, summed). */
export async function unreadNotificationTotal(userId: string): Promise<number> {
  let total = 0;
  for (const counts of (await countersOfUser(userId)).values()) total += Math.max(0, counts.unread_notifications_count);
  return total;
}
