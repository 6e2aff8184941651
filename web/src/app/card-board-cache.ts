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
