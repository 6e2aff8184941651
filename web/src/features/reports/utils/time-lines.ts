/**
 * The time report table's lines (issue 28 "A table grouped by workspace, then card, then user, with hh:mm
 * totals"): the report's rows (sorted by workspace, card, user) as one flat list — a workspace line with
 * its subtotal, then each card line with its subtotal, then the card's user lines — so the table can
 * render only the lines in view (decisions G24).
 */
import type { TimeRow } from '../../../../../shared/schemas/reports';

/** One line of the table: a workspace or card subtotal, or one user's time on a card. */
export type TimeLine =
  | { kind: 'workspace'; key: string; id: string; name: string; seconds: number }
  | { kind: 'card'; key: string; id: string; name: string; workspaceId: string; seconds: number }
  | { kind: 'user'; key: string; row: TimeRow };

/** The lines of `rows`, in order; consecutive rows of one workspace (and card) form its group. */
export function timeLines(rows: readonly TimeRow[]): TimeLine[] {
  const lines: TimeLine[] = [];
  let workspace: Extract<TimeLine, { kind: 'workspace' }> | undefined;
  let card: Extract<TimeLine, { kind: 'card' }> | undefined;
  for (const row of rows) {
    if (workspace?.id !== row.workspace_id) {
      workspace = {
        kind: 'workspace',
        key: `w:${row.workspace_id}`,
        id: row.workspace_id,
        name: row.workspace_name,
        seconds: 0,
      };
      card = undefined;
      lines.push(workspace);
    }
    if (card?.id !== row.card_id) {
      card = {
        kind: 'card',
        key: `c:${row.workspace_id}:${row.card_id}`,
        id: row.card_id,
        name: row.card_name,
        workspaceId: row.workspace_id,
        seconds: 0,
      };
      lines.push(card);
    }
    workspace.seconds += row.seconds;
    card.seconds += row.seconds;
    lines.push({ kind: 'user', key: `u:${row.workspace_id}:${row.card_id}:${row.user_id}`, row });
  }
  return lines;
}
