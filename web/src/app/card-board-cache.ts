/**
 * The board's cached cards as the card popup uses them (issue 39 "No request a screen does not need";
 * decisions CO3): a change the popup knows without asking (the unread counts after marking comments read)
 * is written into every cached board of the workspace that holds the card, instead of refetching the
 * workspace's queries. The board and card features do not import each other (BRIEF §5), so this lives
 * where the app composes them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Card } from '../../../shared/schemas/card';
import type { WorkspaceDetail } from '../../../shared/schemas/workspace';
import { getWorkspaceScopeQueryKey } from '../features/board/api/get-workspace';
import { applyLiveCardChange } from '../features/board/utils/live-board';

/** The cached boards of a workspace (every search): `[…scope, 'detail', search]`. */
const boardsKey = (workspaceId: string) => [...getWorkspaceScopeQueryKey(workspaceId), 'detail'];

/**
 * Writes `fields` into card `cardId` on every cached board of workspace `workspaceId` that holds it; boards
 * without it are left as they are (nothing is fetched).
 */
export function patchBoardCard(
  client: QueryClient,
  workspaceId: string,
  cardId: string,
  fields: Partial<Omit<Card, 'id' | 'labels' | 'assigned_users'>>,
): void {
  client.setQueriesData<WorkspaceDetail>({ queryKey: boardsKey(workspaceId) }, (detail) =>
    detail?.stages ? (applyLiveCardChange(detail, { ...fields, id: cardId }) ?? detail) : detail,
  );
}

/** A card as a cached board holds it, with the caller's flags on that workspace (issue 39; decisions CO5). */
export interface BoardCardDraft {
  card: Card;
  /** The caller's workspace flags (`GET /api/v1/workspaces/{id}`'s `permissions`), the same as the card's (decisions K3). */
  permissions: Record<string, boolean>;
}

/**
 * Card `cardId` from any cached board of workspace `workspaceId`, for the popup to draw before its
 * answer arrives (issue 39 "A card draws what it already knows at once"); null when no cached board holds it.
 */
export function findBoardCard(client: QueryClient, workspaceId: string, cardId: string): BoardCardDraft | null {
  for (const [, detail] of client.getQueriesData<WorkspaceDetail>({ queryKey: boardsKey(workspaceId) })) {
    for (const stage of detail?.stages ?? []) {
      const card = stage.content_groups.find((c) => c.id === cardId);
      if (card) return { card, permissions: detail!.permissions };
    }
  }
  return null;
}
