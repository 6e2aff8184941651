/**
 * `PATCH /api/v1/organizations/{id} {name}`: rename an organization inline on its home (accounts spec
 * §6 "can_update_organization (inline rename)"; the personal organization is refused by the server).
 * Optimistic: the new name shows at once, and a refusal puts the old one back (the server's message is
 * toasted by the query cache).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { CreateOrganizationRequestSchema, Organization } from '../../../../../shared/schemas/organization';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getOrganizationsQueryOptions } from './get-organizations';

/** Request body of the call. */
export type UpdateOrganizationInput = z.input<typeof CreateOrganizationRequestSchema>;

/** Renames an organization. */
export function updateOrganization(organizationId: string, body: UpdateOrganizationInput): Promise<Organization> {
  return unwrap(apiClient.PATCH('/api/v1/organizations/{id}', { params: { path: { id: organizationId } }, body }));
}

/** Rename-organization mutation; its variable is the new name. */
export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getOrganizationsQueryOptions();
  return useMutation({
    mutationFn: (name: string) => updateOrganization(organizationId, { name }),
    onMutate: async (name) => {
      const cancelled = queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) => list?.map((o) => (o.id === organizationId ? { ...o, name } : o)));
      await cancelled;
      return { previous };
    },
    onError: (_error, _name, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
