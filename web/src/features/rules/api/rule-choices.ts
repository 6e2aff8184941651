/**
 * What a rule may name besides stages (issue 38 "conditions"/"actions": a label, a participant, chosen
 * members): the workspace's labels (`GET …/labels`) and members (`GET …/collaborators`, invitees left out),
 * for the rule editor's pickers. The server checks every id again (decisions BR3).
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** One label or member as a picker lists it. */
export interface RuleChoice {
  id: string;
  name: string;
}

/** The workspace's labels and members, each sorted by name; `isPending` until both have loaded. */
export function useRuleChoices(workspaceId: string) {
  const labels = useQuery({
    queryKey: ['workspaces', workspaceId, 'labels'] as const,
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/v1/workspaces/{id}/labels', { params: { path: { id: workspaceId } }, signal })),
  });
  const members = useQuery({
    queryKey: ['workspaces', workspaceId, 'rule-members'] as const,
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/v1/workspaces/{id}/collaborators', { params: { path: { id: workspaceId } }, signal })),
    staleTime: 15_000,
  });
  const byName = (a: RuleChoice, b: RuleChoice) => a.name.localeCompare(b.name);
  return {
    isPending: labels.isPending || members.isPending,
    error: labels.error ?? members.error,
    labels: (labels.data ?? []).map((l): RuleChoice => ({ id: l.id, name: l.name })).sort(byName),
    members: (members.data?.workspace_users ?? []).map((u): RuleChoice => ({ id: u.id, name: u.name })).sort(byName),
  };
}
