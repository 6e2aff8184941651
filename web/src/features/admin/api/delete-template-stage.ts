/**
 * `DELETE /api/v1/template_stages/{id}?organization_id=`: delete a board stage (accounts spec §2 Board
 * stages page "add, edit, delete"). Existing workspaces keep their stages.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getTemplateStagesQueryOptions } from './get-template-stages';

/** Deletes a board stage. */
export function deleteTemplateStage(organizationId: string, stageId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/template_stages/{id}', {
      params: { path: { id: stageId }, header: { org_id: organizationId } },
    }),
  );
}

/** Delete mutation; its variable is the stage id. */
export function useDeleteTemplateStage(organizationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getTemplateStagesQueryOptions(organizationId);
  return useMutation({
    mutationFn: (stageId: string) => deleteTemplateStage(organizationId, stageId),
    onSuccess: (_data, stageId) => {
      queryClient.setQueryData(queryKey, (stages) => stages?.filter((s) => s.id !== stageId));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
