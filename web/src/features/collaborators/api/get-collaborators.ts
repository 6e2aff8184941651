/**
 * `GET /api/v1/workspaces/{id}/collaborators`: the workspace's users, its pending invitations and the
 * organization's seats (accounts spec §3 Workspace user, Invited user, Organization seats; §7 Workspaces).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { CollaboratorsSchema } from '../../../../../shared/schemas/collaborators';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The collaborators payload. */
export type Collaborators = z.infer<typeof CollaboratorsSchema>;
/** One workspace user row. */
export type WorkspaceUser = Collaborators['workspace_users'][number];
/** One pending invitation row. */
export type InvitedUser = Collaborators['invited_users'][number];

/** Fetches the workspace's users, invitations and seats. */
export function getCollaborators(workspaceId: string, signal?: AbortSignal): Promise<Collaborators> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/collaborators', { params: { path: { id: workspaceId } }, signal }),
  );
}

/**
 * Query options. The key sits under the workspace's scope (`['workspaces', id]`), so forgetting a
 * deleted or left workspace forgets its users too.
 */
export function getCollaboratorsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: ['workspaces', workspaceId, 'collaborators'] as const,
    queryFn: ({ signal }) => getCollaborators(workspaceId, signal),
    staleTime: 15_000,
  });
}

/** The workspace's users, invitations and seats. */
export function useCollaborators(workspaceId: string) {
  return useQuery(getCollaboratorsQueryOptions(workspaceId));
}
