import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from '../../../../../tests/support/catalogue-translator';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import {
  appendStageCards,
  applyCardMove,
  applyStageMove,
  buildCardMove,
  buildStageMove,
  CardLists,
  cursorPaging,
  findContainer,
  moveCardToStage,
  moveCardWithinStage,
  nextCardsPage,
  stageCardCount,
  stageCountLabel,
  toBoardItems,
  type BoardItems,
} from './board-state';

const board = (): BoardItems => ({ s1: ['a', 'b', 'c'], s2: ['d'], s3: [] });

describe('findContainer', () => {
  it('finds the stage of a card, and a stage id is its own container', () => {
    expect(findContainer(board(), 'b')).toBe('s1');
    expect(findContainer(board(), 's3')).toBe('s3');
    expect(findContainer(board(), 'zz')).toBeUndefined();
  });
});

describe('moveCardToStage', () => {
  it('moves a card into another stage at an index', () => {
    expect(moveCardToStage(board(), 'b', 's2', 0)).toEqual({ s1: ['a', 'c'], s2: ['b', 'd'], s3: [] });
  });

  it('clamps the index to the end, and can fill an empty stage', () => {
    expect(moveCardToStage(board(), 'a', 's2', 99)).toEqual({ s1: ['b', 'c'], s2: ['d', 'a'], s3: [] });
    expect(moveCardToStage(board(), 'a', 's3', 0).s3).toEqual(['a']);
  });

  it('returns the same object when nothing changes', () => {
    const items = board();
    expect(moveCardToStage(items, 'b', 's1', 1)).toBe(items);
    expect(moveCardToStage(items, 'nope', 's2', 0)).toBe(items);
  });

  it('never loses or duplicates a card', () => {
    const moved = moveCardToStage(moveCardToStage(board(), 'c', 's3', 0), 'd', 's1', 1);
    const all = Object.values(moved).flat().sort();
    expect(all).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('moveCardWithinStage', () => {
  it('takes the over card’s place', () => {
    expect(moveCardWithinStage(board(), 'a', 'c').s1).toEqual(['b', 'c', 'a']);
    expect(moveCardWithinStage(board(), 'c', 'a').s1).toEqual(['c', 'a', 'b']);
  });

  it('ignores a card from another stage', () => {
    const items = board();
    expect(moveCardWithinStage(items, 'a', 'd')).toBe(items);
  });
});

describe('buildCardMove', () => {
  it('sends both stages for a move between stages', () => {
    const snapshot = board();
    const final = moveCardToStage(snapshot, 'b', 's2', 1);
    expect(buildCardMove(snapshot, final, 'b')).toEqual({
      cardId: 'b',
      sourceStageId: 's1',
      destinationStageId: 's2',
      body: {
        stages: [
          { id: 's1', content_group_ids: ['a', 'c'] },
          { id: 's2', content_group_ids: ['d', 'b'] },
        ],
      },
    });
  });

  it('sends one stage for a reorder within it', () => {
    const snapshot = board();
    const final = moveCardWithinStage(snapshot, 'a', 'c');
    expect(buildCardMove(snapshot, final, 'a')?.body).toEqual({
      stages: [{ id: 's1', content_group_ids: ['b', 'c', 'a'] }],
    });
  });

  it('is null when the card ends where it started', () => {
    const snapshot = board();
    // Dragged across to s2 and back during the drag: same place at the drop.
    const back = moveCardToStage(moveCardToStage(snapshot, 'b', 's2', 0), 'b', 's1', 1);
    expect(buildCardMove(snapshot, back, 'b')).toBeNull();
  });
});

describe('buildStageMove', () => {
  it('lists every stage in the new order', () => {
    expect(buildStageMove(['s1', 's2', 's3'], 's3', 's1')).toEqual({
      stageId: 's3',
      body: { stages: [{ id: 's3' }, { id: 's1' }, { id: 's2' }] },
    });
  });

  it('is null for a drop in place', () => {
    expect(buildStageMove(['s1', 's2'], 's1', 's1')).toBeNull();
  });
});

const now = '2025-01-01T00:00:00.000Z';
function card(id: string, stage_id: string) {
  return {
    id,
    name: id,
    workspace_id: 'w',
    stage_id,
    position: 'a0',
    start_date: null,
    due_date: null,
    completed: false,
    archived: false,
    revision_count: 0,
    total_subtasks: 0,
    completed_subtasks: 0,
    labels: [],
    assigned_users: [],
    unread_comments: { team: 0, guest: 0 },
    approval: { status: 'none' as const, revisions: 0, badge: null },
    total_timestamp_info: { total_seconds: 0, latest_start: null, active_count: 0 },
    created_at: now,
    updated_at: now,
  };
}
function stage(id: string, cardIds: string[]) {
  return {
    id,
    workspace_id: 'w',
    name: id,
    position: 'a0',
    enable_revision: false,
    enable_timestamp: false,
    visible_to_client: false,
    require_approval_from_client: false,
    approval_rule: 'any' as const,
    decision_maker_id: null,
    content_groups_count: cardIds.length,
    created_at: now,
    updated_at: now,
    content_groups: cardIds.map((c) => card(c, id)),
    paging: { page: 1, per_page: 10, has_next_page: false },
  };
}
function detail(): WorkspaceDetail {
  return {
    id: 'w',
    organization_id: 'o',
    name: 'W',
    updated_at: now,
    unread_notifications_count: 0,
    message_count: 0,
    content_group_pending_approval_count: 0,
    content_group_pending_revision_count: 0,
    total_size: 0,
    logo: null,
    stages: [stage('s1', ['a', 'b', 'c']), stage('s2', ['d']), stage('s3', [])],
    permissions: {},
  };
}

describe('applyCardMove', () => {
  it('moves the card object, updates its stage and the counts', () => {
    const before = detail();
    const move = buildCardMove(
      toBoardItems(before.stages),
      moveCardToStage(toBoardItems(before.stages), 'b', 's3', 0),
      'b',
    )!;
    const after = applyCardMove(before, move);
    expect(toBoardItems(after.stages)).toEqual({ s1: ['a', 'c'], s2: ['d'], s3: ['b'] });
    expect(after.stages[2].content_groups[0].stage_id).toBe('s3');
    expect(after.stages.map((s) => s.content_groups_count)).toEqual([2, 1, 1]);
    // Untouched stages keep their identity (no needless re-render).
    expect(after.stages[1]).toBe(before.stages[1]);
  });

  it('keeps counts for a reorder within a stage', () => {
    const before = detail();
    const items = toBoardItems(before.stages);
    const after = applyCardMove(before, buildCardMove(items, moveCardWithinStage(items, 'c', 'a'), 'c')!);
    expect(after.stages[0].content_groups.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(after.stages[0].content_groups_count).toBe(3);
  });
});

describe('applyStageMove', () => {
  it('reorders stages and keeps unknown ones at the end', () => {
    const before = detail();
    const after = applyStageMove(before, { stageId: 's2', body: { stages: [{ id: 's2' }, { id: 's1' }] } });
    expect(after.stages.map((s) => s.id)).toEqual(['s2', 's1', 's3']);
  });
});

describe('appendStageCards', () => {
  it('appends a page without duplicating cards already shown', () => {
    const before = detail();
    const paging = { page: 2, per_page: 10, has_next_page: false };
    const after = appendStageCards(before.stages, 's1', [card('c', 's1'), card('e', 's1')], paging);
    expect(after[0].content_groups.map((c) => c.id)).toEqual(['a', 'b', 'c', 'e']);
    expect(after[0].paging).toBe(paging);
    expect(after[1]).toBe(before.stages[1]);
  });
});

describe('CardLists', () => {
  it('answers the same array for the same id list, so a column a drag did not touch keeps its props', () => {
    const lists = new CardLists(
      new Map([
        ['a', { id: 'a' }],
        ['b', { id: 'b' }],
        ['d', { id: 'd' }],
      ]),
    );
    const before = board();
    const after = moveCardToStage(before, 'a', 's2', 0);
    expect(lists.of(before.s1)).toBe(lists.of(before.s1));
    expect(lists.of(after.s3)).toBe(lists.of(before.s3));
    expect(lists.of(after.s2).map((c) => c.id)).toEqual(['a', 'd']);
    // Unknown ids ('c' has no card yet) are skipped; an unknown stage has none.
    expect(lists.of(before.s1).map((c) => c.id)).toEqual(['a', 'b']);
    expect(lists.of(undefined)).toEqual([]);
  });
});

describe('nextCardsPage', () => {
  it('loads the rest of a 50-card column after its first 10 cards in one request, then 50 at a time', () => {
    expect(nextCardsPage(10, 50)).toEqual({ page: 1, perPage: 50 });
    expect(nextCardsPage(50, 50)).toEqual({ page: 2, perPage: 50 });
    expect(nextCardsPage(100, 50)).toEqual({ page: 3, perPage: 50 });
    // Whatever was loaded, the page asked for holds the next card.
    for (const loaded of [0, 7, 10, 49, 60, 149]) {
      const { page, perPage } = nextCardsPage(loaded, 50);
      expect((page - 1) * perPage <= loaded && loaded < page * perPage).toBe(true);
    }
  });
});

describe('cursorPaging (issue 27)', () => {
  it('counts the cards loaded in first-page units, so the refresh re-reads them all, and keeps the next cursor', () => {
    const paging = cursorPaging(10, 50, 10, { has_next_page: true, next_cursor: 'abc' });
    expect(paging).toEqual({ page: 6, per_page: 10, has_next_page: true, next_cursor: 'abc' });
    expect(paging.page * paging.per_page).toBe(60);
    expect(cursorPaging(60, 50, 10, { has_next_page: true, next_cursor: 'def' }).page * 10).toBe(110);
  });
  it('ends with a short last page and no cursor', () => {
    expect(cursorPaging(110, 7, 10, { has_next_page: false, next_cursor: null })).toEqual({
      page: 12,
      per_page: 10,
      has_next_page: false,
      next_cursor: null,
    });
    expect(cursorPaging(0, 0, 10, { has_next_page: false })).toEqual({
      page: 1,
      per_page: 10,
      has_next_page: false,
      next_cursor: null,
    });
  });
});

describe('stageCardCount', () => {
  const stage = { content_groups_count: 12, content_groups: [{}, {}, {}] };
  it('is the server count while nothing is dragged', () => {
    expect(stageCardCount(stage, 3)).toBe(12);
  });
  it('follows a card dragged in or out before the drop, never below zero', () => {
    expect(stageCardCount(stage, 4)).toBe(13);
    expect(stageCardCount(stage, 2)).toBe(11);
    expect(stageCardCount({ content_groups_count: 0, content_groups: [{}] }, 0)).toBe(0);
  });
});

describe('stageCountLabel', () => {
  const t = catalogueTranslator('board');
  const stage = (count: number, loaded: number, hasNext: boolean) => ({
    content_groups_count: count,
    content_groups: Array.from({ length: loaded }, (_, i) => i),
    paging: { has_next_page: hasNext },
  });

  it('shows the stage total without a search, following cards dragged in', () => {
    expect(stageCountLabel(stage(12, 10, true), 11, '', t)).toEqual({ text: '13', label: '13 cards' });
    expect(stageCountLabel(stage(1, 1, false), 1, '', t)).toEqual({ text: '1', label: '1 card' });
  });

  it('counts the matching cards on screen while searching, with "+" while more can load', () => {
    expect(stageCountLabel(stage(40, 1, false), 1, 'banner', t)).toEqual({ text: '1', label: '1 matching card' });
    expect(stageCountLabel(stage(40, 0, false), 0, 'banner', t)).toEqual({ text: '0', label: '0 matching cards' });
    expect(stageCountLabel(stage(40, 10, true), 10, 'banner', t)).toEqual({
      text: '10+',
      label: 'At least 10 matching cards',
    });
  });
});
