/**
 * `GET /api/v1/workspaces/{id}/content_groups/archived`: the workspace's archived cards, most recently
 * changed first (docs/decisions.md K7), for the Archived cards view.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Card } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the archived cards. */
export function getArchivedCards(workspaceId: string, signal?: AbortSignal): Promise<Card[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/archived', { params: { path: { id: workspaceId } }, signal }),
  );
}

/** Query options of the archived cards; under the workspace's key, so workspace refreshes include it. */
export function getArchivedCardsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: ['workspaces', workspaceId, 'archived-cards'] as const,
    queryFn: ({ signal }) => getArchivedCards(workspaceId, signal),
  });
}

/** The archived cards of a workspace. */
export function useArchivedCards(workspaceId: string) {
  return useQuery(getArchivedCardsQueryOptions(workspaceId));
}
