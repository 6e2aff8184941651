/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid}`: the popup's title, description, dates, reminder
 * and 'Mark as Complete' (cards spec §2 Popup sections, §4 Card states, §5 Title edit and Reminder).
 */
import type * as z from '../../../../../shared/schemas/zod';
import type { CardDetail, UpdateCardRequestSchema } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useCardMutation } from './card-mutation';

/** Request body of the call. */
export type UpdateCardInput = z.input<typeof UpdateCardRequestSchema>;

/** Sends a change of a card. */
export function updateCard(workspaceId: string, cardId: string, body: UpdateCardInput): Promise<CardDetail> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}', {
      params: { path: { id: workspaceId, cid: cardId } },
      body,
    }),
  );
}

/** Update-card mutation of the popup's card; its variable is the request body. */
export function useUpdateCard() {
  return useCardMutation(updateCard);
}
