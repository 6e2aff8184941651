/**
 * `PUT /api/v1/multi_users/{id}?organization_id= {organization_role?, invited_workspace_users}`: change
 * a user's organization role and workspace assignments (accounts spec §2 edit user; §3
 * invited_workspace_users {workspace_id, workspace_role_id, _destroy}; §4 "removing a workspace
 * assignment marks it _destroy"). The owner cannot be edited (400).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { UpdateUserAccessRequestSchema, UserRow } from '../../../../../shared/schemas/admin';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getAdminUsersScopeQueryKey } from './get-users';
import { getAllowedUserDetailsQueryOptions } from './get-allowed-user-details';

/** The request body. */
export type UpdateUserRequest = z.input<typeof UpdateUserAccessRequestSchema>;

/** Saves the user's access; answers the updated row (null once they have no access left). */
export function updateUser(organizationId: string, userId: string, body: UpdateUserRequest): Promise<UserRow | null> {
  return unwrap(
    apiClient.PUT('/api/v1/multi_users/{id}', {
      params: { path: { id: userId }, header: { org_id: organizationId } },
      body,
    }),
  );
}

/** Update-user mutation. */
export function useUpdateUser(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: UpdateUserRequest) => updateUser(organizationId, userId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getAdminUsersScopeQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: getAllowedUserDetailsQueryOptions(organizationId).queryKey }),
      ]),
  });
}
