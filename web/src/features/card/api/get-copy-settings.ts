/**
 * `GET /api/v1/workspaces/{id}/content_group_duplicate_settings`: the caller's saved Copy Card settings
 * for the workspace (or the defaults) and the stages they may copy into (cards spec §3 Copy settings, §4
 * Copy panel "saved settings loaded", §7; decisions K30).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CopySettingsResponse } from '../../../../../shared/schemas/card-copy';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';

/** Fetches the copy settings and stages. */
export function getCopySettings(workspaceId: string, signal?: AbortSignal): Promise<CopySettingsResponse> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_group_duplicate_settings', {
      params: { path: { id: workspaceId } },
      signal,
    }),
  );
}

/** Query options of a workspace's copy settings; read afresh each time the panel opens. */
export function getCopySettingsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: ['copy-settings', workspaceId] as const,
    queryFn: ({ signal }) => getCopySettings(workspaceId, signal),
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
    // The panel shows its own failure state (cards spec §8 "a failure state is set").
    meta: { errorToast: false },
  });
}

/** The copy settings the panel starts from. */
export function useCopySettings(workspaceId: string) {
  return useQuery(getCopySettingsQueryOptions(workspaceId));
}
