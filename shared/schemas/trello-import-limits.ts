/**
 * The Trello import's messages in a zod-free module, so the organization page that shows them does not load
 * zod (BRIEF §6 budgets; decisions I18). ./trello-import.ts re-exports them beside the request schema.
 */

/** The answer to a file that is not a board export (400), and what the app says before sending one. */
export const NOT_A_TRELLO_BOARD =
  'This file is not a Trello board export. In Trello, open the board, then Menu → Print, export and share → Export as JSON.';
