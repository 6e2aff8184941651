/**
 * `GET /api/v1/organizations/{id}/get_allowed_user_details`: the organization's seats (accounts spec §3
 * Organization allowed_user_count, remaining_users, ignore_limit; §5 "Seats Available: X of Y." for
 * non-personal organizations without ignore_limit).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the seats. */
export function getAllowedUserDetails(organizationId: string, signal?: AbortSignal) {
  return unwrap(
    apiClient.GET('/api/v1/organizations/{id}/get_allowed_user_details', {
      params: { path: { id: organizationId } },
      signal,
    }),
  );
}

/** The seats of an organization, typed by the API document. */
export type AllowedUserDetails = Awaited<ReturnType<typeof getAllowedUserDetails>>;

/** Query options. */
export function getAllowedUserDetailsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['allowed-user-details', organizationId] as const,
    queryFn: ({ signal }) => getAllowedUserDetails(organizationId, signal),
  });
}

/** The organization's seats. */
export function useAllowedUserDetails(organizationId: string) {
  return useQuery(getAllowedUserDetailsQueryOptions(organizationId));
}
