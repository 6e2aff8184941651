/**
 * Test helpers for workspace memberships kept in DynamoDB (decisions S26): backdating a membership makes
 * it one the caller joined before their session began, the common case the board's session check serves
 * from the membership's copied cutoff.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

/**
 * Move the `created_at` of `userId`'s membership of `workspaceId` back by `ms` (default 10 minutes).
 * `created_at` is written once (updates keep it), so this writes the item directly, at the key the
 * entity builds.
 */
export async function backdateMembership(workspaceId: string, userId: string, ms = 10 * 60_000): Promise<void> {
  const { GetItemCommand } = await import('dynamodb-toolbox/entity/actions/get');
  const { WorkspaceMember } = await import('../../functions/src/data/entities/workspace');
  const { documentClient } = await import('../../functions/src/lib/aws/dynamodb');
  const { env } = await import('../../functions/src/lib/env');
  const { Key } = WorkspaceMember.build(GetItemCommand).key({ workspace_id: workspaceId, user_id: userId }).params();
  await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName(),
      Key,
      UpdateExpression: 'SET created_at = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - ms).toISOString() },
    }),
  );
}
