/**
 * Stages: a workspace's workflow columns (accounts spec §3 Stage, §4 stage reorder).
 */
import { randomUUID } from 'node:crypto';
import type { Stage } from '../../../shared/schemas/stage';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { byPosition, positionBetween } from './ordering';
import {
  createItem,
  getItem,
  getItems,
  isConditionFailure,
  keyQuery,
  patchItem,
  queryAll,
  removeItem,
  type Item,
} from './access';
import { stageFlagsOf } from './entities/common';
import { Stage as StageItem, STAGE_BY_WORKSPACE, STAGE_MODEL } from './entities/stage';

/** A stage as stored (its own module, so that stages do not import workspaces: issue 30 import circle). */
export type StageRecord = Item<typeof StageItem>;

/** A workspace's stages in board order (table: one Query of the partition's stage items). */
export async function listStages(workspaceId: string): Promise<StageRecord[]> {
  const stages = await queryAll(StageItem, keyQuery(STAGE_MODEL, STAGE_BY_WORKSPACE, { workspace_id: workspaceId }));
  return stages.sort(byPosition);
}

/** Get one stage of a workspace, or null (a stage id from another workspace is simply not found). */
export async function getStage(workspaceId: string, stageId: string): Promise<StageRecord | null> {
  return getItem(StageItem, { workspace_id: workspaceId, stage_id: stageId });
}

/** Many stages by key in one BatchGetItem; missing stages are left out. */
export async function getStagesByKeys(keys: Array<{ workspace_id: string; stage_id: string }>): Promise<StageRecord[]> {
  if (keys.length === 0) return [];
  return getItems(StageItem, keys);
}

export interface NewStage {
  name: string;
  enable_revision: boolean;
  enable_timestamp: boolean;
  visible_to_client: boolean;
  require_approval_from_client: boolean;
}

/** Append a stage at the end of the board. */
export async function createStage(workspaceId: string, input: NewStage): Promise<StageRecord> {
  const stages = await listStages(workspaceId);
  const last = stages.at(-1)?.position ?? null;
  return createItem(StageItem, {
    workspace_id: workspaceId,
    stage_id: randomUUID(),
    position: positionBetween(last, null),
    ...input,
  });
}

/**
 * Move a stage between two neighbours (accounts spec §4: stages reorder by drag on the board).
 * Writes one item. Neighbour ids that are not stages of this workspace are ignored.
 * @throws NotFoundError when the stage is not in the workspace.
 */
export async function moveStage(
  workspaceId: string,
  stageId: string,
  beforeId: string | null,
  afterId: string | null,
): Promise<StageRecord> {
  const stages = await listStages(workspaceId);
  const positionOf = (id: string | null) => (id ? (stages.find((s) => s.stage_id === id)?.position ?? null) : null);
  if (!stages.some((s) => s.stage_id === stageId)) throw new NotFoundError('Stage not found');
  const position = positionBetween(positionOf(beforeId), positionOf(afterId));
  try {
    return await patchItem(StageItem, { workspace_id: workspaceId, stage_id: stageId, position });
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new ConflictError('The stage was deleted meanwhile');
    }
    throw error;
  }
}

/** The API shape of a stage (accounts spec §3 Stage). */
export function toStageResponse(stage: StageRecord): Stage {
  return {
    id: stage.stage_id,
    workspace_id: stage.workspace_id,
    name: stage.name,
    position: stage.position,
    ...stageFlagsOf(stage),
    approval_rule: stage.approval_rule ?? 'any',
    decision_maker_id: stage.decision_maker_id ?? null,
    content_groups_count: stage.content_groups_count ?? 0,
    created_at: stage.created_at,
    updated_at: stage.updated_at,
  };
}

export type StageChanges = Partial<
  Pick<
    StageRecord,
    | 'name'
    | 'enable_revision'
    | 'enable_timestamp'
    | 'visible_to_client'
    | 'require_approval_from_client'
    | 'approval_rule'
  >
> & {
  /** The decision maker (issue 38); null removes it. */
  decision_maker_id?: string | null;
};

/** Change a stage's name or flags (accounts spec §7 `PUT …/stages/{sid}`; inline edits send one flag). */
export async function updateStage(workspaceId: string, stageId: string, changes: StageChanges): Promise<StageRecord> {
  const { decision_maker_id, ...rest } = changes;
  const decider =
    decision_maker_id === undefined
      ? {}
      : { decision_maker_id: decision_maker_id === null ? $remove() : decision_maker_id };
  try {
    return await patchItem(StageItem, { workspace_id: workspaceId, stage_id: stageId, ...rest, ...decider });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Stage not found');
    throw error;
  }
}

/**
 * Delete an empty stage (no cards, archived ones included). The condition on the card counts makes a concurrent card add win: the stage is
 * then kept (docs/decisions.md D6).
 * @throws NotFoundError for an unknown stage; ConflictError while it holds cards.
 */
export async function deleteStage(workspaceId: string, stageId: string): Promise<void> {
  try {
    await removeItem(
      StageItem,
      { workspace_id: workspaceId, stage_id: stageId },
      {
        and: [
          { attr: 'content_groups_count', eq: 0 },
          {
            or: [
              { attr: 'archived_count', exists: false },
              { attr: 'archived_count', eq: 0 },
            ],
          },
        ],
      },
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (await getStage(workspaceId, stageId))
      throw new ConflictError('Move or delete the cards of this stage before deleting it.');
    throw new NotFoundError('Stage not found');
  }
}
