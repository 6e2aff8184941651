/**
 * `PUT /api/v1/workspaces/{id}/logo {logo_key}`: the API verifies an uploaded logo, renders it and shows
 * it on the workspace (accounts spec §3 Workspace `logo (thumb_url, medium_url)`; needs
 * can_access_update_workspace). Answers the workspace; refreshes the organization's workspace list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import type { ConfirmWorkspaceLogoRequestSchema } from '../../../../../shared/schemas/workspace-logo';
import { apiClient, unwrap } from '../../../lib/api-client';
import { refreshWorkspaceInList } from './get-workspaces';

/** Request body of the call. */
export type ConfirmWorkspaceLogoInput = z.input<typeof ConfirmWorkspaceLogoRequestSchema>;

/** Confirms an uploaded logo. */
export function confirmWorkspaceLogo(workspaceId: string, body: ConfirmWorkspaceLogoInput): Promise<WorkspaceSummary> {
  return unwrap(apiClient.PUT('/api/v1/workspaces/{id}/logo', { params: { path: { id: workspaceId } }, body }));
}

/** Confirm mutation; the logo picker shows failures itself, so no toast. */
export function useConfirmWorkspaceLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, ...body }: ConfirmWorkspaceLogoInput & { workspaceId: string }) =>
      confirmWorkspaceLogo(workspaceId, body),
    meta: { errorToast: false },
    onSuccess: (workspace) => refreshWorkspaceInList(queryClient, workspace),
  });
}
