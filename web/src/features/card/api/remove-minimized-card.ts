/**
 * `DELETE /api/v1/minimized_content_groups/{card id}`: take a card out of the dock, when it is restored
 * or closed there (cards spec §2 Minimized cards; docs/decisions.md K23: the id is the card's).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MinimizedCard } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getMinimizedCardsQueryOptions } from './get-minimized-cards';

/** Removes a card from the dock. */
export function removeMinimizedCard(cardId: string): Promise<{ id: string }> {
  return unwrap(apiClient.DELETE('/api/v1/minimized_content_groups/{id}', { params: { path: { id: cardId } } }));
}

/** The removal, shown at once (the card leaves the dock before the answer); the dock is re-read after. */
export function useRemoveMinimizedCard() {
  const queryClient = useQueryClient();
  const { queryKey } = getMinimizedCardsQueryOptions();
  return useMutation({
    mutationFn: removeMinimizedCard,
    meta: { errorToast: false },
    onMutate: (cardId) =>
      queryClient.setQueryData<MinimizedCard[]>(queryKey, (dock) => dock?.filter((m) => m.content_group_id !== cardId)),
    onError: (error) => console.error('Removing the minimized card failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
