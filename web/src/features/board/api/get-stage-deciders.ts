/**
 * The members who may be a stage's decision maker (issue 38 "Decision rules per approval stage"): the
 * workspace's users whose role may approve (Approvers and Team Leads), from
 * `GET /api/v1/workspaces/{id}/collaborators`. The server checks the choice again (decisions R68).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Roles whose members may decide (shared/permissions/matrix.ts: `can_access_accept_revision`). */
const DECIDING_ROLES = new Set(['approver', 'team_lead']);

/** One member who may decide. */
export interface StageDecider {
  id: string;
  name: string;
}

/** Fetches the workspace's members who may decide. */
export async function getStageDeciders(workspaceId: string, signal?: AbortSignal): Promise<StageDecider[]> {
  const data = await unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/collaborators', { params: { path: { id: workspaceId } }, signal }),
  );
  return data.workspace_users
    .filter((u) => u.role !== null && DECIDING_ROLES.has(u.role))
    .map((u) => ({ id: u.id, name: u.name }));
}

/** The members who may decide, for the stages page's rule column. */
export function useStageDeciders(workspaceId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['workspaces', workspaceId, 'stage-deciders'] as const,
      queryFn: ({ signal }) => getStageDeciders(workspaceId, signal),
      staleTime: 15_000,
    }),
  );
}
