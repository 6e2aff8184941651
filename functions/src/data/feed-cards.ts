/**
 * The cards of a user's iCal feed, read per workspace (issue 28 "iCal feed"; docs/data-model.md pattern 195).
 */
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { getItems, keyQuery, queryAll } from './access';
import { type CardRecord } from './cards';
import { currentApproval } from './card-response';
import { Card as CardItem, CARD_BY_WORKSPACE_DUE_DATE, CARD_MODEL } from './entities/card';
import { Workspace } from './entities/workspace';
import type { WorkspaceRecord } from './workspaces';

/** The card attributes an event (and its approval check) reads. */
const FEED_ATTRIBUTES = [
  'workspace_id',
  'card_id',
  'stage_id',
  'name',
  'start_date',
  'due_date',
  'reminder_in_day',
  'updated_at',
  'approval_stage_id',
  'approval_status',
] as const;

/** A card as the feed reads it. */
export type FeedCardRecord = Pick<
  CardRecord,
  | 'workspace_id'
  | 'card_id'
  | 'stage_id'
  | 'name'
  | 'start_date'
  | 'due_date'
  | 'reminder_in_day'
  | 'updated_at'
  | 'approval_stage_id'
  | 'approval_status'
>;

/** Open cards: on the board (not archived, not binned) and not completed. */
const OPEN: Condition = {
  and: [
    { attr: 'archived', ne: true },
    { attr: 'deleted_at', exists: false },
    { attr: 'completed', ne: true },
  ],
};

/**
 * Pattern 195: a workspace's open dated cards (the sparse gsi3 `workspace_id_{w}`, by due date), only those
 * `participantId` takes part in when given (a FilterExpression `contains(assigned_user_ids, :u)`), and
 * without approved ones (checked in code: the approval applies only in its own stage, decisions R10).
 * One Query, more pages only past 1 MB of index items.
 */
export async function listOpenDatedCards(workspaceId: string, participantId?: string): Promise<FeedCardRecord[]> {
  const filter: Condition = participantId
    ? { and: [OPEN, { attr: 'assigned_user_ids', contains: participantId }] }
    : OPEN;
  // Only what an event needs (a ProjectionExpression): 2,000 cards then parse in a fraction of the time.
  const cards = (await queryAll(
    CardItem,
    keyQuery(CARD_MODEL, CARD_BY_WORKSPACE_DUE_DATE, { workspace_id: workspaceId }),
    { filter, attributes: [...FEED_ATTRIBUTES] },
  )) as unknown as FeedCardRecord[];
  return cards.filter((card) => card.due_date && currentApproval(card as CardRecord).status !== 'approved');
}

/** Several workspaces by id in one BatchGetItem (split past 100); unknown ones are left out. */
export async function getWorkspacesByIds(workspaceIds: readonly string[]): Promise<WorkspaceRecord[]> {
  if (workspaceIds.length === 0) return [];
  return getItems(
    Workspace,
    workspaceIds.map((workspace_id) => ({ workspace_id })),
  );
}
