/**
 * `POST /api/v1/workspaces/{id}/content_groups {name, stage_id}`: quick-add a card in a column or a list
 * row (accounts spec §2 board and list "Add Card"; cards spec §7 create, name required).
 * The server adds the card at the end of its stage. The board shows it at once after the stage's loaded
 * cards, even when later pages are not loaded, and keeps it there (issue 30 item 1, decisions K43:
 * `utils/added-cards.ts`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card, CreateCardRequest } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspaceQueryOptions } from './get-workspace';
import { rememberAddedCard, withAddedCard } from '../utils/added-cards';

/** Creates a card. */
export function createCard(workspaceId: string, body: CreateCardRequest): Promise<Card> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups', { params: { path: { id: workspaceId } }, body }),
  );
}

/** Create-card mutation: the new card joins the cached board (shown and kept, K43), then the board refreshes. */
export function useCreateCard(workspaceId: string, search: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    mutationFn: (body: CreateCardRequest) => createCard(workspaceId, body),
    onSuccess: (card) => {
      rememberAddedCard(workspaceId, card.id);
      queryClient.setQueryData(queryKey, (detail) =>
        detail ? { ...detail, stages: withAddedCard(detail.stages, card) } : detail,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
