/**
 * `DELETE /api/v1/multi_users/{id}?organization_id=`: remove a user's access to the organization
 * (accounts spec §2 Users admin; §6 "Owner … cannot be deleted"; "Removing a user's access to the
 * business frees a seat"). A refusal is toasted with the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getAdminUsersScopeQueryKey, getUsersQueryOptions } from './get-users';
import { getAllowedUserDetailsQueryOptions } from './get-allowed-user-details';

/** Removes the user from the organization. */
export function deleteUser(organizationId: string, userId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/multi_users/{id}', {
      params: { path: { id: userId }, header: { org_id: organizationId } },
    }),
  );
}

/** Delete-user mutation; its variable is the user id. */
export function useDeleteUser(organizationId: string) {
  const queryClient = useQueryClient();
  const listKey = getUsersQueryOptions(organizationId).queryKey;
  return useMutation({
    mutationFn: (userId: string) => deleteUser(organizationId, userId),
    onSuccess: (_data, userId) => {
      queryClient.setQueryData(listKey, (rows) => rows?.filter((r) => r.id !== userId));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminUsersScopeQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: getAllowedUserDetailsQueryOptions(organizationId).queryKey }),
      ]);
    },
  });
}
