/**
 * `POST /api/v1/multi_users?organization_id= {user_roles}`: "Add User" and "Add Multiple Users"
 * (accounts spec §2 Users admin; §5 second invite variant: user_roles, valid e-mail, workspace_role_id
 * required). Each person is invited to their workspaces. Field errors are shown by the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { AddUsersRequestSchema } from '../../../../../shared/schemas/admin';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getAdminUsersScopeQueryKey } from './get-users';
import { getAllowedUserDetailsQueryOptions } from './get-allowed-user-details';

/** The request body. */
export type AddUsersRequest = z.input<typeof AddUsersRequestSchema>;

/** Adds (invites) the people. */
export function addUsers(organizationId: string, body: AddUsersRequest): Promise<{ count: number }> {
  return unwrap(apiClient.POST('/api/v1/multi_users', { params: { header: { org_id: organizationId } }, body }));
}

/** Add-users mutation; the users table and seats refresh afterwards. */
export function useAddUsers(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: AddUsersRequest) => addUsers(organizationId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminUsersScopeQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: getAllowedUserDetailsQueryOptions(organizationId).queryKey }),
      ]),
  });
}
