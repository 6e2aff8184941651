/**
 * What each user keeps about a card's comments: read markers and drafts (cards spec §3 Card
 * `unread_comments`, `drafts`; docs/data-model.md patterns 103, 104). Reads only, so the board Lambdas that
 * show unread counts do not carry the comment writers.
 */
import { COMMENT_TABS, type CommentTab } from '../../../shared/schemas/comments-limits';
import { getItem, getItems, type Item } from './access';
import { CommentDraft, CommentRead } from './entities/comment';

export type CommentReadRecord = Item<typeof CommentRead>;
export type CommentDraftRecord = Item<typeof CommentDraft>;
export type ReadCounts = { team: number; guest: number };

/**
 * Pattern 104 (read): a user's read markers on many cards, in BatchGets of both tabs' markers.
 * @returns card id → comments read per tab (cards without markers are absent: nothing read; a marker a
 *   notice created before the user read the tab counts 0).
 */
export async function readMarkersOf(userId: string, cardIds: readonly string[]): Promise<Map<string, ReadCounts>> {
  const markers = new Map<string, ReadCounts>();
  if (cardIds.length === 0) return markers;
  const keys = [...new Set(cardIds)].flatMap((card_id) =>
    COMMENT_TABS.map((tab) => ({ card_id, user_id: userId, tab })),
  );
  for (const marker of await getItems(CommentRead, keys)) {
    const counts = markers.get(marker.card_id) ?? { team: 0, guest: 0 };
    counts[marker.tab] = marker.read_count ?? 0;
    markers.set(marker.card_id, counts);
  }
  return markers;
}

/** One read marker (absent: nothing read). */
export async function getReadMarker(
  cardId: string,
  userId: string,
  tab: CommentTab,
): Promise<CommentReadRecord | null> {
  return getItem(CommentRead, { card_id: cardId, user_id: userId, tab });
}

/** Pattern 103 (read): a user's Team and Guest drafts on a card (one BatchGet). */
export async function getDrafts(
  cardId: string,
  userId: string,
): Promise<Record<CommentTab, CommentDraftRecord | null>> {
  const data = await getItems(
    CommentDraft,
    COMMENT_TABS.map((tab) => ({ card_id: cardId, user_id: userId, tab })),
  );
  return { team: data.find((d) => d.tab === 'team') ?? null, guest: data.find((d) => d.tab === 'guest') ?? null };
}

/** Pattern 103 (read): one draft. */
export async function getDraft(cardId: string, userId: string, tab: CommentTab): Promise<CommentDraftRecord | null> {
  return getItem(CommentDraft, { card_id: cardId, user_id: userId, tab });
}
