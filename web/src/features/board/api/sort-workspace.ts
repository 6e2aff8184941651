/**
 * `PUT /api/v1/workspaces/{id}/sort?type&content_drag_id&source_stage_id&destination_stage_id` with the
 * affected stages' ordered ids: moves a card or a stage (accounts spec §4 moves, §7 Workspaces).
 *
 * Moves are optimistic (BRIEF §5): `onMutate` snapshots the cached board and applies the move at once
 * (synchronously, in the drop handler's tick, so the card never jumps back); a refusal rolls back and
 * the query cache's error toast shows the server's message (e.g. "You are not authorized to access
 * this page"); either way the board is refetched. A card move refused because the card is
 * time-tracked (decisions R17) opens the invalid-stage popup instead of the toast (cards spec §8;
 * accounts spec §4 "A refused move (time-tracking conflict) reverts and opens an invalid-stage modal").
 * Moves of one workspace share a scope, so they reach the server in drop order.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { SortBody, SortQuerySchema, WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import type { Card } from '../../../../../shared/schemas/card';
import type { Stage } from '../../../../../shared/schemas/stage';
import { apiClient, ApiError, errorMessage, unwrap } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { openInvalidStageFor } from '../../../components/ui/invalid-stage/invalid-stage-store';
import { applyCardMove, applyStageMove, type CardMove, type StageMove } from '../utils/board-state';
import { getWorkspaceQueryOptions, workspaceMoveScope } from './get-workspace';

/** Query string of the call. */
export type SortQuery = z.input<typeof SortQuerySchema>;

/** Sends one move; the API answers with the moved card (`type=content_group`) or stage (`type=stage`). */
export function sortWorkspace(workspaceId: string, query: SortQuery, body: SortBody): Promise<Card | Stage> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/sort', { params: { path: { id: workspaceId }, query: { ...query } }, body }),
  );
}

function useOptimisticMove<TMove>(
  workspaceId: string,
  search: string,
  send: (move: TMove) => Promise<unknown>,
  apply: (detail: WorkspaceDetail, move: TMove) => WorkspaceDetail,
  /** Shows a refusal its own way and answers true (else the server's message is toasted). */
  explainRefusal: (error: unknown, move: TMove, board: WorkspaceDetail | undefined) => boolean = () => false,
) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    scope: { id: workspaceMoveScope(workspaceId) },
    mutationFn: send,
    // Refusals are reported below: a toast, or the refusal's own popup.
    meta: { errorToast: false },
    onMutate: async (move: TMove) => {
      // Cancel first (synchronously), so an in-flight refresh cannot overwrite the optimistic board.
      const cancelled = queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, apply(previous, move));
      await cancelled;
      return { previous };
    },
    onError: (error, move, context) => {
      // A retried move refused as a conflict had landed the first time (issue 40): keep it, no toast.
      if (error instanceof ApiError && error.alreadyDone) return;
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      // An expired session is the route guard's business (as in lib/query-client.ts).
      if (error instanceof ApiError && error.authenticationFailure) return;
      if (!explainRefusal(error, move, context?.previous)) toast.error(errorMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Moves a card between or within stages (`type=content_group`). */
export function useMoveCard(workspaceId: string, search: string) {
  // The invalid-stage popup can make the same move again once the caller's timer stops (issue 30 item 2).
  const retry = useRef<(move: CardMove) => void>(() => undefined);
  const mutation = useOptimisticMove<CardMove>(
    workspaceId,
    search,
    (move) =>
      sortWorkspace(
        workspaceId,
        {
          type: 'content_group',
          content_drag_id: move.cardId,
          source_stage_id: move.sourceStageId,
          destination_stage_id: move.destinationStageId,
        },
        move.body,
      ),
    applyCardMove,
    (error, move, board) => {
      const card = board?.stages.flatMap((s) => s.content_groups).find((c) => c.id === move.cardId);
      return openInvalidStageFor(error, {
        name: card?.name ?? 'This',
        workspaceName: board?.name,
        workspaceId,
        cardId: move.cardId,
        retry: () => retry.current(move),
      });
    },
  );
  useEffect(() => {
    retry.current = mutation.mutate;
  }, [mutation.mutate]);
  return mutation;
}

/** Reorders stages (`type=stage`, every stage in its new order); board view only. */
export function useMoveStage(workspaceId: string, search: string) {
  return useOptimisticMove<StageMove>(
    workspaceId,
    search,
    (move) => sortWorkspace(workspaceId, { type: 'stage', content_drag_id: move.stageId }, move.body),
    applyStageMove,
  );
}
