import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../../shared/schemas/card';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { applyLiveCardChange, applyLiveCardMove, applyLiveCardRemoval } from './live-board';

const card = (id: string, stage: string, position: string): Card => ({
  id,
  name: `Card ${id}`,
  workspace_id: 'w',
  stage_id: stage,
  position,
  start_date: null,
  due_date: null,
  completed: false,
  archived: false,
  revision_count: 0,
  total_subtasks: 0,
  completed_subtasks: 0,
  labels: [{ id: 'l', name: 'Social', color_hex: '2563eb' }] as Card['labels'],
  assigned_users: [],
  unread_comments: { team: 0, guest: 0 },
  approval: { status: 'none', revisions: 0, badge: null },
  total_timestamp_info: { total_seconds: 0, latest_start: null, active_count: 0 },
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
});

/** Stage s1 fully loaded (a0, a1, a2); s2 shows its first page (b0, b1) of 5. */
function board(): WorkspaceDetail {
  const stage = (id: string, cards: Card[], count: number, more: boolean) => ({
    id,
    workspace_id: 'w',
    name: id,
    position: id,
    enable_revision: false,
    enable_timestamp: false,
    visible_to_client: true,
    require_approval_from_client: false,
    content_groups_count: count,
    created_at: '',
    updated_at: '',
    content_groups: cards,
    paging: { page: 1, per_page: 2, has_next_page: more },
  });
  return {
    stages: [
      stage('s1', [card('x', 's1', 'a0'), card('y', 's1', 'a1'), card('z', 's1', 'a2')], 3, false),
      stage('s2', [card('p', 's2', 'b0'), card('q', 's2', 'b1')], 5, true),
    ],
  } as unknown as WorkspaceDetail;
}

const ids = (detail: WorkspaceDetail, stage: number) => detail.stages[stage].content_groups.map((c) => c.id);

describe('applyLiveCardMove', () => {
  it('moves a card into another stage at its position, keeping its labels, and moves the counts', () => {
    const next = applyLiveCardMove(board(), { id: 'y', stage_id: 's2', position: 'b0V', from_stage_id: 's1' })!;
    expect(ids(next, 0)).toEqual(['x', 'z']);
    expect(ids(next, 1)).toEqual(['p', 'y', 'q']);
    expect(next.stages[0].content_groups_count).toBe(2);
    expect(next.stages[1].content_groups_count).toBe(6);
    const moved = next.stages[1].content_groups[1];
    expect(moved).toMatchObject({ stage_id: 's2', position: 'b0V' });
    expect(moved.labels).toHaveLength(1);
    expect(moved).not.toHaveProperty('from_stage_id');
  });

  it('reorders within a stage without touching the counts', () => {
    const next = applyLiveCardMove(board(), { id: 'x', stage_id: 's1', position: 'a3' })!;
    expect(ids(next, 0)).toEqual(['y', 'z', 'x']);
    expect(next.stages[0].content_groups_count).toBe(3);
  });

  it('leaves a card that lands past the loaded page of a stage with more pages to "Load more", but counts it', () => {
    const next = applyLiveCardMove(board(), { id: 'x', stage_id: 's2', position: 'c0' })!;
    expect(ids(next, 0)).toEqual(['y', 'z']);
    expect(ids(next, 1)).toEqual(['p', 'q']);
    expect(next.stages[1].content_groups_count).toBe(6);
  });

  it('cannot place a card the board does not hold, or a stage it does not show: null (refetch)', () => {
    expect(applyLiveCardMove(board(), { id: 'unknown', stage_id: 's1', position: 'a5' })).toBeNull();
    expect(applyLiveCardMove(board(), { id: 'x', stage_id: 'hidden', position: 'a5' })).toBeNull();
  });
});

describe('applyLiveCardChange and applyLiveCardRemoval', () => {
  it('changes the fields the event carries, in place', () => {
    const next = applyLiveCardChange(board(), { id: 'q', name: 'Renamed', completed: true, total_subtasks: 3 })!;
    expect(next.stages[1].content_groups[1]).toMatchObject({
      name: 'Renamed',
      completed: true,
      total_subtasks: 3,
      position: 'b1',
    });
    expect(applyLiveCardChange(board(), { id: 'unknown', name: 'x' })).toBeNull();
  });

  it('takes a binned card out and counts it out; an unloaded card of a known stage only changes the count', () => {
    const next = applyLiveCardRemoval(board(), { id: 'y' });
    expect(ids(next, 0)).toEqual(['x', 'z']);
    expect(next.stages[0].content_groups_count).toBe(2);
    const unloaded = applyLiveCardRemoval(board(), { id: 'far', stage_id: 's2' });
    expect(ids(unloaded, 1)).toEqual(['p', 'q']);
    expect(unloaded.stages[1].content_groups_count).toBe(4);
  });
});
