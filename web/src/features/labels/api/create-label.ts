/**
 * `POST /api/v1/workspaces/{id}/labels {name, color_hex}` (cards spec §7 Labels; §5 Label form
 * 'Label Name', 'Color HEX'; colour defaults to dddddd). A refusal is toasted (accounts spec §8) and its field errors shown by the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLabelRequest, Label } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getLabelsQueryOptions } from './get-labels';

/** Creates a label. */
export function createLabel(workspaceId: string, body: CreateLabelRequest): Promise<Label> {
  return unwrap(apiClient.POST('/api/v1/workspaces/{id}/labels', { params: { path: { id: workspaceId } }, body }));
}

/** Create-label mutation; `onChanged` lets the page refresh what shows labels (the board). */
export function useCreateLabel(workspaceId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const { queryKey } = getLabelsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (body: CreateLabelRequest) => createLabel(workspaceId, body),
    onSuccess: (label) => {
      queryClient.setQueryData(queryKey, (labels) => (labels ? [...labels, label] : labels));
      onChanged?.();
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
