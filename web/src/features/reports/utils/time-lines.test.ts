import { describe, expect, it } from 'vitest';
import type { TimeRow } from '../../../../../shared/schemas/reports';
import { timeLines } from './time-lines';

const row = (workspace: string, card: string, user: string, seconds: number): TimeRow => ({
  workspace_id: workspace,
  workspace_name: `W ${workspace}`,
  card_id: card,
  card_name: `C ${card}`,
  user_id: user,
  user_name: `U ${user}`,
  seconds,
  running: false,
});

describe('timeLines', () => {
  it('puts each workspace, then each of its cards, before their user lines, with subtotals', () => {
    const lines = timeLines([
      row('w1', 'c1', 'u1', 60),
      row('w1', 'c1', 'u2', 120),
      row('w1', 'c2', 'u1', 30),
      row('w2', 'c3', 'u1', 10),
    ]);
    expect(lines.map((l) => (l.kind === 'user' ? `user ${l.row.user_id}` : `${l.kind} ${l.id} ${l.seconds}`))).toEqual([
      'workspace w1 210',
      'card c1 180',
      'user u1',
      'user u2',
      'card c2 30',
      'user u1',
      'workspace w2 10',
      'card c3 10',
      'user u1',
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });

  it('is empty without rows', () => {
    expect(timeLines([])).toEqual([]);
  });
});
