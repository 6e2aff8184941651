/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid} {name}`: rename a card inline on the board (cards
 * spec §5 "Title edit: empty or unchanged is discarded. Enter saves, Escape cancels"; needs
 * can_access_edit_title, cards spec §6).
 *
 * Optimistic: the new title shows at once; a refusal puts the old one back and the query cache toasts
 * the server's message; either way the board is refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { Card, UpdateCardRequestSchema } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspaceQueryOptions } from './get-workspace';

/** Request body of the call. */
export type UpdateCardInput = z.input<typeof UpdateCardRequestSchema>;

/** Sends a change of a card. */
export function updateCard(workspaceId: string, cardId: string, body: UpdateCardInput): Promise<Card> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}', {
      params: { path: { id: workspaceId, cid: cardId } },
      body,
    }),
  );
}

/** Rename-card mutation; its variable is `{ cardId, name }`. */
export function useRenameCard(workspaceId: string, search: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    mutationFn: ({ cardId, name }: { cardId: string; name: string }) => updateCard(workspaceId, cardId, { name }),
    onMutate: async ({ cardId, name }) => {
      const cancelled = queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (detail) =>
        detail
          ? {
              ...detail,
              stages: detail.stages.map((stage) =>
                stage.content_groups.some((c) => c.id === cardId)
                  ? {
                      ...stage,
                      content_groups: stage.content_groups.map((c) => (c.id === cardId ? { ...c, name } : c)),
                    }
                  : stage,
              ),
            }
          : detail,
      );
      await cancelled;
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
