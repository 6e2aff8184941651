/**
 * `GET /api/v1/workspaces/{id}/content_groups/new`: what the full-page new-card form offers (accounts
 * spec §2 "title, stage, start date, due date, label (project), participants"): the stages the caller
 * may add to, the workspace's labels and its members.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewCardOptions } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspaceScopeQueryKey } from './get-workspace';

/** Fetches the form's choices. */
export function getNewCardOptions(workspaceId: string, signal?: AbortSignal): Promise<NewCardOptions> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/new', { params: { path: { id: workspaceId } }, signal }),
  );
}

/** Query options; under the workspace scope, so label changes that refresh the workspace refresh it too. */
export function getNewCardOptionsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: [...getWorkspaceScopeQueryKey(workspaceId), 'new-card-options'] as const,
    queryFn: ({ signal }) => getNewCardOptions(workspaceId, signal),
  });
}

/** The form's choices. */
export function useNewCardOptions(workspaceId: string) {
  return useQuery(getNewCardOptionsQueryOptions(workspaceId));
}
