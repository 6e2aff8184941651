/**
 * Scrolls a just-added card into view (issue 30 item 1; docs/decisions.md K43), on the board or in the
 * list view, both of which mark a card `data-testid="card-<id>"`. The card renders a frame or two after
 * the cache holds it; a long board column renders only the cards in view (W21 virtualisation), so while
 * the card is not in the document its column's list is scrolled to its end, where added cards go.
 */

/** How many animation frames to wait for the card before giving up (about half a second). */
const MAX_FRAMES = 30;

/** Scrolls card `cardId` of stage `stageId` into view once it renders (no-op when it never does). */
export function revealCard(cardId: string, stageId: string): void {
  const cardSelector = `[data-testid="card-${CSS.escape(cardId)}"]`;
  const columnList = `[data-testid="stage-${CSS.escape(stageId)}"] .gl-column__cards`;
  let frames = MAX_FRAMES;
  const step = () => {
    const card = document.querySelector(cardSelector);
    if (card) {
      card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return;
    }
    const list = document.querySelector<HTMLElement>(columnList);
    if (list) list.scrollTop = list.scrollHeight;
    if (--frames > 0) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
