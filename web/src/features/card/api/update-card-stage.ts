/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid}/update_stage?stage_id`: the popup's stage dropdown
 * (cards spec §2 "The stage dropdown changes the stage inline", §7). The card goes last in the stage.
 */
import type { CardDetail } from '../../../../../shared/schemas/card';
import { api } from '../../../lib/api-client';
import { useCardMutation } from './card-mutation';

/** Moves a card to a stage. */
export function updateCardStage(workspaceId: string, cardId: string, stageId: string): Promise<CardDetail> {
  return api.put<CardDetail>(`/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/update_stage`, undefined, { stage_id: stageId });
}

/** Change-stage mutation of the popup's card; its variable is the stage id. */
export function useUpdateCardStage() {
  return useCardMutation(updateCardStage);
}
