/**
 * The shape every popup mutation shares: the server answers the card as it is afterwards (cards spec
 * §7 Cards), which replaces the popup's cached card; the workspace views are told to refresh through
 * the popup's `onCardChanged` (the app composes the board, which this feature does not import).
 * A refusal is toasted by the query client with the server's message (cards spec §8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardDetail } from '../../../../../shared/schemas/card';
import { useCardPopup } from '../hooks/use-card-popup';
import { getCardQueryOptions } from './get-card';

/** A mutation of the popup's card: `send` calls the API and resolves to the card afterwards. */
export function useCardMutation<TVariables>(send: (workspaceId: string, cardId: string, variables: TVariables) => Promise<CardDetail>) {
  const queryClient = useQueryClient();
  const { workspaceId, card, onCardChanged } = useCardPopup();
  const { queryKey } = getCardQueryOptions(workspaceId, card.id);
  return useMutation({
    mutationFn: (variables: TVariables) => send(workspaceId, card.id, variables),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKey, updated);
      onCardChanged();
    },
  });
}
