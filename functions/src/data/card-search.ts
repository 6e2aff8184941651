/**
 * Card title recommendations for the workspace search bar (cards spec §2 Search "A dropdown shows
 * history and recommendations", §3 Recommendation `name`, §7 `GET …/content_groups/search?name`).
 */
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { CardRecord } from './cards';
import { keyQuery, queryPage } from './access';
import { Card, CARD_BY_ID, CARD_MODEL } from './entities/card';

/** Most recommendations one search answers. */
export const RECOMMENDATIONS_LIMIT = 10;

/**
 * The workspace's live cards (not archived, not in the bin) whose title contains `needle`
 * (case-insensitive), at most `limit` of them: a Query of the workspace partition's cards with a
 * filter, reading whole (1 MB) pages and stopping at the first page after which enough matched.
 */
export async function searchCardsByTitle(
  workspaceId: string,
  needle: string,
  limit = RECOMMENDATIONS_LIMIT,
): Promise<CardRecord[]> {
  const lower = needle.trim().toLowerCase();
  if (!lower) return [];
  const query = keyQuery(CARD_MODEL, CARD_BY_ID, { workspace_id: workspaceId });
  const filter: Condition = {
    and: [
      { attr: 'name_search', contains: lower },
      { attr: 'archived', ne: true },
      { attr: 'deleted_at', exists: false },
    ],
  };
  const found: CardRecord[] = [];
  let startKey: Record<string, unknown> | null = null;
  do {
    // No per-request Limit: a filtered Query reads a whole page, so a rare title costs few requests.
    const page: { items: CardRecord[]; lastKey: Record<string, unknown> | null } = await queryPage(Card, query, {
      filter,
      startKey,
    });
    found.push(...page.items);
    startKey = page.lastKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
}
