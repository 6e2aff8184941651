/**
 * The bin's two actions on a selection `{ids}` or `{all: true}` (accounts spec §4 Deleted card:
 * "individual or all, all applies to total_deleted_count"; §7 Recycle bin):
 * `PUT …/content_groups/restore` puts cards back in their stages, `DELETE …/content_groups/destroy_deleted`
 * deletes them for good. Both answer the cards done, the ones no longer in the bin, and the count left.
 * A refusal shows the server's error (accounts spec §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BinActionResult, BinSelection } from '../../../../../shared/schemas/recycle-bin';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getDeletedCardsScopeQueryKey } from './get-deleted-cards';

/** Which action. */
export type BinAction = 'restore' | 'destroy';

/** Restores or permanently deletes the selected cards. */
export function applyBinAction(
  organizationId: string,
  action: BinAction,
  selection: BinSelection,
): Promise<BinActionResult> {
  const params = { path: { id: organizationId } };
  return action === 'restore'
    ? unwrap(apiClient.PUT('/api/v1/organizations/{id}/content_groups/restore', { params, body: selection }))
    : unwrap(
        apiClient.DELETE('/api/v1/organizations/{id}/content_groups/destroy_deleted', { params, body: selection }),
      );
}

/** The action as a mutation; the bin and every workspace view refresh afterwards (restored cards come back). */
export function useBinAction(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, selection }: { action: BinAction; selection: BinSelection }) =>
      applyBinAction(organizationId, action, selection),
    // The dialog shows the refusal itself.
    meta: { errorToast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getDeletedCardsScopeQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
        // Open cards (the card feature's ['cards', …] detail) change state too.
        queryClient.invalidateQueries({ queryKey: ['cards'] }),
      ]),
  });
}
