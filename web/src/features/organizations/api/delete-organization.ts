/**
 * `DELETE /api/v1/organizations/{id}`: delete an organization with its workspaces (accounts spec §6
 * can_destroy_organization; §2 "After organization deletion the browser goes to the root"). The
 * organization leaves the cached list at once; the caller navigates (`onSuccess`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getOrganizationsQueryOptions } from './get-organizations';

/** Deletes an organization. */
export function deleteOrganization(organizationId: string): Promise<{ id: string }> {
  return unwrap(apiClient.DELETE('/api/v1/organizations/{id}', { params: { path: { id: organizationId } } }));
}

/** Delete-organization mutation. */
export function useDeleteOrganization(
  organizationId: string,
  options: { onSuccess?: () => void | Promise<void> } = {},
) {
  const queryClient = useQueryClient();
  const { queryKey } = getOrganizationsQueryOptions();
  return useMutation({
    mutationFn: () => deleteOrganization(organizationId),
    onSuccess: async () => {
      // Navigate first, so the page about the deleted organization is gone before the list changes.
      await options.onSuccess?.();
      queryClient.setQueryData(queryKey, (list) => list?.filter((o) => o.id !== organizationId));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
