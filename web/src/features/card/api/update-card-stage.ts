/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage?stage_id`: the popup's stage dropdown
 * (cards spec §2 "The stage dropdown changes the stage inline", §7). The card goes last in the stage.
 * A card being time-tracked cannot leave its stage (decisions R17): the refusal opens the invalid-stage
 * popup (cards spec §8).
 */
import type { CardDetail } from '../../../../../shared/schemas/card';
import { api } from '../../../lib/api-client';
import { openInvalidStageFor } from '../../../components/ui/invalid-stage/invalid-stage-store';
import { useCardPopup } from '../hooks/use-card-popup';
import { useCardMutation } from './card-mutation';

/** Moves a card to a stage. */
export function updateCardStage(workspaceId: string, cardId: string, stageId: string): Promise<CardDetail> {
  return api.put<CardDetail>(`/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/update_stage`, undefined, { stage_id: stageId });
}

/** Change-stage mutation of the popup's card; its variable is the stage id. */
export function useUpdateCardStage() {
  const { card, workspaceName } = useCardPopup();
  return useCardMutation(updateCardStage, (error) => openInvalidStageFor(error, { name: card.name, workspaceName }));
}
