import { describe, expect, it } from 'vitest';
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { applyLiveItem } from './live-checklists';

const lists = (): Checklist[] => [
  {
    id: 'l1',
    title: 'Launch',
    hidden: false,
    position: 'a0',
    items: [
      { id: 'i1', list_id: 'l1', description: 'Brief', done: false, position: 'a0' },
      { id: 'i2', list_id: 'l1', description: 'Draft', done: false, position: 'a1' },
    ],
  },
];
const attrs = (item: Record<string, unknown>) => ({
  card_id: 'c',
  list_id: 'l1',
  created_at: 'x',
  updated_at: 'y',
  ...item,
});

describe('applyLiveItem', () => {
  it('toggles an item in place', () => {
    const next = applyLiveItem(
      lists(),
      'changed',
      attrs({ item_id: 'i1', description: 'Brief', done: true, position: 'a0' }),
    )!;
    expect(next[0].items.map((i) => [i.id, i.done])).toEqual([
      ['i1', true],
      ['i2', false],
    ]);
    expect(next[0].items[0]).toEqual({ id: 'i1', list_id: 'l1', description: 'Brief', done: true, position: 'a0' });
  });

  it('adds, reorders and removes items by position', () => {
    const added = applyLiveItem(
      lists(),
      'created',
      attrs({ item_id: 'i3', description: 'Review', done: false, position: 'a0V' }),
    )!;
    expect(added[0].items.map((i) => i.id)).toEqual(['i1', 'i3', 'i2']);
    const sorted = applyLiveItem(
      added,
      'changed',
      attrs({ item_id: 'i1', description: 'Brief', done: false, position: 'a2' }),
    )!;
    expect(sorted[0].items.map((i) => i.id)).toEqual(['i3', 'i2', 'i1']);
    const removed = applyLiveItem(
      sorted,
      'deleted',
      attrs({ item_id: 'i2', description: 'Draft', done: false, position: 'a1' }),
    )!;
    expect(removed[0].items.map((i) => i.id)).toEqual(['i3', 'i1']);
  });

  it('cannot place an item of a list it does not hold: null (refetch)', () => {
    expect(
      applyLiveItem(
        lists(),
        'created',
        attrs({ item_id: 'i9', list_id: 'l9', description: 'x', done: false, position: 'a0' }),
      ),
    ).toBeNull();
  });
});
