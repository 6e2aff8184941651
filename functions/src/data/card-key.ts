/**
 * The card a write in its partition acts on and counts on: its id and its workspace, the card item's
 * keys (cards spec §3 Card). Checklists, contents and comments name a card this way; one definition
 * for the three (issue 30 "One way to build each thing").
 */
export interface CardKey {
  workspace_id: string;
  card_id: string;
}
