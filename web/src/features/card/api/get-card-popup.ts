/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/popup` (issue 27; beyond the spec; decisions W39):
 * the popup's first screen in one request — the card, its contents, upload limits, checklists and the
 * first comments page of the caller's first tab (shared/schemas/card-popup.ts). The app seeds each
 * part's own query from it (app/card-popup-cache.ts), so opening a card is one request, not five.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CardPopup } from '../../../../../shared/schemas/card-popup';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';

/** How long a fetched (or prefetched on hover) popup answer opens the card without asking again. */
export const CARD_POPUP_FRESH_MS = 30_000;

/** Fetches the popup's first screen. */
export function getCardPopup(workspaceId: string, cardId: string, signal?: AbortSignal): Promise<CardPopup> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/popup', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/**
 * Query options of the popup's first screen. Its key sits outside `['cards', …]`, so the popup's writes
 * (which invalidate the card) refresh only the part they changed, not the whole screen. `onData` runs
 * with every answer before it is cached (the app seeds the parts' queries there).
 */
export function getCardPopupQueryOptions(workspaceId: string, cardId: string, onData?: (popup: CardPopup) => void) {
  return queryOptions({
    queryKey: ['card-popup', workspaceId, cardId] as const,
    queryFn: async ({ signal }) => {
      const popup = await getCardPopup(workspaceId, cardId, signal);
      onData?.(popup);
      return popup;
    },
    staleTime: CARD_POPUP_FRESH_MS,
    // The parts keep themselves current (live channel, polling); the screen is read once per open.
    refetchOnWindowFocus: false,
    // The popup shows its load errors itself; 4xx are answers, not hiccups.
    meta: { errorToast: false },
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
}
