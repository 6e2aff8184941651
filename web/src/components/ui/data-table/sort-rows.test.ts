import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-rows';

describe('sortRows', () => {
  const rows = [
    { name: 'beta', n: 2, at: null as string | null },
    { name: 'Alpha', n: 10, at: '2026-01-02' },
    { name: 'gamma', n: 1, at: '2026-01-01' },
    { name: 'alpha', n: 10, at: undefined as unknown as null },
  ];

  it('sorts text by the locale, ignoring case, and keeps the given order among equals', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.name)).toEqual(['Alpha', 'alpha', 'beta', 'gamma']);
    expect(sortRows(rows, (r) => r.name, 'descending').map((r) => r.name)).toEqual(['gamma', 'beta', 'Alpha', 'alpha']);
  });

  it('sorts numbers numerically, not as text', () => {
    expect(sortRows(rows, (r) => r.n, 'ascending').map((r) => r.n)).toEqual([1, 2, 10, 10]);
  });

  it('puts missing values last in both directions', () => {
    expect(sortRows(rows, (r) => r.at, 'ascending').map((r) => r.name)).toEqual(['gamma', 'Alpha', 'beta', 'alpha']);
    expect(sortRows(rows, (r) => r.at, 'descending').map((r) => r.name)).toEqual(['Alpha', 'gamma', 'beta', 'alpha']);
  });

  it('leaves the input untouched', () => {
    const before = rows.map((r) => r.name);
    sortRows(rows, (r) => r.name, 'descending');
    expect(rows.map((r) => r.name)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, default for one column and restarts for another', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'email')).toEqual({ key: 'email', direction: 'ascending' });
  });
});
