/**
 * `POST /api/v1/organizations/{id}/imports/trello` (issue 40 "From Trello"; decisions FT8): a Trello board's
 * JSON export becomes a new workspace of the organization. Answers the workspace as the home lists it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { TrelloBoardExportSchema } from '../../../../../shared/schemas/trello-import';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspacesQueryOptions } from './get-workspaces';

/** A board export in outline; the server reads and checks the rest. */
export type TrelloBoardExport = z.input<typeof TrelloBoardExportSchema>;

/** Whether parsed JSON has the outline of a board export (the server still checks it whole). */
export function looksLikeTrelloBoard(value: unknown): value is TrelloBoardExport {
  const board = value as Partial<Record<'id' | 'name' | 'lists' | 'cards', unknown>> | null;
  return (
    typeof board === 'object' &&
    board !== null &&
    typeof board.id === 'string' &&
    typeof board.name === 'string' &&
    Array.isArray(board.lists) &&
    Array.isArray(board.cards)
  );
}

/** Send `board` (the parsed export, as Trello wrote it) to be imported into `organizationId`. */
export function importTrelloBoard(organizationId: string, board: TrelloBoardExport): Promise<WorkspaceSummary> {
  return unwrap(
    apiClient.POST('/api/v1/organizations/{id}/imports/trello', {
      params: { path: { id: organizationId } },
      body: board,
    }),
  );
}

/** The import as a mutation; the organization's workspace list refetches once it is in. */
export function useImportTrelloBoard(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: TrelloBoardExport) => importTrelloBoard(organizationId, board),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getWorkspacesQueryOptions(organizationId).queryKey }),
  });
}
