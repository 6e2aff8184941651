/**
 * `POST /api/v1/organizations {name}`: create a business organization (accounts spec §2 Sidebar
 * "Add Business", §5 organization form: name required, §7 Organizations).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { CreateOrganizationRequestSchema, Organization } from '../../../../../shared/schemas/organization';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getOrganizationsQueryOptions } from './get-organizations';

/** Request body of the call. */
export type CreateOrganizationInput = z.input<typeof CreateOrganizationRequestSchema>;

/** Creates an organization owned by the caller. */
export function createOrganization(body: CreateOrganizationInput): Promise<Organization> {
  return unwrap(apiClient.POST('/api/v1/organizations', { body }));
}

/** Create-organization mutation; refreshes the organization list. */
export function useCreateOrganization(options: { onSuccess?: (organization: Organization) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: (organization) => {
      const { queryKey } = getOrganizationsQueryOptions();
      queryClient.setQueryData(queryKey, (list) => (list ? [...list, organization] : list));
      options.onSuccess?.(organization);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
