/**
 * The Trello import's request as the API documents it (issue 40 "From Trello"; decisions FT7, FT8): the
 * board's JSON export as Trello writes it ("Menu → Print, export and share → Export as JSON"), sent as the
 * body. Only its outline is documented; functions/src/services/imports/trello-board.ts reads the rest and
 * answers 400 with its message for a file that is not a board export.
 */
import * as z from './zod';

export { NOT_A_TRELLO_BOARD } from './trello-import-limits';

/** A Trello board export: the board with its `lists` and `cards` (and `labels`, `checklists`, `actions`). */
export const TrelloBoardExportSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  lists: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  cards: z.array(z.looseObject({ id: z.string(), name: z.string(), idList: z.string() })),
});
