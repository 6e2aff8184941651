import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

describe('groupByDay', () => {
  it('keeps the order and puts each local day under its heading', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    const at = (d: number, h: number) => ({ id: `${d}-${h}`, created_at: new Date(2026, 10, d, h).toISOString() });
    const groups = groupByDay([at(25, 14), at(25, 9), at(24, 20), at(23, 8), at(23, 7)], now);
    expect(groups.map((g) => [g.heading, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['25-14', '25-9']],
      ['Yesterday', ['24-20']],
      ['Monday, Nov 23, 2026', ['23-8', '23-7']],
    ]);
    expect(groupByDay([], now)).toEqual([]);
  });
});
