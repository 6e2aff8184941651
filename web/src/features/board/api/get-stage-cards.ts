/**
 * `GET /api/v1/workspaces/{id}/stages/{sid}/list_data?page&per_page&search`: a page of one stage's
 * cards (accounts spec §7 Stages; page size 10, §9). Used by "Load more" and by the workspace refresh,
 * which reloads every page a column has shown ("refresh loads pages up to page*10", §9).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StageCardsPage } from '../../../../../shared/schemas/stage';
import type { Card } from '../../../../../shared/schemas/card';
import { MAX_CARDS_PAGE_SIZE } from '../../../../../shared/schemas/page-limits';
import { api } from '../../../lib/api-client';


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
  return api.get<StageCardsPage>(
    `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data`,
    cursor ? { per_page: perPage, search: search || undefined, cursor } : { page, per_page: perPage, search: search || undefined },
    signal,
  );
}

/**
 * The first `count` cards of a stage, in as few requests as `per_page` allows (pages of up to 50).
 * `hasNextPage` says whether cards remain after them.
 */
export async function getFirstStageCards(
  params: Omit<StageCardsParams, 'page' | 'perPage'> & { count: number },
  signal?: AbortSignal,
): Promise<{ items: Card[]; hasNextPage: boolean }> {
  const perPage = Math.min(params.count, MAX_CARDS_PAGE_SIZE);
  const requests = Math.ceil(params.count / perPage);
  const pages = await Promise.all(
    Array.from({ length: requests }, (_, i) => getStageCards({ ...params, page: i + 1, perPage }, signal)),
  );
  const seen = new Set<string>();
  const items = pages.flatMap((p) => p.items).filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
  const last = pages.at(-1);
  return {
    items: items.slice(0, params.count),
    hasNextPage: items.length > params.count || Boolean(last?.paging.has_next_page),
  };
}

/** Query options for one page of a stage's cards (by page, or by `cursor`). */
export function getStageCardsQueryOptions(params: StageCardsParams) {
  const { workspaceId, stageId, page, perPage, search = '', cursor } = params;
  return queryOptions({
    queryKey: ['workspaces', workspaceId, 'stages', stageId, 'cards', { page, perPage: perPage ?? null, search, cursor: cursor ?? null }],
    queryFn: ({ signal }) => getStageCards({ workspaceId, stageId, page, perPage, search, cursor }, signal),
  });
}

/** One page of a stage's cards. */
export function useStageCards(params: StageCardsParams, enabled = true) {
  return useQuery({ ...getStageCardsQueryOptions(params), enabled });
}
