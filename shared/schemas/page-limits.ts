/**
 * Page sizes of a stage's cards, without zod, so the web app's first bundle can use them (the
 * workspace page's budget, web/scripts/bundle-budget.mjs).
 */

/** Page size for cards per stage request (accounts spec §9). */
export const CARDS_PAGE_SIZE = 10;

/**
 * The largest `per_page` a stage's card page accepts (issue 11): a client that needs every card of a
 * 20 × 50 board loads each column in one request (docs/decisions.md D18).
 */
export const MAX_CARDS_PAGE_SIZE = 50;

/**
 * The most cards one `GET …/workspaces/{id}/cards` answer carries (issue 27, docs/decisions.md D30):
 * API Gateway answers at most 6 MB and a card is about 1 KB. A stage with more is read on by pages.
 */
export const WHOLE_BOARD_MAX_CARDS = 5000;
