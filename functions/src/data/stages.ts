/**
 * Stages: a workspace's workflow columns (accounts spec §3 Stage, §4 stage reorder).
 */
import { randomUUID } from 'node:crypto';
import type { Stage } from '../../../shared/schemas/stage';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { positionBetween } from './ordering';
import { db, isConditionFailure } from './service';
import { stageFlagsOf } from './entities/common';
import type { StageRecord } from './workspaces';
import { byPosition } from './ordering';

/** A workspace's stages in board order (table: one Query of the partition's stage items). */
export async function listStages(workspaceId: string): Promise<StageRecord[]> {
  const { data } = await db().entities.stage.query.byWorkspace({ workspace_id: workspaceId }).go({ pages: 'all' });
  return data.sort(byPosition);
}

/** Get one stage of a workspace, or null (a stage id from another workspace is simply not found). */
export async function getStage(workspaceId: string, stageId: string): Promise<StageRecord | null> {
  return (await db().entities.stage.get({ workspace_id: workspaceId, stage_id: stageId }).go()).data;
}

/** Many stages by key in one BatchGetItem; missing stages are left out. */
export async function getStagesByKeys(keys: Array<{ workspace_id: string; stage_id: string }>): Promise<StageRecord[]> {
  if (keys.length === 0) return [];
  return (await db().entities.stage.get(keys).go()).data;
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
  const { data } = await db()
    .entities.stage.create({ workspace_id: workspaceId, stage_id: randomUUID(), position: positionBetween(last, null), ...input })
    .go();
  return data;
}

/**
 * Move a stage between two neighbours (accounts spec §4: stages reorder by drag on the board).
 * Writes one item. Neighbour ids that are not stages of this workspace are ignored.
 * @throws NotFoundError when the stage is not in the workspace.
 */
export async function moveStage(workspaceId: string, stageId: string, beforeId: string | null, afterId: string | null): Promise<StageRecord> {
  const stages = await listStages(workspaceId);
  const positionOf = (id: string | null) => (id ? (stages.find((s) => s.stage_id === id)?.position ?? null) : null);
  if (!stages.some((s) => s.stage_id === stageId)) throw new NotFoundError('Stage not found');
  const position = positionBetween(positionOf(beforeId), positionOf(afterId));
  try {
    const { data } = await db()
      .entities.stage.patch({ workspace_id: workspaceId, stage_id: stageId })
      .set({ position })
      .go({ response: 'all_new' });
    return data as StageRecord;
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
    content_groups_count: stage.content_groups_count ?? 0,
    created_at: stage.created_at,
    updated_at: stage.updated_at,
  };
}

export type StageChanges = Partial<Pick<StageRecord, 'name' | 'enable_revision' | 'enable_timestamp' | 'visible_to_client' | 'require_approval_from_client'>>;

/** Change a stage's name or flags (accounts spec §7 `PUT …/stages/{sid}`; inline edits send one flag). */
export async function updateStage(workspaceId: string, stageId: string, changes: StageChanges): Promise<StageRecord> {
  try {
    const { data } = await db().entities.stage.patch({ workspace_id: workspaceId, stage_id: stageId }).set(changes).go({ response: 'all_new' });
    return data as StageRecord;
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
    await db()
      .entities.stage.delete({ workspace_id: workspaceId, stage_id: stageId })
      .where(
        ({ stage_id, content_groups_count, archived_count }, { exists, notExists, eq }) =>
          `${exists(stage_id)} AND ${eq(content_groups_count, 0)} AND (${notExists(archived_count)} OR ${eq(archived_count, 0)})`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (await getStage(workspaceId, stageId)) throw new ConflictError('Move or delete the cards of this stage before deleting it.');
    throw new NotFoundError('Stage not found');
  }
}
