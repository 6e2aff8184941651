/**
 * The shape every checklist mutation shares (cards spec §4 Checklists, §8 "Checklist update failures
 * revert local state"): apply the change to the cached lists at once, put the snapshot back and toast
 * the server's message on failure, then refetch the lists and tell the card its counters moved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { getChecklistsQueryOptions } from '../api/get-checklists';

/** Where a card's checklists live, and who to tell when its subtask counts may have changed. */
export interface ChecklistScope {
  workspaceId: string;
  cardId: string;
  /** Called after a write that can change `total_subtasks`/`completed_subtasks`, so the card and board refresh. */
  onSubtasksChanged?: () => void;
}

/**
 * A mutation over the card's lists. `optimistic` (optional) returns the lists as they will be once the
 * request succeeds.
 */
export function useChecklistMutation<Variables, Result>(
  scope: ChecklistScope,
  request: (variables: Variables) => Promise<Result>,
  optimistic?: (lists: Checklist[], variables: Variables) => Checklist[],
) {
  const queryClient = useQueryClient();
  const { queryKey } = getChecklistsQueryOptions(scope.workspaceId, scope.cardId);
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData(queryKey);
      if (optimistic && snapshot) queryClient.setQueryData(queryKey, optimistic(snapshot, variables));
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      if (context?.snapshot) queryClient.setQueryData(queryKey, context.snapshot);
      toast.error(errorMessage(error));
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      scope.onSubtasksChanged?.();
    },
  });
}
