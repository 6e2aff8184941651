/**
 * `PUT /api/v1/template_stages/{id}?organization_id=`: rename a board stage or change one flag (accounts
 * spec §7 "Inline stage edit sends one boolean"; §5 name required). Optimistic, rolled back on refusal
 * (which the query cache toasts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getTemplateStagesQueryOptions, type TemplateStage, type TemplateStageFlag } from './get-template-stages';

/** One change: the name, or one flag. */
export type TemplateStageChange = { name: string } | Partial<Record<TemplateStageFlag, boolean>>;

/** Sends one change of a board stage. */
export function updateTemplateStage(
  organizationId: string,
  stageId: string,
  change: TemplateStageChange,
): Promise<TemplateStage> {
  return unwrap(
    apiClient.PUT('/api/v1/template_stages/{id}', {
      params: { path: { id: stageId }, header: { org_id: organizationId } },
      body: change,
    }),
  );
}

/** Update mutation; its variable is `{ stageId, change }`. */
export function useUpdateTemplateStage(organizationId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getTemplateStagesQueryOptions(organizationId);
  return useMutation({
    mutationFn: ({ stageId, change }: { stageId: string; change: TemplateStageChange }) =>
      updateTemplateStage(organizationId, stageId, change),
    onMutate: async ({ stageId, change }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (stages) => stages?.map((s) => (s.id === stageId ? { ...s, ...change } : s)));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
