/**
 * A user's activity feed (accounts spec §2 User activity page, §3 Activity, §7 Activity; issue 15
 * "fed by the writes that matter"): docs/data-model.md patterns 136 (read) and 137 (record).
 *
 * Writers add `activityItem(…)` to the TransactWrite of the action, so an activity exists exactly
 * when its action committed. Readers page through the actor's partition newest first and keep what the
 * viewer may see (`ActivityViewer`).
 */
import type { ActivityKind } from '../../../shared/schemas/activity';
import { uuidv7 } from '../lib/ids/uuid';
import { keyQuery, queryPage, sortKeyOf, type Item } from './access';
import { createTransaction, type TransactionItem } from './transactions';
import { Activity, ACTIVITY_BY_USER, ACTIVITY_MODEL } from './entities/activity';

export type ActivityRecord = Item<typeof Activity>;

/** What a writer records. `now` (epoch ms) dates it; `guestVisible`: see entities/activity.ts. */
export interface NewActivity {
  userId: string;
  kind: ActivityKind;
  summary: string;
  organizationId: string;
  workspaceId: string;
  cardId?: string;
  guestVisible: boolean;
  now?: number;
}

/** The TransactWrite item recording `activity` (pattern 137). */
export function activityItem(activity: NewActivity): TransactionItem {
  const now = activity.now ?? Date.now();
  return createTransaction(Activity, {
    user_id: activity.userId,
    activity_id: uuidv7(now),
    kind: activity.kind,
    summary: activity.summary,
    organization_id: activity.organizationId,
    workspace_id: activity.workspaceId,
    ...(activity.cardId ? { card_id: activity.cardId } : {}),
    guest_visible: activity.guestVisible,
    created_at: new Date(now).toISOString(),
  });
}

/**
 * What a viewer may see of someone's activities: everything in `allOf` organizations (their owner or
 * admin) and `teamOf` workspaces; only guest-visible activities in `guestOf` workspaces; nothing else.
 */
export interface ActivityViewer {
  allOf: ReadonlySet<string>;
  teamOf: ReadonlySet<string>;
  guestOf: ReadonlySet<string>;
}

/** Whether `viewer` may see `activity`. */
export function viewerSees(
  viewer: ActivityViewer,
  activity: Pick<ActivityRecord, 'organization_id' | 'workspace_id' | 'guest_visible'>,
): boolean {
  if (viewer.allOf.has(activity.organization_id) || viewer.teamOf.has(activity.workspace_id)) return true;
  return viewer.guestOf.has(activity.workspace_id) && activity.guest_visible;
}

/** Items read per Query while looking for a page of visible activities. */
const READ_BATCH = 100;
/** A request never reads more than this many items (10 Queries), so a viewer who sees little costs a bound. */
const READ_LIMIT = 1000;

/** Where a page starts: after the `lastId` an earlier page answered, or (without one) `page` from 1. */
export interface ActivityPageRequest {
  page: number;
  perPage: number;
  lastId?: string;
}

/** A page of visible activities and where the next starts (null when the feed has no more). */
export interface ActivityPageResult {
  items: ActivityRecord[];
  /** The last activity this request went through, visible or not: the next page starts after it. */
  lastId: string | null;
}

/**
 * `perPage` activities of `userId` that `viewer` may see, newest first (pattern 136): Queries of the
 * actor's partition, filtered in code. With `lastId` the read starts just after it; otherwise it skips
 * the visible items of pages before `page`. A request reads at most READ_LIMIT items: when that is
 * spent before the page is full, it answers what it found with `lastId` set, and the next request
 * goes on from there, so a feed that is mostly hidden from the viewer still reaches its end.
 */
export async function listVisibleActivities(
  userId: string,
  viewer: ActivityViewer,
  request: ActivityPageRequest,
): Promise<ActivityPageResult> {
  let skip = request.lastId ? 0 : (request.page - 1) * request.perPage;
  const items: ActivityRecord[] = [];
  const query = keyQuery(ACTIVITY_MODEL, ACTIVITY_BY_USER, { user_id: userId });
  if (request.lastId)
    query.range = { lt: sortKeyOf(ACTIVITY_MODEL, ACTIVITY_BY_USER, { user_id: userId, activity_id: request.lastId }) };
  let cursor: Record<string, unknown> | null = null;
  let read = 0;
  let lastRead: string | null = null;
  do {
    const result: { items: ActivityRecord[]; lastKey: Record<string, unknown> | null } = await queryPage(
      Activity,
      query,
      { reverse: true, limit: READ_BATCH, startKey: cursor },
    );
    for (const activity of result.items) {
      const visible = viewerSees(viewer, activity);
      // A full page only looks for one more visible activity, to tell whether a next page exists.
      if (items.length === request.perPage) {
        if (visible) return { items, lastId: items[items.length - 1].activity_id };
      } else if (visible) {
        if (skip > 0) skip -= 1;
        else items.push(activity);
      }
      read += 1;
      lastRead = activity.activity_id;
    }
    cursor = result.lastKey;
  } while (cursor && read < READ_LIMIT);
  if (!cursor) return { items, lastId: null };
  // The read budget ran out: a full page may have more after it; a short one goes on from where it stopped.
  return { items, lastId: items.length === request.perPage ? items[items.length - 1].activity_id : lastRead };
}
