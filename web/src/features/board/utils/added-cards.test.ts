import { describe, expect, it } from 'vitest';
import { keepAddedCards, releaseArrivingAddedCards, withAddedCard } from './added-cards';
import { appendStageCards } from './board-state';

const card = (id: string, stage_id = 's1') => ({ id, stage_id });
const stage = (id: string, ids: string[], count: number, more: boolean) => ({
  id,
  content_groups: ids.map((c) => card(c, id)),
  content_groups_count: count,
  paging: { has_next_page: more },
});
const ids = (s: { content_groups: { id: string }[] }) => s.content_groups.map((c) => c.id);

describe('withAddedCard (issue 30 item 1)', () => {
  it('shows the new card after the loaded cards even when more pages wait, and counts it', () => {
    const [s1, s2] = withAddedCard([stage('s1', ['a', 'b'], 5, true), stage('s2', [], 0, false)], card('new'));
    expect(ids(s1)).toEqual(['a', 'b', 'new']);
    expect(s1.content_groups_count).toBe(6);
    expect(ids(s2)).toEqual([]);
  });

  it('does not add or count a card twice', () => {
    const once = withAddedCard([stage('s1', ['a'], 1, false)], card('new'));
    const twice = withAddedCard(once, card('new'));
    expect(ids(twice[0])).toEqual(['a', 'new']);
    expect(twice[0].content_groups_count).toBe(2);
  });
});

describe('keepAddedCards', () => {
  const added = new Set(['new']);

  it('keeps an added card a refresh did not bring, at the end of its stage', () => {
    const shown = [stage('s1', ['a', 'b', 'new'], 6, true)];
    const fresh = [stage('s1', ['a', 'b'], 6, true)];
    expect(ids(keepAddedCards(fresh, shown, added)[0])).toEqual(['a', 'b', 'new']);
  });

  it('keeps nothing when the refresh brings the card, when the stage is fully loaded, or when the card is no longer shown', () => {
    expect(
      ids(keepAddedCards([stage('s1', ['a', 'new'], 2, true)], [stage('s1', ['a', 'new'], 2, true)], added)[0]),
    ).toEqual(['a', 'new']);
    expect(ids(keepAddedCards([stage('s1', ['a'], 1, false)], [stage('s1', ['a', 'new'], 2, true)], added)[0])).toEqual(
      ['a'],
    );
    expect(ids(keepAddedCards([stage('s1', ['a'], 3, true)], [stage('s1', ['a'], 3, true)], added)[0])).toEqual(['a']);
    // Moved to another stage where the refresh shows it: not kept in the old one.
    const moved = keepAddedCards(
      [stage('s1', ['a'], 3, true), stage('s2', ['new'], 1, false)],
      [stage('s1', ['a', 'new'], 3, true), stage('s2', [], 0, false)],
      added,
    );
    expect(ids(moved[0])).toEqual(['a']);
  });

  it('keeps only cards this tab added', () => {
    expect(
      ids(keepAddedCards([stage('s1', ['a'], 3, true)], [stage('s1', ['a', 'other'], 3, true)], added)[0]),
    ).toEqual(['a']);
  });
});

describe('releaseArrivingAddedCards', () => {
  it('lets a "Load more" page put a kept card in its own place', () => {
    const stages = [stage('s1', ['a', 'b', 'new'], 5, true)];
    const page = [card('c'), card('d'), card('new')];
    const released = releaseArrivingAddedCards(stages, 's1', page, new Set(['new']));
    const appended = appendStageCards(released, 's1', page, { has_next_page: false });
    expect(ids(appended[0])).toEqual(['a', 'b', 'c', 'd', 'new']);
  });

  it('leaves the stage alone when the page brings no added card', () => {
    const stages = [stage('s1', ['a', 'new'], 5, true)];
    expect(ids(releaseArrivingAddedCards(stages, 's1', [card('c')], new Set(['new']))[0])).toEqual(['a', 'new']);
  });
});
