/**
 * `GET /api/v1/workspaces/{id}/content_labels/{cid}`: the workspace's labels, each marked when the card
 * carries it (cards spec §7 Labels): the label dialog's list mode.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { CardLabelChoiceSchema } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';

/** One row of the list: a label and whether the card carries it. */
export type CardLabelChoice = z.infer<typeof CardLabelChoiceSchema>;

/** Fetches the label choices of a card. */
export function getCardLabels(workspaceId: string, cardId: string, signal?: AbortSignal): Promise<CardLabelChoice[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_labels/{cid}', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/** Query options of a card's label choices. */
export function getCardLabelsQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: ['cards', workspaceId, cardId, 'labels'] as const,
    queryFn: ({ signal }) => getCardLabels(workspaceId, cardId, signal),
  });
}

/** A card's label choices, while the label dialog is open. */
export function useCardLabels(workspaceId: string, cardId: string) {
  return useQuery(getCardLabelsQueryOptions(workspaceId, cardId));
}
