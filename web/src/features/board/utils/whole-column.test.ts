import { describe, expect, it } from 'vitest';
import { loadsWholeStage, refreshedColumn, replaceColumnCards, wholeColumnPaging } from './whole-column';

const cards = (n: number, prefix = 'c') => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}` }));

describe('wholeColumnPaging', () => {
  it('counts the shown cards in pages of 10 and carries no cursor', () => {
    expect(wholeColumnPaging(12, false)).toEqual({ page: 2, per_page: 10, has_next_page: false, next_cursor: null });
    expect(wholeColumnPaging(0, false)).toEqual({ page: 1, per_page: 10, has_next_page: false, next_cursor: null });
    expect(wholeColumnPaging(5000, true).has_next_page).toBe(true);
  });
});

describe('loadsWholeStage', () => {
  it('reads a column whole until it holds the answer cap, then by pages', () => {
    expect(loadsWholeStage(10)).toBe(true);
    expect(loadsWholeStage(5000)).toBe(false);
  });
});

describe('refreshedColumn', () => {
  it('keeps every card, new ones included, of a column that had them all', () => {
    const next = refreshedColumn(cards(14), false, { page: 2, per_page: 10, has_next_page: false });
    expect(next.content_groups).toHaveLength(14);
    expect(next.paging).toEqual({ page: 2, per_page: 10, has_next_page: false, next_cursor: null });
  });

  it('keeps the loaded count of a column that had only its first cards, with more to load', () => {
    const next = refreshedColumn(cards(100), false, { page: 6, per_page: 10, has_next_page: true, next_cursor: 'x' });
    expect(next.content_groups.map((c) => c.id)).toEqual(cards(60).map((c) => c.id));
    expect(next.paging).toEqual({ page: 6, per_page: 10, has_next_page: true, next_cursor: null });
  });

  it('says more remain when the answer was cut', () => {
    expect(refreshedColumn(cards(30), true, { page: 3, per_page: 10, has_next_page: false }).paging.has_next_page).toBe(
      true,
    );
  });
});

describe('replaceColumnCards', () => {
  it("replaces one column's cards and paging, leaving out cards another column shows", () => {
    const stages = [
      { id: 's1', content_groups: cards(2), paging: wholeColumnPaging(2, true) },
      { id: 's2', content_groups: [{ id: 'moved' }], paging: wholeColumnPaging(1, false) },
    ];
    const paging = wholeColumnPaging(3, false);
    const next = replaceColumnCards(stages, 's1', [...cards(2), { id: 'moved' }, { id: 'c3' }], paging);
    expect(next[0].content_groups.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(next[0].paging).toBe(paging);
    expect(next[1]).toBe(stages[1]);
  });
});
