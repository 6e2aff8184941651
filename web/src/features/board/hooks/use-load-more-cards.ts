/**
 * "Load more" for one stage (accounts spec §2 board column infinite scroll and list "Load More"):
 * fetches the cards after those loaded in one `list_data` request of up to 50 (issue 11: every card
 * of a 20 × 50 board in 1 + 20 requests) and appends them to the cached board, which the 5-second
 * refresh then keeps (see `api/get-workspace.ts`). It reads on from the column's `paging.next_cursor`,
 * so each "Load more" costs one page of reads however far down the column is (issue 27); a column
 * without a cursor (an older API) falls back to page numbers (`nextCardsPage`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { getStageCardsQueryOptions } from '../api/get-stage-cards';
import { getWorkspaceQueryOptions } from '../api/get-workspace';
import { CARDS_PAGE_SIZE, MAX_CARDS_PAGE_SIZE } from '../../../../../shared/schemas/page-limits';
import { appendStageCards, cursorPaging, nextCardsPage } from '../utils/board-state';
import { addedCardIds, releaseArrivingAddedCards } from '../utils/added-cards';

/** Mutation whose variable is the stage id; appends that stage's next page. */
export function useLoadMoreCards(workspaceId: string, search: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    mutationFn: async (stageId: string) => {
      const detail = queryClient.getQueryData<WorkspaceDetail>(queryKey);
      const stage = detail?.stages.find((s) => s.id === stageId);
      const loaded = stage ? stage.paging.page * stage.paging.per_page : 0;
      const cursor = stage?.paging.next_cursor ?? undefined;
      if (cursor) {
        const result = await queryClient.fetchQuery({
          ...getStageCardsQueryOptions({ workspaceId, stageId, page: 1, perPage: MAX_CARDS_PAGE_SIZE, search, cursor }),
          staleTime: 0,
        });
        return { stageId, result, paging: cursorPaging(loaded, result.items.length, CARDS_PAGE_SIZE, result.paging) };
      }
      const { page, perPage } = nextCardsPage(loaded, MAX_CARDS_PAGE_SIZE);
      const result = await queryClient.fetchQuery({ ...getStageCardsQueryOptions({ workspaceId, stageId, page, perPage, search }), staleTime: 0 });
      return {
        stageId,
        result,
        paging: { page, per_page: result.paging.per_page, has_next_page: result.paging.has_next_page, next_cursor: result.paging.next_cursor ?? null },
      };
    },
    onSuccess: async ({ stageId, result, paging }) => {
      // A refresh that started before this page arrived would not know about it: cancel it.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (detail) =>
        detail
          ? {
              ...detail,
              // An added card kept after the loaded ones (K43) takes its own place when its page arrives.
              stages: appendStageCards(releaseArrivingAddedCards(detail.stages, stageId, result.items, addedCardIds(workspaceId)), stageId, result.items, paging),
            }
          : detail,
      );
    },
  });
}
