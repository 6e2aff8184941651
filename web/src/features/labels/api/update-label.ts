/**
 * `PUT /api/v1/workspaces/{id}/labels/{label_id} {name?, color_hex?}` (cards spec §7 Labels). Cards show
 * the new name and colour on their next load. A refusal is toasted (accounts spec §8) and its field errors shown by the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Label, UpdateLabelRequest } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getLabelsQueryOptions } from './get-labels';

/** Updates a label. */
export function updateLabel(workspaceId: string, labelId: string, body: UpdateLabelRequest): Promise<Label> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/labels/{label_id}', {
      params: { path: { id: workspaceId, label_id: labelId } },
      body,
    }),
  );
}

/** Update-label mutation; its variable is `{ labelId, changes }`. */
export function useUpdateLabel(workspaceId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const { queryKey } = getLabelsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: ({ labelId, changes }: { labelId: string; changes: UpdateLabelRequest }) =>
      updateLabel(workspaceId, labelId, changes),
    onSuccess: (label) => {
      queryClient.setQueryData(queryKey, (labels) => labels?.map((l) => (l.id === label.id ? label : l)));
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
