/**
 * `PUT /api/v1/workspaces/{id}/stages/{sid}`: rename a stage or change one of its flags (accounts spec
 * §7 Stages: "Inline stage edit sends one boolean among enable_revision, enable_timestamp,
 * visible_to_client, require_approval_from_client"; §5 name required).
 *
 * Optimistic: the stages list and the board show the change at once; a refusal rolls both back (and
 * the query cache toasts the server's message); either way both are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { Stage, UpdateStageRequestSchema } from '../../../../../shared/schemas/stage';
import type { ApprovalRule } from '../../../../../shared/schemas/approval-rule-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getStagesQueryOptions } from './get-stages';
import { getWorkspaceQueryOptions } from './get-workspace';

/** The flags a stage has (accounts spec §3 Stage). */
export const STAGE_FLAGS = [
  'enable_revision',
  'enable_timestamp',
  'visible_to_client',
  'require_approval_from_client',
] as const;
/** One stage flag. */
export type StageFlag = (typeof STAGE_FLAGS)[number];

/** One change: the name, or one flag (build it with `flagChange`). */
export type StageChange =
  { name: string } | Partial<Record<StageFlag, boolean>> | { approval_rule: ApprovalRule; decision_maker_id?: string };

/** The body that sets exactly one flag (accounts spec §7: one boolean at a time). */
export function flagChange(flag: StageFlag, value: boolean): Partial<Record<StageFlag, boolean>> {
  return { [flag]: value };
}

/** Sends a change of a stage. */
export function updateStage(
  workspaceId: string,
  stageId: string,
  body: z.input<typeof UpdateStageRequestSchema>,
): Promise<Stage> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/stages/{sid}', {
      params: { path: { id: workspaceId, sid: stageId } },
      body,
    }),
  );
}

/** Update-stage mutation; its variable is `{ stageId, change }`. */
export function useUpdateStage(workspaceId: string, search = '') {
  const queryClient = useQueryClient();
  const stagesKey = getStagesQueryOptions(workspaceId).queryKey;
  const boardKey = getWorkspaceQueryOptions(workspaceId, search).queryKey;
  return useMutation({
    mutationFn: ({ stageId, change }: { stageId: string; change: StageChange }) =>
      updateStage(workspaceId, stageId, change),
    onMutate: async ({ stageId, change }) => {
      const cancelled = Promise.all([
        queryClient.cancelQueries({ queryKey: stagesKey }),
        queryClient.cancelQueries({ queryKey: boardKey }),
      ]);
      const previousStages = queryClient.getQueryData(stagesKey);
      const previousBoard = queryClient.getQueryData(boardKey);
      queryClient.setQueryData(stagesKey, (stages) => stages?.map((s) => (s.id === stageId ? { ...s, ...change } : s)));
      queryClient.setQueryData(boardKey, (detail) =>
        detail ? { ...detail, stages: detail.stages.map((s) => (s.id === stageId ? { ...s, ...change } : s)) } : detail,
      );
      await cancelled;
      return { previousStages, previousBoard };
    },
    onError: (_error, _variables, context) => {
      if (context?.previousStages) queryClient.setQueryData(stagesKey, context.previousStages);
      if (context?.previousBoard) queryClient.setQueryData(boardKey, context.previousBoard);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: stagesKey }),
        queryClient.invalidateQueries({ queryKey: boardKey }),
      ]),
  });
}
