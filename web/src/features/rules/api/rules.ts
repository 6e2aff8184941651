/**
 * A workspace's board rules and their run log (issue 38 "Board rules"; beyond the spec): list, add, change
 * (enable/disable), delete, and the last 100 runs. Owner, Admins and Team Leads only (the route's policy).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, noContent, unwrap } from '../../../lib/api-client';
import type { CreateRuleRequest, UpdateRuleRequest } from '../../../../../shared/schemas/rules';

/** The key every rule query of a workspace sits under. */
export const rulesQueryKey = (workspaceId: string) => ['workspaces', workspaceId, 'rules'] as const;

/** The rules list. */
export function useRules(workspaceId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...rulesQueryKey(workspaceId), 'list'] as const,
      queryFn: ({ signal }) =>
        unwrap(apiClient.GET('/api/v1/workspaces/{id}/rules', { params: { path: { id: workspaceId } }, signal })),
    }),
  );
}

/** A rule's run log, refreshed every 2 s while open (runs happen on the server after the change). */
export function useRuleRuns(workspaceId: string, ruleId: string) {
  return useQuery({
    queryKey: [...rulesQueryKey(workspaceId), 'runs', ruleId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/v1/workspaces/{id}/rules/{rule_id}/runs', {
          params: { path: { id: workspaceId, rule_id: ruleId } },
          signal,
        }),
      ),
    refetchInterval: 2000,
  });
}

function useRefresh(workspaceId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rulesQueryKey(workspaceId) });
}

/** Adds a rule (a template's, or the editor's). */
export function useCreateRule(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (body: CreateRuleRequest) =>
      unwrap(apiClient.POST('/api/v1/workspaces/{id}/rules', { params: { path: { id: workspaceId } }, body })),
    onSuccess: refresh,
  });
}

/** Changes a rule (the enable toggle). */
export function useUpdateRule(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: string; body: UpdateRuleRequest }) =>
      unwrap(
        apiClient.PATCH('/api/v1/workspaces/{id}/rules/{rule_id}', {
          params: { path: { id: workspaceId, rule_id: ruleId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** Deletes a rule. */
export function useDeleteRule(workspaceId: string) {
  const refresh = useRefresh(workspaceId);
  return useMutation({
    mutationFn: (ruleId: string) =>
      noContent(
        apiClient.DELETE('/api/v1/workspaces/{id}/rules/{rule_id}', {
          params: { path: { id: workspaceId, rule_id: ruleId } },
        }),
      ),
    onSuccess: refresh,
  });
}
