/**
 * Pattern 64, whole (issue 27 "A whole board in one round trip per stage"; decisions D30): every
 * unarchived card of a stage in board order, for those who need all of them at once (list view "load
 * all", search, export, the calendar). One Query chain of gsi1 per stage: DynamoDB's own 1 MB pages
 * followed by `LastEvaluatedKey`, so no card is read twice (where 50-card pages by `page` read the
 * stage's start again and again). Stages are read in parallel by the caller.
 */
import { keyQuery, queryAll } from './access';
import { Card as CardItem, CARD_BY_STAGE, CARD_MODEL } from './entities/card';
import { ON_BOARD, withTitleSearch, type CardRecord } from './cards';

/** The most cards one whole-board answer carries (shared with the web board, which pages on past it). */
export { WHOLE_BOARD_MAX_CARDS } from '../../../shared/schemas/page-limits';

/**
 * A stage's unarchived cards in board order, optionally only those whose title contains `search`
 * (case-insensitive), at most `max` (`truncated` says more were there).
 */
export async function listEveryStageCard(
  stageId: string,
  max: number,
  search?: string,
): Promise<{ items: CardRecord[]; truncated: boolean }> {
  const needle = search?.trim().toLowerCase();
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId }), {
    filter: withTitleSearch(ON_BOARD, needle || undefined),
    count: max + 1,
  });
  return { items: data.slice(0, max), truncated: data.length > max };
}
