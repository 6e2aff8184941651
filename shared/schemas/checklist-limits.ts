/**
 * Checklist limits, defaults and messages (cards spec §4 Checklists; decisions K20, K22). Zod-free, so
 * web pages can import them without pulling zod into their initial JS.
 */
export const CHECKLIST_LIMITS = {
  /** Lists on one card. */
  listsPerCard: 20,
  /** Items in one list: deleting a list removes its items and the list in one TransactWrite (≤ 100 items). */
  itemsPerList: 90,
  titleLength: 255,
  descriptionLength: 1000,
} as const;

/** The title a list gets when created without one (cards spec §4: the title is sent only when non-empty). */
export const DEFAULT_CHECKLIST_TITLE = 'Checklist';

export const CHECKLIST_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  nothingToChange: 'Nothing to change',
  listNotFound: 'List not found',
  itemNotFound: 'Item not found',
  tooManyLists: `A card can have at most ${CHECKLIST_LIMITS.listsPerCard} lists.`,
  tooManyItems: `A list can have at most ${CHECKLIST_LIMITS.itemsPerList} items.`,
  staleOrder: 'The list changed meanwhile. Please try again.',
} as const;

/** Progress of a list as the rounded percent of done items (cards spec §4); 0 for an empty list. */
export function checklistProgress(items: ReadonlyArray<{ done: boolean }>): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((i) => i.done).length / items.length) * 100);
}
