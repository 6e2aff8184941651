/**
 * ElectroDB and DynamoDB-Toolbox on the same items (decisions I20: the data layer moves to Toolbox one
 * module at a time, so during the move each library must read what the other wrote, field for field,
 * and conditions must hold across them). Runs against DynamoDB Local through the lean client.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand, $add } from 'dynamodb-toolbox/entity/actions/update';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { createStage, deleteStage, getStage, listStages, updateStage } from '../../functions/src/data/stages';
import { Stage, STAGE_BY_WORKSPACE, STAGE_MODEL } from '../../functions/src/data/toolbox/entities/stage';
import { partitionKey, sortKey } from '../../functions/src/data/toolbox/keys';
import { GreenlightTable } from '../../functions/src/data/toolbox/table';

const flags = { enable_revision: true, enable_timestamp: false, visible_to_client: true, require_approval_from_client: false };

/** A workspace's stages, read with Toolbox: one Query of the partition's stage items. */
async function toolboxStages(workspaceId: string) {
  const query = { partition: partitionKey(STAGE_MODEL, STAGE_BY_WORKSPACE, { workspace_id: workspaceId }), range: { beginsWith: sortKey(STAGE_MODEL, STAGE_BY_WORKSPACE, {}, true) } };
  const { Items = [] } = await GreenlightTable.build(QueryCommand).entities(Stage).query(query).send();
  return Items;
}

describe('ElectroDB and DynamoDB-Toolbox share the stage items', () => {
  it('Toolbox reads what ElectroDB wrote, field for field', async () => {
    const workspaceId = randomUUID();
    const first = await createStage(workspaceId, { name: 'Briefs', ...flags });
    const second = await updateStage(workspaceId, (await createStage(workspaceId, { name: 'Review', ...flags })).stage_id, { visible_to_client: false });
    const read = await toolboxStages(workspaceId);
    expect(read.sort((a, b) => a.position.localeCompare(b.position))).toEqual([first, second]);
    const { Item } = await Stage.build(GetItemCommand).key({ workspace_id: workspaceId, stage_id: first.stage_id }).send();
    expect(Item).toEqual(first);
  });

  it('ElectroDB reads what Toolbox wrote, with its defaults and timestamps', async () => {
    const workspaceId = randomUUID();
    const stageId = randomUUID();
    await Stage.build(PutItemCommand).item({ workspace_id: workspaceId, stage_id: stageId, name: 'Drafts', position: 'a0' }).options({ condition: { attr: 'stage_id', exists: false } }).send();
    const stage = await getStage(workspaceId, stageId);
    expect(stage).toMatchObject({ workspace_id: workspaceId, stage_id: stageId, name: 'Drafts', position: 'a0', content_groups_count: 0, archived_count: 0, enable_revision: false });
    expect(stage?.created_at).toBe(stage?.updated_at);
    expect(await listStages(workspaceId)).toEqual([stage]);
  });

  it('keeps conditions and counters across the two: a transactional count stops ElectroDB deleting a stage that holds cards', async () => {
    const workspaceId = randomUUID();
    const { stage_id: stageId } = await createStage(workspaceId, { name: 'Print', ...flags });
    await execute(Stage.build(UpdateTransaction).item({ workspace_id: workspaceId, stage_id: stageId, content_groups_count: $add(2) }));
    await expect(deleteStage(workspaceId, stageId)).rejects.toThrow('Move or delete the cards of this stage before deleting it.');
    await Stage.build(UpdateItemCommand).item({ workspace_id: workspaceId, stage_id: stageId, content_groups_count: $add(-2) }).send();
    await deleteStage(workspaceId, stageId);
    expect(await getStage(workspaceId, stageId)).toBeNull();
    // Toolbox's own conditional delete of a stage that is gone changes nothing and says so.
    const gone = Stage.build(DeleteItemCommand).key({ workspace_id: workspaceId, stage_id: stageId }).options({ condition: { attr: 'stage_id', exists: true } }).send();
    await expect(gone).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });
});
