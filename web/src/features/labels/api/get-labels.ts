/**
 * `GET /api/v1/workspaces/{id}/labels`: a workspace's labels, sorted by name (cards spec §7 Labels;
 * §3 Label: id, name, color_hex).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Label } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the labels. */
export function getLabels(workspaceId: string, signal?: AbortSignal): Promise<Label[]> {
  return unwrap(apiClient.GET('/api/v1/workspaces/{id}/labels', { params: { path: { id: workspaceId } }, signal }));
}

/**
 * Query options. The key sits under the workspace's key prefix (`['workspaces', id]`, the board's scope),
 * so refreshing a workspace refreshes its labels too.
 */
export function getLabelsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: ['workspaces', workspaceId, 'labels'] as const,
    queryFn: ({ signal }) => getLabels(workspaceId, signal),
  });
}

/** The workspace's labels. */
export function useLabels(workspaceId: string) {
  return useQuery(getLabelsQueryOptions(workspaceId));
}
