/**
 * `POST /api/v1/workspaces/{id}/stages {name?}`: add a stage (accounts spec §2 Board view "Add Stage";
 * §5 a new stage's name defaults to "Untitled"; the stages page's create popup, §4). The board and the
 * stages list both refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Stage } from '../../../../../shared/schemas/stage';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getStagesQueryOptions } from './get-stages';
import { getWorkspaceQueryOptions } from './get-workspace';

/** Creates a stage; an empty name becomes "Untitled" on the server. */
export function createStage(workspaceId: string, body: { name?: string }): Promise<Stage> {
  return unwrap(apiClient.POST('/api/v1/workspaces/{id}/stages', { params: { path: { id: workspaceId } }, body }));
}

/** Create-stage mutation. */
export function useCreateStage(workspaceId: string, search: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    mutationFn: (name: string) => createStage(workspaceId, name.trim() ? { name: name.trim() } : {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: getStagesQueryOptions(workspaceId).queryKey }),
      ]),
  });
}
