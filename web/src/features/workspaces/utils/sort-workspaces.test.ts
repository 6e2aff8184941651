import { describe, expect, it } from 'vitest';
import { sortWorkspaces } from './sort-workspaces';

const ws = (id: string, name: string, updated_at: string) => ({ id, name, updated_at });

describe('sortWorkspaces', () => {
  const list = [
    ws('1', 'beta', '2025-01-01T00:00:00Z'),
    ws('2', 'Alpha', '2025-03-01T00:00:00Z'),
    ws('3', 'gamma 10', '2025-02-01T00:00:00Z'),
    ws('4', 'gamma 9', '2025-02-01T00:00:00Z'),
  ];

  it('sorts A-Z ignoring case, numbers in natural order', () => {
    expect(sortWorkspaces(list, 'alphabetical').map((w) => w.name)).toEqual(['Alpha', 'beta', 'gamma 9', 'gamma 10']);
  });

  it('sorts recently updated first', () => {
    expect(sortWorkspaces(list, 'recently').map((w) => w.id)).toEqual(['2', '4', '3', '1']);
  });

  it('does not mutate its input', () => {
    const before = list.map((w) => w.id);
    sortWorkspaces(list, 'recently');
    expect(list.map((w) => w.id)).toEqual(before);
  });
});
