/**
 * `GET /api/v1/multi_users/{id}/get_summary?organization_id&workspace_id`: what the user summary popover
 * shows (accounts spec §2 user summary; §8 "Removed users show "Removed" in the profile summary").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches one user's summary within an organization (and workspace). */
export function getUserSummary(organizationId: string, userId: string, workspaceId?: string, signal?: AbortSignal) {
  return unwrap(
    apiClient.GET('/api/v1/multi_users/{id}/get_summary', {
      params: { path: { id: userId }, header: { org_id: organizationId }, query: { workspace_id: workspaceId } },
      signal,
    }),
  );
}

/** The popover's content, typed by the API document. */
export type UserSummary = Awaited<ReturnType<typeof getUserSummary>>;

/** Query options; a summary is kept a minute. */
export function getUserSummaryQueryOptions(organizationId: string, userId: string, workspaceId?: string) {
  return queryOptions({
    queryKey: ['user-summaries', organizationId, userId, workspaceId ?? null] as const,
    queryFn: ({ signal }) => getUserSummary(organizationId, userId, workspaceId, signal),
    staleTime: 60_000,
    // The popover says so itself; a hover must not raise a toast.
    meta: { errorToast: false },
  });
}

/** The summary, fetched only once `enabled` (the hover has lasted long enough). */
export function useUserSummary(
  organizationId: string,
  userId: string,
  workspaceId: string | undefined,
  enabled: boolean,
) {
  return useQuery({ ...getUserSummaryQueryOptions(organizationId, userId, workspaceId), enabled });
}
