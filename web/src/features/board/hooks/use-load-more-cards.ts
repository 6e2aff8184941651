/**
 * "Load more" for one stage (accounts spec §2 board column infinite scroll and list "Load More"): reads
 * every card of the stage in one `GET …/cards?stage_id` request (issue 27 "a whole board in one round trip
 * per stage": one Query chain server-side, no page re-read; docs/decisions.md W44) and puts them in the
 * cached board, which the 5-second refresh then keeps (see `api/get-workspace.ts`). The board column
 * virtualizes long columns. Past the whole answer's 5,000 cards it reads on by one `list_data` page of 50,
 * from the column's `paging.next_cursor` when it has one, else by page number (`nextCardsPage`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Card } from '../../../../../shared/schemas/card';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { getStageCardsQueryOptions } from '../api/get-stage-cards';
import { getWholeBoard } from '../api/get-whole-board';
import { getWorkspaceQueryOptions } from '../api/get-workspace';
import { CARDS_PAGE_SIZE, MAX_CARDS_PAGE_SIZE } from '../../../../../shared/schemas/page-limits';
import { appendStageCards, cursorPaging, nextCardsPage } from '../utils/board-state';
import { loadsWholeStage, replaceColumnCards, wholeColumnPaging, type ColumnPaging } from '../utils/whole-column';
import { addedCardIds, releaseArrivingAddedCards } from '../utils/added-cards';

/** What one "Load more" brought: the column's cards (`whole`: all of them, else a page to append). */
interface LoadedCards {
  stageId: string;
  items: Card[];
  whole: boolean;
  paging: ColumnPaging;
}

/** Mutation whose variable is the stage id; loads that stage's remaining cards. */
export function useLoadMoreCards(workspaceId: string, search: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspaceQueryOptions(workspaceId, search);
  return useMutation({
    mutationFn: async (stageId: string): Promise<LoadedCards> => {
      const detail = queryClient.getQueryData<WorkspaceDetail>(queryKey);
      const stage = detail?.stages.find((s) => s.id === stageId);
      const loaded = stage?.content_groups.length ?? 0;
      if (loadsWholeStage(loaded)) {
        const answer = await getWholeBoard({ workspaceId, stageId, search });
        const items = answer.stages.find((s) => s.id === stageId)?.cards ?? [];
        return { stageId, items, whole: true, paging: wholeColumnPaging(items.length, answer.truncated) };
      }
      const cursor = stage?.paging.next_cursor ?? undefined;
      if (cursor) {
        const result = await queryClient.fetchQuery({
          ...getStageCardsQueryOptions({ workspaceId, stageId, page: 1, perPage: MAX_CARDS_PAGE_SIZE, search, cursor }),
          staleTime: 0,
        });
        return {
          stageId,
          items: result.items,
          whole: false,
          paging: cursorPaging(loaded, result.items.length, CARDS_PAGE_SIZE, result.paging),
        };
      }
      const { page, perPage } = nextCardsPage(loaded, MAX_CARDS_PAGE_SIZE);
      const result = await queryClient.fetchQuery({
        ...getStageCardsQueryOptions({ workspaceId, stageId, page, perPage, search }),
        staleTime: 0,
      });
      const paging = {
        page,
        per_page: result.paging.per_page,
        has_next_page: result.paging.has_next_page,
        next_cursor: result.paging.next_cursor ?? null,
      };
      return { stageId, items: result.items, whole: false, paging };
    },
    onSuccess: async ({ stageId, items, whole, paging }) => {
      // A refresh that started before these cards arrived would not know about them: cancel it.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (detail) =>
        detail
          ? {
              ...detail,
              // An added card kept after the loaded ones (K43) takes its own place when its page arrives.
              stages: (whole ? replaceColumnCards : appendStageCards)(
                releaseArrivingAddedCards(detail.stages, stageId, items, addedCardIds(workspaceId)),
                stageId,
                items,
                paging,
              ),
            }
          : detail,
      );
    },
  });
}
