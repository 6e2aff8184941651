/**
 * Whole-partition removal, for account deletion (accounts spec §4): a workspace partition holds the
 * workspace, its members, stages and cards; an organization partition holds the organization and its
 * members; a user partition holds the profile and per-workspace counters. Each is one Query per 1 MB
 * page and BatchWriteItem deletes of 25 items.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../lib/aws/clients';
import { env } from '../lib/env';
import { db } from './service';

/** Delete every item whose partition key is `pk`. Returns the number of items deleted. */
async function deletePartition(pk: string): Promise<number> {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: env.tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = page.Items ?? [];
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      // Retry what DynamoDB throttled back to us until the chunk is done.
      while (requests.length) {
        const result = await dynamoClient().send(new BatchWriteCommand({ RequestItems: { [env.tableName()]: requests } }));
        requests = (result.UnprocessedItems?.[env.tableName()] ?? []) as typeof requests;
      }
    }
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/** Delete a workspace's whole partition (workspace, members, stages, cards). */
export async function deleteWorkspacePartition(workspaceId: string): Promise<number> {
  const key = db().entities.workspace.get({ workspace_id: workspaceId }).params() as { Key: { pk: string } };
  return deletePartition(key.Key.pk);
}

/** Delete an organization's partition (organization and memberships). */
export async function deleteOrganizationPartition(organizationId: string): Promise<number> {
  const key = db().entities.organization.get({ organization_id: organizationId }).params() as { Key: { pk: string } };
  return deletePartition(key.Key.pk);
}

/** Delete a user's partition (the profile and their per-workspace counters). */
export async function deleteUserPartition(userId: string): Promise<number> {
  const key = db().entities.user.get({ user_id: userId }).params() as { Key: { pk: string } };
  return deletePartition(key.Key.pk);
}

/** Delete a card's detail partition `card_id_{c}` (its checklists; later contents and comments; BRIEF §7). */
export async function deleteCardPartition(cardId: string): Promise<number> {
  const key = db().entities.checklist.get({ card_id: cardId, list_id: '-' }).params() as { Key: { pk: string } };
  return deletePartition(key.Key.pk);
}

/** Delete a workspace's chat partition `conversation_id_{w}`: conversation, messages, read markers (pattern 163). */
export async function deleteChatPartition(workspaceId: string): Promise<number> {
  const key = db().entities.chatConversation.get({ conversation_id: workspaceId }).params() as { Key: { pk: string } };
  return deletePartition(key.Key.pk);
}
