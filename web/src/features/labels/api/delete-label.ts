/**
 * `DELETE /api/v1/workspaces/{id}/labels/{label_id}` (cards spec §7 Labels): the label leaves every card
 * at once. A refusal is toasted by the query client (accounts spec §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getLabelsQueryOptions } from './get-labels';

/** Deletes a label. */
export function deleteLabel(workspaceId: string, labelId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/labels/{label_id}', {
      params: { path: { id: workspaceId, label_id: labelId } },
    }),
  );
}

/** Delete-label mutation; its variable is the label id. */
export function useDeleteLabel(workspaceId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const { queryKey } = getLabelsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (labelId: string) => deleteLabel(workspaceId, labelId),
    onSuccess: (_data, labelId) => {
      queryClient.setQueryData(queryKey, (labels) => labels?.filter((l) => l.id !== labelId));
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
