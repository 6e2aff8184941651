/**
 * `POST /api/v1/workspaces/{id}/content_groups {name, stage_id}`: quick-add a card in a column or a list
 * row (accounts spec §2 board and list "Add Card"; cards spec §7 create, name required).
 * The card is added at the end of its stage, where the server puts it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card, CreateCardRequest } from '../../../../../shared/schemas/card';
import { api } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast/toast-store';
import { getWorkspaceQueryOptions } from './get-workspace';

/** Creates a card. */
export function createCard(workspaceId: string, body: CreateCardRequest): Promise<Card> {
  return api.post<Card>(`/api/v1/workspaces/${workspaceId}/content_groups`, body);
}

/**
 * Create-card mutation. `announcePlacement` (default on) says where a card went when its stage's end is
 * not loaded; the full-page form, which confirms every card itself, turns it off.
 */
export function useCreateCard(workspaceId: string, search: string, { announcePlacement = true }: { announcePlacement?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    mutationFn: (body: CreateCardRequest) => createCard(workspaceId, body),
    onSuccess: (card) => {
      const stage = queryClient.getQueryData(queryKey)?.stages.find((s) => s.id === card.stage_id);
      // The card goes last; when later pages are not loaded yet it is out of view, so say where it went.
      if (announcePlacement && stage?.paging.has_next_page) toast.success(`“${card.name}” was added at the end of ${stage.name}.`);
      queryClient.setQueryData(queryKey, (detail) =>
        detail
          ? {
              ...detail,
              stages: detail.stages.map((stage) =>
                stage.id !== card.stage_id || stage.content_groups.some((c) => c.id === card.id)
                  ? stage
                  : {
                      ...stage,
                      content_groups_count: stage.content_groups_count + 1,
                      // Cards beyond a column's loaded pages come with "Load more".
                      content_groups: stage.paging.has_next_page ? stage.content_groups : [...stage.content_groups, card],
                    },
              ),
            }
          : detail,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
