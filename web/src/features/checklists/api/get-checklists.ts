/**
 * `GET /api/v1/workspaces/{w}/content_groups/{c}/lists`: a card's lists with their items, in order
 * (cards spec §7 Checklists; §4 "Lists are polled every 120 s"). Guests never receive hidden lists.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';

/** Polling interval of the lists while a card is open (cards spec §9 "list polling 120 s"). */
export const CHECKLISTS_POLL_MS = 120_000;

/** Fetches the lists. */
export function getChecklists(workspaceId: string, cardId: string, signal?: AbortSignal): Promise<Checklist[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/lists', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/** Query options, under the workspace's key prefix so a workspace refresh refreshes them too. */
export function getChecklistsQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: ['workspaces', workspaceId, 'cards', cardId, 'checklists'] as const,
    queryFn: ({ signal }) => getChecklists(workspaceId, cardId, signal),
  });
}

/**
 * The card's lists, kept current by the card channel's pushes (./live-checklists.ts) and polled every
 * 120 s only while they cannot arrive.
 */
export function useChecklists(workspaceId: string, cardId: string) {
  const live = useLiveChannel(liveChannel.card(cardId), workspaceId);
  return useQuery({
    ...getChecklistsQueryOptions(workspaceId, cardId),
    refetchInterval: live ? false : CHECKLISTS_POLL_MS,
  });
}
