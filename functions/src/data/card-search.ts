/**
 * Card title recommendations for the workspace search bar (cards spec §2 Search "A dropdown shows
 * history and recommendations", §3 Recommendation `name`, §7 `GET …/content_groups/search?name`).
 */
import { db } from './service';
import type { CardRecord } from './cards';

/** Most recommendations one search answers. */
export const RECOMMENDATIONS_LIMIT = 10;

/**
 * The workspace's live cards (not archived, not in the bin) whose title contains `needle`
 * (case-insensitive), at most `limit` of them: a Query of the workspace partition's cards with a
 * filter, paging only until enough matched.
 */
export async function searchCardsByTitle(workspaceId: string, needle: string, limit = RECOMMENDATIONS_LIMIT): Promise<CardRecord[]> {
  const lower = needle.trim().toLowerCase();
  if (!lower) return [];
  const { data } = await db()
    .entities.card.query.byId({ workspace_id: workspaceId })
    .where(({ name_search, archived, deleted_at }, { contains, ne, notExists }) => `${contains(name_search, lower)} AND ${ne(archived, true)} AND ${notExists(deleted_at)}`)
    .go({ count: limit, pages: 'all' });
  return data;
}
