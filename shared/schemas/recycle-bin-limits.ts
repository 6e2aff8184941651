/**
 * The recycle bin's messages (cards spec §4 Card states "Read-only when deleted_at is set"; issue 25;
 * docs/decisions.md K27, K41). Zod-free, so the authorization step of every Lambda and the web app can
 * use them without the schema library.
 */
export const BIN_MESSAGES = {
  /**
   * 409 for every write to a card in the recycle bin (functions/src/routes/binned-cards.ts): the card is
   * read-only until it is restored.
   */
  readOnly: 'This card is in the recycle bin and cannot be changed.',
} as const;
