/**
 * `POST /api/v1/minimized_content_groups {workspace_id, content_group_id}`: minimize a card (cards spec
 * §2 Minimized cards); answers the whole dock. A failure is only logged (cards spec §8 "Errors in
 * minimizing are only logged").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MinimizedCard } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getMinimizedCardsQueryOptions } from './get-minimized-cards';

/** Minimizes a card. */
export function minimizeCard(workspaceId: string, cardId: string): Promise<MinimizedCard[]> {
  return unwrap(
    apiClient.POST('/api/v1/minimized_content_groups', {
      body: { workspace_id: workspaceId, content_group_id: cardId },
    }),
  );
}

/** The minimize mutation; the answer becomes the dock. */
export function useMinimizeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, cardId }: { workspaceId: string; cardId: string }) => minimizeCard(workspaceId, cardId),
    meta: { errorToast: false },
    onSuccess: (dock) => queryClient.setQueryData(getMinimizedCardsQueryOptions().queryKey, dock),
    onError: (error) => console.error('Minimizing the card failed', error),
  });
}
