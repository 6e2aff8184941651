/**
 * `DELETE /api/v1/workspaces/{id}/stages/{sid}`: delete a stage (accounts spec §4 "Stage creation and
 * deletion use popups"). A stage that still has cards is refused with 409 "Move or delete the cards of
 * this stage before deleting it."; the popup shows that message itself, so no toast is raised.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getStagesQueryOptions } from './get-stages';
import { getWorkspaceQueryOptions } from './get-workspace';

/** Deletes a stage. */
export function deleteStage(workspaceId: string, stageId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/stages/{sid}', { params: { path: { id: workspaceId, sid: stageId } } }),
  );
}

/** Delete-stage mutation; its variable is the stage id. */
export function useDeleteStage(workspaceId: string, search = '') {
  const queryClient = useQueryClient();
  const stagesKey = getStagesQueryOptions(workspaceId).queryKey;
  const boardKey = getWorkspaceQueryOptions(workspaceId, search).queryKey;
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (stageId: string) => deleteStage(workspaceId, stageId),
    onSuccess: (_data, stageId) => {
      queryClient.setQueryData(stagesKey, (stages) => stages?.filter((s) => s.id !== stageId));
      queryClient.setQueryData(boardKey, (detail) =>
        detail ? { ...detail, stages: detail.stages.filter((s) => s.id !== stageId) } : detail,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: stagesKey }),
        queryClient.invalidateQueries({ queryKey: boardKey }),
      ]);
    },
  });
}
