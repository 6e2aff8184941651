/**
 * A board column filled from a whole-board answer (issue 27; docs/decisions.md W44). Pure functions over
 * the cached board's stage shape (`content_groups` and `paging`), so the board, the list view, the live
 * patches and the counts keep working on it as on pages.
 *
 * `paging` keeps its meaning for the refresh: `page × per_page` (in units of the spec's first page of 10)
 * counts the cards the column has loaded; `has_next_page` is true only when cards remain unread.
 */
import { CARDS_PAGE_SIZE, WHOLE_BOARD_MAX_CARDS } from '../../../../../shared/schemas/page-limits';

/** A column's paging. */
export interface ColumnPaging {
  page: number;
  per_page: number;
  has_next_page: boolean;
  next_cursor?: string | null;
}

/**
 * The paging of a column that shows `shown` cards of a whole answer, `more` when cards remain after them
 * (the answer was cut at its 5,000 cards, or the column shows only the first ones). No cursor: past the
 * answer's cap, "Load more" reads on by page numbers.
 */
export function wholeColumnPaging(shown: number, more: boolean): ColumnPaging {
  return {
    page: Math.max(1, Math.ceil(shown / CARDS_PAGE_SIZE)),
    per_page: CARDS_PAGE_SIZE,
    has_next_page: more,
    next_cursor: null,
  };
}

/** Whether "Load more" of a column with `loaded` cards asks the whole-stage route (else a page of `list_data`). */
export function loadsWholeStage(loaded: number): boolean {
  return loaded < WHOLE_BOARD_MAX_CARDS;
}

/**
 * A column after a refresh from a whole answer (`cards`: the stage's cards in board order, `truncated`: the
 * answer was cut). A column that had every card keeps every card, new ones included; one that had only
 * its first `page × per_page` keeps that many.
 */
export function refreshedColumn<C>(
  cards: readonly C[],
  truncated: boolean,
  before: ColumnPaging,
): { content_groups: C[]; paging: ColumnPaging } {
  const count = before.has_next_page ? before.page * before.per_page : cards.length;
  const shown = cards.slice(0, count);
  return { content_groups: shown, paging: wholeColumnPaging(shown.length, truncated || shown.length < cards.length) };
}

/**
 * The stages with one column's cards replaced by a whole answer's (its "Load more"), leaving out cards the
 * board shows in another column (a move that landed after the answer was read): each id appears once.
 */
export function replaceColumnCards<S extends { id: string; content_groups: { id: string }[]; paging: unknown }>(
  stages: readonly S[],
  stageId: string,
  cards: S['content_groups'],
  paging: S['paging'],
): S[] {
  const elsewhere = new Set(stages.filter((s) => s.id !== stageId).flatMap((s) => s.content_groups.map((c) => c.id)));
  return stages.map((stage) =>
    stage.id === stageId ? { ...stage, content_groups: cards.filter((c) => !elsewhere.has(c.id)), paging } : stage,
  );
}
