/**
 * Pattern 64, whole (issue 27 "A whole board in one round trip per stage"; decisions D30): every
 * unarchived card of a stage in board order, for those who need all of them at once (list view "load
 * all", search, export, the calendar). One Query chain of gsi1 per stage: DynamoDB's own 1 MB pages
 * followed by `LastEvaluatedKey`, so no card is read twice (where 50-card pages by `page` read the
 * stage's start again and again). Stages are read in parallel by the caller.
 */
import { keyQuery, queryAll, sortKeyOf, type KeyQuery } from './access';
import { Card as CardItem, CARD_BY_STAGE, CARD_MODEL } from './entities/card';
import { ON_BOARD, withTitleSearch, type CardRecord } from './cards';

/** The most cards one whole-board answer carries (shared with the web board, which pages on past it). */
export { WHOLE_BOARD_MAX_CARDS } from '../../../shared/schemas/page-limits';

/**
 * What the board's card is made of (`toCardResponse`, `cardContext`, `cardPreviews`): the whole-board read
 * asks DynamoDB for these alone, not the keys, index strings, approval rounds and counters it does not show
 * (issue 39; decisions PK4), nor what is the same for every card of the read: its workspace and stage, and
 * `archived` (false: the read's filter keeps archived cards out), which `listEveryStageCard` sets (decisions
 * PB1). A field added to the board's card must be added here (tests/integration/whole-board.test.ts compares
 * a card dressed in every field with the stage page's).
 */
export const BOARD_CARD_ATTRIBUTES: readonly string[] = Object.freeze([
  'card_id',
  'position',
  'name',
  'description',
  'start_date',
  'due_date',
  'completed',
  'revision_count',
  'total_subtasks',
  'completed_subtasks',
  'hidden_subtasks',
  'hidden_completed_subtasks',
  'comment_count_team',
  'comment_count_guest',
  'open_annotations_team',
  'open_annotations_guest',
  'hidden_open_annotations_guest',
  'approval_stage_id',
  'approval_status',
  'approval_revisions',
  'approval_submitted_by',
  'total_seconds',
  'active_timer_count',
  'active_start_sum',
  'label_ids',
  'assigned_user_ids',
  'preview_folder',
  'preview_type',
  'recurring_template_id',
  'created_at',
  'updated_at',
]);

/** Cards per sort-key range a stage is read in, side by side (decisions WB1): about a third of a 1 MB page. */
export const RANGE_CARDS = 250;
/** The most ranges one stage's bounds cut it into. */
const MAX_RANGES = 8;
/**
 * About how many Queries a whole-board read keeps side by side: a board of several stages already reads them in
 * parallel, and more ranges there measured no faster (4 × 500 cards, decisions WB1).
 */
const SIDE_BY_SIDE = 4;

/** The most ranges each of `stages` stages read together is read in: 4 for one stage, 2 for two, else 1. */
export const rangesPerStage = (stages: number): number => Math.max(1, Math.floor(SIDE_BY_SIDE / stages));
/** How many stages' split points a container keeps, the least recently read dropped first. */
const SPLITS_KEPT = 1000;
/**
 * Where each stage's cards were cut into ranges of about `RANGE_CARDS` at its last read in this container
 * (stage id → ascending bounds `$card_1#position_{position}`). A hint only: any bounds give every card once,
 * in order; stale ones give uneven ranges, never wrong answers.
 */
const splitPoints = new Map<string, readonly string[]>();

/** The sort-key prefix of a card position, `$card_1#position_{position}` (no `#card_id_`: no card's key is it). */
const positionBound = (position: string) =>
  sortKeyOf(CARD_MODEL, { ...CARD_BY_STAGE, sk: { ...CARD_BY_STAGE.sk, composite: ['position'] } }, { position });

/**
 * The key conditions a stage's cards are read with: its whole `begins_with` range, or, with `bounds`
 * (ascending, each `positionBound(…)`), the adjacent ranges they cut it into. A bound is never a card's whole
 * sort key (those go on with `#card_id_…`), so `between`'s inclusive ends still cut the stage's keys into
 * disjoint ranges whose concatenation, in order, is the `begins_with` range's: every card once, in order.
 * The last range ends at the prefix followed by U+10FFFF, above every position's character.
 */
