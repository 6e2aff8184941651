/**
 * `GET /api/v1/workspaces/{id}/stages`: a workspace's stages in order, with their flags and card counts
 * (accounts spec §7 Stages; the stages page `…/stages`, §2).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stage } from '../../../../../shared/schemas/stage';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspaceScopeQueryKey } from './get-workspace';

/** Fetches the stages of a workspace. */
export function getStages(workspaceId: string, signal?: AbortSignal): Promise<Stage[]> {
  return unwrap(apiClient.GET('/api/v1/workspaces/{id}/stages', { params: { path: { id: workspaceId } }, signal }));
}

/** Query options for a workspace's stages. */
export function getStagesQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: [...getWorkspaceScopeQueryKey(workspaceId), 'stage-list'] as const,
    queryFn: ({ signal }) => getStages(workspaceId, signal),
  });
}

/** A workspace's stages. */
export function useStages(workspaceId: string) {
  return useQuery(getStagesQueryOptions(workspaceId));
}
