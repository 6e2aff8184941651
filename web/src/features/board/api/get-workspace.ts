/**
 * `GET /api/v1/workspaces/{id}?search=`: the workspace with its stages (in order), each stage's first
 * page of cards, paging and the caller's permission flags (accounts spec §2 Workspace page, list and
 * board views; §4 "Workspace view refreshes every 5 seconds").
 *
 * This cache entry is the board: "Load more" appends to it, moves update it optimistically. So that the
 * 5-second refresh does not drop pages a column has loaded, the query re-reads those columns' cards up
 * to the loaded count (§9 "refresh loads pages up to page*10"), all of them in one whole-board request
 * (`GET …/cards`, issue 27; docs/decisions.md W44) beside the workspace's, a column that had every card
 * keeping every card. Polling pauses while a move is in
 * flight, so a refresh cannot briefly undo it, and while the realtime connection pushes the board's
 * changes (BRIEF §7 "Live updates": polling is only the fallback while disconnected).
 */
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWholeBoard } from './get-whole-board';
import { refreshedColumn } from '../utils/whole-column';
import { CARDS_PAGE_SIZE } from '../../../../../shared/schemas/page-limits';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import { addedCardIds, keepAddedCards } from '../utils/added-cards';

/** Workspace refresh interval (accounts spec §9: workspace polling 5 s). */
export const WORKSPACE_POLL_MS = 5_000;

/** Mutation scope of a workspace's moves: they run one after another, in drop order. */
export function workspaceMoveScope(workspaceId: string): string {
  return `workspace-sort:${workspaceId}`;
}

/** Fetches the workspace detail as the API returns it. */
export function getWorkspace(workspaceId: string, search: string, signal?: AbortSignal): Promise<WorkspaceDetail> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}', {
      params: { path: { id: workspaceId }, query: { search: search || undefined } },
      signal,
    }),
  );
}

async function fetchBoard(
  client: QueryClient,
  queryKey: readonly unknown[],
  workspaceId: string,
  search: string,
  signal: AbortSignal,
): Promise<WorkspaceDetail> {
  const previous = client.getQueryData<WorkspaceDetail>(queryKey);
  // Columns that show more than their first page (page × per_page cards) are re-read that far.
  const loaded = new Map(
    previous?.stages.filter((s) => s.paging.page * s.paging.per_page > CARDS_PAGE_SIZE).map((s) => [s.id, s.paging]) ??
      [],
  );
  // One whole-board request for all of them, beside the workspace's (W44); one stage's alone when only one.
  const only = loaded.size === 1 ? [...loaded.keys()][0] : undefined;
  const [detail, whole] = await Promise.all([
    getWorkspace(workspaceId, search, signal),
    loaded.size > 0 ? getWholeBoard({ workspaceId, stageId: only, search }, signal) : null,
  ]);
  const cardsOf = new Map(whole?.stages.map((s) => [s.id, s.cards]) ?? []);
  const stages = detail.stages.map((stage) => {
    const before = loaded.get(stage.id);
    const cards = cardsOf.get(stage.id);
    return whole && before && cards ? { ...stage, ...refreshedColumn(cards, whole.truncated, before) } : stage;
  });
  // Cards this tab added beyond the loaded pages stay shown (issue 30 item 1, K43); read the cache now,
  // not before the requests, so a card added meanwhile is kept too.
  const shown = client.getQueryData<WorkspaceDetail>(queryKey)?.stages;
  return { ...detail, stages: keepAddedCards(stages, shown, addedCardIds(workspaceId)) };
}

/**
 * The key prefix of every cached query about one workspace (its board under any search, stage pages,
 * stage lists): invalidating it refreshes them all, removing it forgets a deleted or left workspace.
 */
export function getWorkspaceScopeQueryKey(workspaceId: string) {
  return ['workspaces', workspaceId] as const;
}

/** Query options for a workspace's board under a search. */
export function getWorkspaceQueryOptions(workspaceId: string, search = '') {
  return queryOptions({
    queryKey: [...getWorkspaceScopeQueryKey(workspaceId), 'detail', search] as const,
    queryFn: ({ client, queryKey, signal }) => fetchBoard(client, queryKey, workspaceId, search, signal),
  });
}

/** Whether a move of this workspace is waiting for the server. */
export function isWorkspaceMoving(client: QueryClient, workspaceId: string): boolean {
  const scope = workspaceMoveScope(workspaceId);
  return client.isMutating({ predicate: (mutation) => mutation.options.scope?.id === scope }) > 0;
}

/**
 * The workspace board, kept current by the workspace channel's pushes (./live-board-events.ts) and
 * refreshed every 5 s only while they cannot arrive (socket down, subscription refused); a new search
 * keeps showing the old results until it answers.
 */
export function useWorkspace(workspaceId: string, search: string) {
  const client = useQueryClient();
  const live = useLiveChannel(liveChannel.workspace(workspaceId));
  return useQuery({
    ...getWorkspaceQueryOptions(workspaceId, search),
    // Keep the previous search's board while typing, but never another workspace's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === workspaceId ? keepPreviousData(previous) : undefined,
    refetchInterval: () => (live || isWorkspaceMoving(client, workspaceId) ? false : WORKSPACE_POLL_MS),
  });
}