export function stageRanges(stageId: string, bounds: readonly string[]): KeyQuery[] {
  const whole = keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId });
  if (bounds.length === 0) return [whole];
  const prefix = (whole.range as { beginsWith: string }).beginsWith;
  const cuts = [prefix, ...bounds, `${prefix}\u{10FFFF}`];
  return cuts.slice(0, -1).map((low, i) => ({ ...whole, range: { between: [low, cuts[i + 1]] } }));
}

/**
 * The bounds that cut `cards` (a stage's cards in board order) into ranges of at least `RANGE_CARDS`
 * cards, at most `MAX_RANGES` of them: the bound of every `step`-th card's position, repeats (and the first
 * card's) left out.
 */
export function boundsOf(cards: ReadonlyArray<{ position: string }>): string[] {
  const step = Math.max(RANGE_CARDS, Math.ceil(cards.length / MAX_RANGES));
  const bounds: string[] = [];
  // A bound at the first card's position would cut off an empty range.
  let last = cards.length > step ? positionBound(cards[0].position) : '';
  for (let i = step; i < cards.length; i += step) {
    const bound = positionBound(cards[i].position);
    if (bound !== last) bounds.push(bound);
    last = bound;
  }
  return bounds;
}

/** At most `ranges - 1` of `bounds` (ascending), evenly spaced, so they cut a stage into at most `ranges` ranges. */
export function fewerBounds(bounds: readonly string[], ranges: number): readonly string[] {
  if (bounds.length < ranges) return bounds;
  const cuts = bounds.length + 1;
  return Array.from({ length: Math.max(ranges, 1) - 1 }, (_, j) => bounds[Math.floor(((j + 1) * cuts) / ranges) - 1]);
}

/** Remember `bounds` for `stageId`'s next read (none: forget the stage). */
function rememberSplits(stageId: string, bounds: readonly string[]): void {
  splitPoints.delete(stageId);
  if (bounds.length === 0) return;
  splitPoints.set(stageId, bounds);
  if (splitPoints.size > SPLITS_KEPT) splitPoints.delete(splitPoints.keys().next().value!);
}

/**
 * A stage's unarchived cards in board order, optionally only those whose title contains `search`
 * (case-insensitive), at most `max` (`truncated` says more were there), read in at most `ranges` ranges. `workspaceId` is the stage's
 * workspace: every card of the stage is in it (its partition), so it is set on the cards, not read. The
 * cards carry `BOARD_CARD_ATTRIBUTES`, `workspace_id`, `stage_id` and `archived` (false) only: enough to
 * present them on the board, not to write them back.
 *
 * A stage read before in this container is read in the sort-key ranges its last read's cards cut it into,
 * side by side, each paged by DynamoDB's 1 MB (decisions WB1): a 1,000-card stage is more than one page, and
 * one Query chain reads its pages one after the other. A first read (or one of at most `RANGE_CARDS` cards) is
 * one chain, as before; every unfiltered read of the whole stage leaves the bounds for the next.
 */
export async function listEveryStageCard(
  workspaceId: string,
  stageId: string,
  max: number,
  search?: string,
  ranges = MAX_RANGES,
): Promise<{ items: CardRecord[]; truncated: boolean }> {
  const needle = search?.trim().toLowerCase();
  const options = {
    filter: withTitleSearch(ON_BOARD, needle || undefined),
    count: max + 1,
    attributes: BOARD_CARD_ATTRIBUTES as string[],
  };
  const keys = stageRanges(stageId, fewerBounds(splitPoints.get(stageId) ?? [], ranges));
  const read = await Promise.all(keys.map((range) => queryAll(CardItem, range, options)));
  const data = read.length === 1 ? read[0] : read.flat();
  // Only a read of every card says where the stage's cards are now; a title search's subset does not.
  if (!needle && data.length <= max) rememberSplits(stageId, boundsOf(data));
  const truncated = data.length > max;
  if (truncated) data.length = max;
  // The same for every card of the read: set, not read (decisions PB1). The filter keeps out archived cards.
  for (const card of data) {
    card.workspace_id = workspaceId;
    card.stage_id = stageId;
    card.archived = false;
  }
  return { items: data, truncated };
}
