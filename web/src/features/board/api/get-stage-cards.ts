/**
 * `GET /api/v1/workspaces/{id}/stages/{sid}/list_data?page&per_page&search`: a page of one stage's
 * cards (accounts spec §7 Stages; page size 10, §9). "Load more" reads a column whole instead
 * (`get-whole-board.ts`, issue 27) and pages here only past the whole answer's 5,000 cards.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StageCardsPage } from '../../../../../shared/schemas/stage';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Which page of which stage's cards. */
export interface StageCardsParams {
  workspaceId: string;
  stageId: string;
  page: number;
  /** Page size; the API's default and the board's is 10 (accounts spec §9). */
  perPage?: number;
  search?: string;
  /** A `paging.next_cursor` of this stage's list: the page after it, instead of `page` (issue 27). */
  cursor?: string;
}

/** Fetches one page of a stage's cards (by `cursor` when given: one page of reads, issue 27). */
export function getStageCards(params: StageCardsParams, signal?: AbortSignal): Promise<StageCardsPage> {
  const { workspaceId, stageId, page, perPage, search, cursor } = params;
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/stages/{sid}/list_data', {
      params: {
        path: { id: workspaceId, sid: stageId },
        query: cursor
          ? { per_page: perPage, search: search || undefined, cursor }
          : { page, per_page: perPage, search: search || undefined },
      },
      signal,
    }),
  );
}

/** Query options for one page of a stage's cards (by page, or by `cursor`). */
export function getStageCardsQueryOptions(params: StageCardsParams) {
  const { workspaceId, stageId, page, perPage, search = '', cursor } = params;
  return queryOptions({
    queryKey: [
      'workspaces',
      workspaceId,
      'stages',
      stageId,
      'cards',
      { page, perPage: perPage ?? null, search, cursor: cursor ?? null },
    ],
    queryFn: ({ signal }) => getStageCards({ workspaceId, stageId, page, perPage, search, cursor }, signal),
  });
}

/** One page of a stage's cards. */
export function useStageCards(params: StageCardsParams, enabled = true) {
  return useQuery({ ...getStageCardsQueryOptions(params), enabled });
}
