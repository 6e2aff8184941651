/**
 * A user's activity feed (accounts spec §2 User activity page, §3 Activity, §7 Activity; issue 15
 * "fed by the writes that matter"): docs/data-model.md patterns 136 (read) and 137 (record).
 *
 * Writers add `activityItem(tx, …)` to the TransactWrite of the action, so an activity exists exactly
 * when its action committed. Readers page through the actor's partition newest first and keep what the
 * viewer may see (`ActivityViewer`).
 */
import type { EntityItem } from 'electrodb';
import { db, type TransactionEntities, type TransactionItem } from './service';
import type { ActivityEntity } from './entities/activity';
import type { ActivityKind } from '../../../shared/schemas/activity';
import { uuidv7 } from '../lib/ids/uuidv7';

export type ActivityRecord = EntityItem<typeof ActivityEntity>;

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
export function activityItem(tx: Pick<TransactionEntities, 'activity'>, activity: NewActivity): TransactionItem {
  const now = activity.now ?? Date.now();
  return tx.activity
    .create({
      user_id: activity.userId,
      activity_id: uuidv7(now),
      kind: activity.kind,
      summary: activity.summary,
      organization_id: activity.organizationId,
      workspace_id: activity.workspaceId,
      ...(activity.cardId ? { card_id: activity.cardId } : {}),
      guest_visible: activity.guestVisible,
      created_at: new Date(now).toISOString(),
    })
    .commit();
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
export function viewerSees(viewer: ActivityViewer, activity: Pick<ActivityRecord, 'organization_id' | 'workspace_id' | 'guest_visible'>): boolean {
  if (viewer.allOf.has(activity.organization_id) || viewer.teamOf.has(activity.workspace_id)) return true;
  return viewer.guestOf.has(activity.workspace_id) && activity.guest_visible;
}

/** Items read per Query while looking for a page of visible activities. */
const READ_BATCH = 100;
/** A page never reads more than this many items (10 Queries), so a viewer who sees little costs a bound. */
const READ_LIMIT = 1000;

/**
 * Page `page` (from 1) of `perPage` activities of `userId` that `viewer` may see, newest first
 * (pattern 136): Queries of the actor's partition, filtered in code, skipping the earlier pages' items.
 * @returns the page and whether another follows (false also when READ_LIMIT items were read).
 */
export async function listVisibleActivities(userId: string, viewer: ActivityViewer, page: number, perPage: number): Promise<{ items: ActivityRecord[]; hasNextPage: boolean }> {
  const skip = (page - 1) * perPage;
  const visible: ActivityRecord[] = [];
  let cursor: string | null = null;
  let read = 0;
  do {
    const result: { data: ActivityRecord[]; cursor: string | null } = await db()
      .entities.activity.query.byUser({ user_id: userId })
      .go({ order: 'desc', limit: READ_BATCH, cursor });
    read += result.data.length;
    visible.push(...result.data.filter((a) => viewerSees(viewer, a)));
    cursor = result.cursor;
  } while (cursor && visible.length <= skip + perPage && read < READ_LIMIT);
  return { items: visible.slice(skip, skip + perPage), hasNextPage: visible.length > skip + perPage };
}
