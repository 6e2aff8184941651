/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage?stage_id`: the popup's stage dropdown
 * (cards spec §2 "The stage dropdown changes the stage inline", §7). The card goes last in the stage.
 * A card being time-tracked cannot leave its stage (decisions R17): the refusal opens the invalid-stage
 * popup (cards spec §8).
 */
import { useEffect, useRef } from 'react';
import type { CardDetail } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { openInvalidStageFor } from '../../../components/ui/invalid-stage/invalid-stage-store';
import { useCardPopup } from '../hooks/use-card-popup';
import { useCardMutation } from './card-mutation';

/** Moves a card to a stage. */
export function updateCardStage(workspaceId: string, cardId: string, stageId: string): Promise<CardDetail> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/update_stage', {
      params: { path: { id: workspaceId, cid: cardId }, query: { stage_id: stageId } },
    }),
  );
}

/** Change-stage mutation of the popup's card; its variable is the stage id. */
export function useUpdateCardStage() {
  const { card, workspaceId, workspaceName } = useCardPopup();
  // The invalid-stage popup can make the same change again once the caller's timer stops (issue 30 item 2).
  const retry = useRef<(stageId: string) => void>(() => undefined);
  const mutation = useCardMutation(updateCardStage, (error, stageId: string) =>
    openInvalidStageFor(error, {
      name: card.name,
      workspaceName,
      workspaceId,
      cardId: card.id,
      retry: () => retry.current(stageId),
    }),
  );
  useEffect(() => {
    retry.current = mutation.mutate;
  }, [mutation.mutate]);
  return mutation;
}
