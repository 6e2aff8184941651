/**
 * `GET /api/v1/users/new/{token}`: who an e-mailed invitation is for and to which workspace (accounts
 * spec §2 Register "invite_id pre-fills an invited user"; the accept page shows it to a visitor).
 * A used or expired link answers 400 "Invitation Expired".
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { InvitationPreviewSchema } from '../../../../../shared/schemas/collaborators';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The invitation as a link shows it. */
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** Fetches the invitation a token names. */
export function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return unwrap(apiClient.GET('/api/v1/users/new/{token}', { params: { path: { token } }, signal }));
}

/** Query options; the page reports a failure itself. */
export function getInvitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitation-preview', token] as const,
    queryFn: ({ signal }) => getInvitationPreview(token, signal),
    meta: { errorToast: false },
    staleTime: 60_000,
  });
}

/** The invitation a link names, for a visitor who is not signed in. */
export function useInvitationPreview(token: string, enabled = true) {
  return useQuery({ ...getInvitationPreviewQueryOptions(token), enabled });
}
