/**
 * Checklist ordering and progress (cards spec §4 Checklists: drag sort, progress as the rounded percent;
 * BRIEF §3 "a move writes one item").
 */
import { describe, expect, it } from 'vitest';
import { generateNKeysBetween } from 'fractional-indexing';
import { positionsForOrder } from '../../functions/src/data/checklist-order';
import { checklistProgress } from '../../shared/schemas/checklist-limits';

const keys = generateNKeysBetween(null, null, 5);
const current = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, position: keys[i] }));
const apply = (order: string[]) => {
  const moved = positionsForOrder(current, order);
  return {
    moved,
    sorted: current
      .map((r) => ({ ...r, position: moved.get(r.id) ?? r.position }))
      .sort((x, y) => (x.position < y.position ? -1 : 1))
      .map((r) => r.id),
  };
};

describe('positionsForOrder', () => {
  it('rewrites only the moved record when one moves up or down', () => {
    for (const order of [
      ['d', 'a', 'b', 'c', 'e'],
      ['a', 'c', 'd', 'e', 'b'],
      ['b', 'a', 'c', 'd', 'e'],
      ['a', 'b', 'c', 'e', 'd'],
    ]) {
      const { moved, sorted } = apply(order);
      expect(moved.size, order.join('')).toBe(1);
      expect(sorted).toEqual(order);
    }
  });

  it('rewrites every record for a reshuffle, and nothing for the same order', () => {
    const { moved, sorted } = apply(['e', 'd', 'c', 'b', 'a']);
    expect(moved.size).toBe(5);
    expect(sorted).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(positionsForOrder(current, ['a', 'b', 'c', 'd', 'e']).size).toBe(0);
  });

  it('refuses an order that is not exactly the current set', () => {
    for (const order of [
      ['a', 'b'],
      ['a', 'b', 'c', 'd', 'x'],
      ['a', 'a', 'c', 'd', 'e'],
    ]) {
      expect(() => positionsForOrder(current, order)).toThrow('The list changed meanwhile');
    }
  });
});

describe('checklistProgress', () => {
  it('is the rounded percent of done items, 0 for an empty list', () => {
    expect(checklistProgress([])).toBe(0);
    expect(checklistProgress([{ done: true }, { done: true }, { done: false }])).toBe(67);
    expect(checklistProgress([{ done: true }, { done: false }, { done: false }])).toBe(33);
    expect(checklistProgress([{ done: true }])).toBe(100);
  });
});
