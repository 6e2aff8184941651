/**
 * The card popup's first screen in one request, as the app composes it (issue 27 "The card opens in one
 * request"; decisions W39–W41): the card feature's `GET …/popup` answer seeds the query of each part the
 * popup shows — the card, its repeat rule and reviewers by link, the contents feature's contents and upload limits, the checklists
 * feature's lists, the comments feature's first page of the first tab — under the keys those parts read, so they
 * render from it and ask for nothing. Hovering or focusing a card prefetches it (`prefetchCardPopup`).
 *
 * Features do not import each other (BRIEF §5), so the seeding lives here, where the app composes them.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CardPopup } from '../../../shared/schemas/card-popup';
import { getCardPopupQueryOptions } from '../features/card/api/get-card-popup';
import { getCardQueryOptions } from '../features/card/api/get-card';
import { contentsQueryOptions, uploadInfoQueryKey } from '../features/contents/api/contents-api';
import { getChecklistsQueryOptions } from '../features/checklists/api/get-checklists';
import { commentKeys } from '../features/comments/api/comments-path';
import { getCardRecurrenceQueryOptions } from '../features/card/api/get-card-recurrence';
import { cardReviewersKey } from '../features/approvals/api/card-reviewers';

/** Each part's query key and its data in the popup's answer. */
function partsOf(workspaceId: string, cardId: string, popup: CardPopup): Array<[QueryKey, unknown]> {
  const scope = { workspaceId, cardId };
  const parts: Array<[QueryKey, unknown]> = [
    [getCardQueryOptions(workspaceId, cardId).queryKey, popup.card],
    [contentsQueryOptions(scope, false).queryKey, popup.contents],
    [getChecklistsQueryOptions(workspaceId, cardId).queryKey, popup.checklists],
    // The repeat rule (issue 39): `GET …/recurrence`'s answer.
    [getCardRecurrenceQueryOptions(workspaceId, cardId).queryKey, { recurrence: popup.recurrence }],
    // The comments stream is an infinite query: its first page, read from the start.
    [
      commentKeys.stream(cardId, popup.comments.tab, popup.comments.show_activities),
      { pages: [popup.comments.page], pageParams: [null] },
    ],
  ];
  if (popup.upload_info) parts.push([uploadInfoQueryKey(scope), popup.upload_info]);
  // The Reviewers part (issue 37), for those who may submit.
  if (popup.reviewers) parts.push([cardReviewersKey(workspaceId, cardId), popup.reviewers]);
  return parts;
}

/**
 * Write the popup's answer into each part's query, as of `updatedAt` (ms). A part whose own data is newer
 * (a write or a live event since the answer was read) keeps it.
 */
export function seedCardPopup(
  client: QueryClient,
  workspaceId: string,
  cardId: string,
  popup: CardPopup,
  answeredAt: number,
  updatedAt = answeredAt,
): void {
  for (const [key, data] of partsOf(workspaceId, cardId, popup)) {
    const own = client.getQueryState(key);
    if (own?.data !== undefined && own.dataUpdatedAt > answeredAt) continue;
    client.setQueryData(key, data, { updatedAt });
  }
}

/** The popup query's options for the app: every answer seeds the parts at once. */
export function cardPopupQueryOptions(client: QueryClient, workspaceId: string, cardId: string) {
  return getCardPopupQueryOptions(workspaceId, cardId, (popup) => {
    const now = Date.now();
    seedCardPopup(client, workspaceId, cardId, popup, now);
  });
}

/**
 * As the popup opens with an answer already cached (a hover's prefetch, or an earlier open): seed the
 * parts from it, marked fresh now so they do not each ask again as they mount; when the answer itself
 * is stale, the popup query reads it again (one request) and seeds them anew.
 * @returns whether an answer was there.
 */
export function seedFromCachedPopup(client: QueryClient, workspaceId: string, cardId: string): boolean {
  const key = getCardPopupQueryOptions(workspaceId, cardId).queryKey;
  const state = client.getQueryState<CardPopup>(key);
  if (!state?.data) return false;
  seedCardPopup(client, workspaceId, cardId, state.data, state.dataUpdatedAt, Date.now());
  return true;
}

/** Hover or focus on a card: fetch its popup's first screen unless a fresh one is cached (react-query dedupes). */
export function prefetchCardPopup(client: QueryClient, workspaceId: string, cardId: string): Promise<void> {
  return client.prefetchQuery(cardPopupQueryOptions(client, workspaceId, cardId));
}
