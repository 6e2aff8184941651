/**
 * Opening a card from a workspace view (cards spec §2 Card popup): the popup's URL, with the view kept
 * behind it so closing returns there.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Card } from '../../../../../shared/schemas/card';
import { paths, type WorkspaceMode } from '../../../config/paths';

/** `openCard` opens a card of the workspace over `view`; `cardHref` is its popup's URL. */
export function useOpenCard(organizationId: string, workspaceId: string, view: WorkspaceMode) {
  const navigate = useNavigate();
  const cardHref = useCallback(
    (card: Pick<Card, 'id' | 'name'>) => paths.card.getHref(organizationId, workspaceId, card),
    [organizationId, workspaceId],
  );
  const openCard = useCallback(
    (card: Pick<Card, 'id' | 'name'>) => void navigate(cardHref(card), { state: paths.card.state(view) }),
    [navigate, cardHref, view],
  );
  return { openCard, cardHref };
}
