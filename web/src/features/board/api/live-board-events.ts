/**
 * The workspace channel's events applied to the cache (BRIEF §7 "Live updates"; accounts spec §4
 * "Workspace view refreshes every 5 seconds" becomes the fallback while disconnected): moves and field
 * changes patch every cached board of the workspace (each search), removals take the card out, and
 * anything that needs lookups (a new card, labels or participants, stages) refetches. Views other than
 * the board (stage pages, sorted lists, the calendar, the archive) are invalidated: only mounted ones refetch.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';
import type { LiveEvent } from '../../../lib/live/live-socket';
import { applyLiveCardChange, applyLiveCardMove, applyLiveCardRemoval, type LiveCardFields } from '../utils/live-board';
import { getWorkspaceScopeQueryKey, isWorkspaceMoving } from './get-workspace';

const boardKey = (workspaceId: string) => [...getWorkspaceScopeQueryKey(workspaceId), 'detail'] as const;

const workspaceOf = (event: LiveEvent) => event.channel.slice('workspace:'.length);

/** Every cached query of the workspace except the boards, which are patched (stage pages, sorted lists, calendar…). */
function invalidateOtherViews(client: QueryClient, workspaceId: string): void {
  void client.invalidateQueries({
    queryKey: getWorkspaceScopeQueryKey(workspaceId),
    predicate: (query) => ['stages', 'calendar', 'archived-cards'].includes(String(query.queryKey[2])),
  });
}

/** Patch each cached board with `patch`; refetch the boards `patch` cannot place the change in. */
function patchBoards(
  client: QueryClient,
  workspaceId: string,
  patch: (detail: WorkspaceDetail) => WorkspaceDetail | null,
  refresh = false,
): void {
  // A move of one's own is in flight: its settle refetches the board; patching now would fight the optimistic order.
  if (isWorkspaceMoving(client, workspaceId)) return;
  let missed = refresh;
  for (const [key, detail] of client.getQueriesData<WorkspaceDetail>({ queryKey: boardKey(workspaceId) })) {
    if (!detail) continue;
    const next = patch(detail);
    if (next) client.setQueryData(key, next);
    else missed = true;
  }
  if (missed) void client.invalidateQueries({ queryKey: boardKey(workspaceId) });
  invalidateOtherViews(client, workspaceId);
}

/**
 * A card's comments changed (cards spec §3 `unread_comments`, counted per viewer): fetch the caller's
 * own counts of that one card and patch them into the boards that show it. A failed fetch changes
 * nothing; the next board refetch corrects the counts.
 */
async function refreshUnreadComments(client: QueryClient, workspaceId: string, cardId: string): Promise<void> {
  const card = await unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  ).catch(() => null);
  if (!card) return;
  for (const [key, detail] of client.getQueriesData<WorkspaceDetail>({ queryKey: boardKey(workspaceId) })) {
    const next = detail && applyLiveCardChange(detail, { id: cardId, unread_comments: card.unread_comments });
    if (next) client.setQueryData(key, next);
  }
}

/** A label renamed, recoloured or deleted: the workspace's labels, the boards showing it and open cards' labels. */
function refetchLabels(client: QueryClient, event: LiveEvent): void {
  const workspaceId = workspaceOf(event);
  void client.invalidateQueries({ queryKey: [...getWorkspaceScopeQueryKey(workspaceId), 'labels'] });
  void client.invalidateQueries({ queryKey: boardKey(workspaceId) });
  void client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'cards' && query.queryKey[1] === workspaceId,
  });
}

/**
 * User channel: the caller's unread counts of a workspace changed: the organization home's workspace
 * cards and that workspace's board header.
 */
export function refetchWorkspaceCounters(client: QueryClient, event: LiveEvent): void {
  void client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'organizations' && query.queryKey[2] === 'workspaces',
  });
  void client.invalidateQueries({ queryKey: boardKey(String(event.data.workspace_id)) });
}

const refetchBoards = (client: QueryClient, event: LiveEvent) => {
  const workspaceId = workspaceOf(event);
  void client.invalidateQueries({ queryKey: boardKey(workspaceId) });
  void client.invalidateQueries({ queryKey: [...getWorkspaceScopeQueryKey(workspaceId), 'stage-list'] });
  invalidateOtherViews(client, workspaceId);
};

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const BOARD_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'card.moved': (client, event) => {
    const data = event.data as LiveCardFields & { from_stage_id?: string; refresh?: boolean };
    patchBoards(client, workspaceOf(event), (detail) => applyLiveCardMove(detail, data), data.refresh);
  },
  'card.changed': (client, event) => {
    const data = event.data as LiveCardFields & { refresh?: boolean; comments?: boolean };
    patchBoards(client, workspaceOf(event), (detail) => applyLiveCardChange(detail, data), data.refresh);
    if (data.comments && !data.refresh) void refreshUnreadComments(client, workspaceOf(event), data.id);
  },
  'card.binned': (client, event) =>
    patchBoards(client, workspaceOf(event), (detail) => applyLiveCardRemoval(detail, event.data as { id: string })),
  'card.deleted': (client, event) =>
    patchBoards(client, workspaceOf(event), (detail) => applyLiveCardRemoval(detail, event.data as { id: string })),
  'card.archived': (client, event) =>
    patchBoards(client, workspaceOf(event), (detail) => applyLiveCardRemoval(detail, event.data as { id: string })),
  'card.unarchived': refetchBoards,
  'card.removed': (client, event) =>
    patchBoards(client, workspaceOf(event), (detail) => applyLiveCardRemoval(detail, event.data as { id: string })),
  'card.created': refetchBoards,
  'card.restored': refetchBoards,
  'stage.created': refetchBoards,
  'stage.changed': refetchBoards,
  'stage.deleted': refetchBoards,
  'workspace.changed': (client, event) => {
    void client.invalidateQueries({ queryKey: boardKey(workspaceOf(event)) });
    // The organization home's workspace cards (name, logo, counts).
    void client.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'organizations' && query.queryKey[2] === 'workspaces',
    });
  },
  'label.created': (client, event) =>
    void client.invalidateQueries({ queryKey: [...getWorkspaceScopeQueryKey(workspaceOf(event)), 'labels'] }),
  'label.changed': refetchLabels,
  'label.deleted': refetchLabels,
  'member.created': (client, event) =>
    void client.invalidateQueries({ queryKey: [...getWorkspaceScopeQueryKey(workspaceOf(event)), 'collaborators'] }),
  'member.changed': (client, event) =>
    void client.invalidateQueries({ queryKey: [...getWorkspaceScopeQueryKey(workspaceOf(event)), 'collaborators'] }),
  'member.deleted': (client, event) =>
    void client.invalidateQueries({ queryKey: [...getWorkspaceScopeQueryKey(workspaceOf(event)), 'collaborators'] }),
};

/**
 * After (re)subscribing: whatever of the workspace was read before `since` is refetched (changes missed
 * while disconnected, or made between a read and the subscription). A card's own parts under the
 * workspace key (its lists) follow the card channel's resync instead.
 */
export function resyncWorkspace(client: QueryClient, workspaceId: string, since: number): void {
  void client.invalidateQueries({
    queryKey: getWorkspaceScopeQueryKey(workspaceId),
    predicate: (query) => query.queryKey[2] !== 'cards' && query.state.dataUpdatedAt < since,
  });
}
