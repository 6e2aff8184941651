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

/**
 * A stage's unarchived cards in board order, optionally only those whose title contains `search`
 * (case-insensitive), at most `max` (`truncated` says more were there). `workspaceId` is the stage's
 * workspace: every card of the stage is in it (its partition), so it is set on the cards, not read. The
 * cards carry `BOARD_CARD_ATTRIBUTES`, `workspace_id`, `stage_id` and `archived` (false) only: enough to
 * present them on the board, not to write them back.
 */
export async function listEveryStageCard(
  workspaceId: string,
  stageId: string,
  max: number,
  search?: string,
): Promise<{ items: CardRecord[]; truncated: boolean }> {
  const needle = search?.trim().toLowerCase();
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId }), {
    filter: withTitleSearch(ON_BOARD, needle || undefined),
    count: max + 1,
    attributes: BOARD_CARD_ATTRIBUTES as string[],
  });
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
