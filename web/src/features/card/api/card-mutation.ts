/**
 * The shape every popup mutation shares: the server answers the card as it is afterwards (cards spec
 * §7 Cards), which replaces the popup's cached card; the workspace views are told to refresh through
 * the popup's `onCardChanged` (the app composes the board, which this feature does not import). A card
 * refetch in flight when the answer arrives is cancelled first, so it cannot put the older card back.
 * A refusal is toasted by the query client with the server's message (cards spec §8), unless
 * `explainRefusal` shows it its own way (e.g. the invalid-stage popup) and answers true.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import type { CardDetail } from '../../../../../shared/schemas/card';
import { useCardPopup } from '../hooks/use-card-popup';
import { getCardQueryOptions } from './get-card';

/** A mutation of the popup's card: `send` calls the API and resolves to the card afterwards. */
export function useCardMutation<TVariables>(
  send: (workspaceId: string, cardId: string, variables: TVariables) => Promise<CardDetail>,
  explainRefusal?: (error: unknown, variables: TVariables) => boolean,
) {
  const queryClient = useQueryClient();
  const { workspaceId, card, onCardChanged } = useCardPopup();
  const { queryKey } = getCardQueryOptions(workspaceId, card.id);
  return useMutation({
    mutationFn: (variables: TVariables) => send(workspaceId, card.id, variables),
    // With its own explanation, this mutation reports its refusals itself (below).
    meta: explainRefusal ? { errorToast: false } : undefined,
    onError: explainRefusal
      ? (error: unknown, variables: TVariables) => {
          if (error instanceof ApiError && error.authenticationFailure) return;
          if (!explainRefusal(error, variables)) toast.error(errorMessage(error));
        }
      : undefined,
    onSuccess: async (updated) => {
      // A refetch still in flight (a live event's) may have read the card before this write: it must not
      // land after the answer and put the old card back.
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData(queryKey, updated);
      onCardChanged();
    },
  });
}
