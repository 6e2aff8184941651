/**
 * Whole-partition removal, for account deletion (accounts spec §4): a workspace partition holds the
 * workspace, its members, stages and cards; an organization partition holds the organization and its
 * members; a user partition holds the profile and per-workspace counters. Each is one Query per 1 MB
 * page and BatchWriteItem deletes of 25 items, whatever entities the partition holds (so plain
 * DynamoDB commands on the table's keys); the partition key is the one the partition's own item has.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws/dynamodb';
import { env } from '../lib/env';
import { partitionKey } from './keys';
import { CHAT_CONVERSATION_BY_ID, CHAT_CONVERSATION_MODEL } from './entities/chat';
import { CHECKLIST_BY_CARD, CHECKLIST_MODEL } from './entities/checklist';
import { ORGANIZATION_BY_ID, ORGANIZATION_MODEL } from './entities/organization';
import { USER_BY_ID, USER_MODEL } from './entities/user';
import { WORKSPACE_BY_ID, WORKSPACE_MODEL } from './entities/workspace';

/**
 * The items of partition `pk`, one 1 MB Query page at a time (as stored; only `attributes` when given).
 * Shared by whole-partition deletion here and the organization export (services/transfers/org-snapshot.ts).
 */
export async function* partitionPages(pk: string, attributes?: string[]): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env.tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ...(attributes ? { ProjectionExpression: attributes.join(', ') } : {}),
        ExclusiveStartKey: startKey,
      }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Delete every item whose partition key is `pk`. Returns the number of items deleted. */
async function deletePartition(pk: string): Promise<number> {
  let deleted = 0;
  for await (const keys of partitionPages(pk, ['pk', 'sk'])) {
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      // Retry what DynamoDB throttled back to us until the chunk is done.
      while (requests.length) {
        const result = await documentClient().send(
          new BatchWriteCommand({ RequestItems: { [env.tableName()]: requests } }),
        );
        requests = (result.UnprocessedItems?.[env.tableName()] ?? []) as typeof requests;
      }
    }
    deleted += keys.length;
  }

  return deleted;
}

/** Delete a workspace's whole partition (workspace, members, stages, cards). */
export async function deleteWorkspacePartition(workspaceId: string): Promise<number> {
  return deletePartition(partitionKey(WORKSPACE_MODEL, WORKSPACE_BY_ID, { workspace_id: workspaceId }));
}

/** Delete an organization's partition (organization and memberships). */
export async function deleteOrganizationPartition(organizationId: string): Promise<number> {
  return deletePartition(partitionKey(ORGANIZATION_MODEL, ORGANIZATION_BY_ID, { organization_id: organizationId }));
}

/** Delete a user's partition (the profile and their per-workspace counters). */
export async function deleteUserPartition(userId: string): Promise<number> {
  return deletePartition(partitionKey(USER_MODEL, USER_BY_ID, { user_id: userId }));
}

/** Delete a card's detail partition `card_id_{c}` (its checklists; later contents and comments; BRIEF §7). */
export async function deleteCardPartition(cardId: string): Promise<number> {
  return deletePartition(partitionKey(CHECKLIST_MODEL, CHECKLIST_BY_CARD, { card_id: cardId }));
}

/** Delete a workspace's chat partition `conversation_id_{w}`: conversation, messages, read markers (pattern 163). */
export async function deleteChatPartition(workspaceId: string): Promise<number> {
  return deletePartition(
    partitionKey(CHAT_CONVERSATION_MODEL, CHAT_CONVERSATION_BY_ID, { conversation_id: workspaceId }),
  );
}
