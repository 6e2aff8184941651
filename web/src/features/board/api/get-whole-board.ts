/**
 * `GET /api/v1/workspaces/{id}/cards[?stage_id][&search]` (issue 27 "A whole board in one round trip per
 * stage"; beyond the spec, BRIEF §8; docs/decisions.md D30, W44): every card of the workspace's visible
 * stages, or of one, in board order, at most `WHOLE_BOARD_MAX_CARDS` (then `truncated`). The board uses it
 * for "Load more" (a column's every card in one request) and for the refresh of columns loaded past their
 * first page (one request for all of them, instead of pages of 50 per column).
 */
import type { WholeBoard } from '../../../../../shared/schemas/whole-board';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Whose cards: the workspace's, one stage's (`stageId`), under a title search (empty: every card). */
export interface WholeBoardParams {
  workspaceId: string;
  stageId?: string;
  search?: string;
}

/** Fetches every card of a workspace, or of one stage, in one request. */
export function getWholeBoard(params: WholeBoardParams, signal?: AbortSignal): Promise<WholeBoard> {
  const { workspaceId, stageId, search } = params;
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/cards', {
      params: { path: { id: workspaceId }, query: { stage_id: stageId, search: search || undefined } },
      signal,
    }),
  );
}
