/**
 * Push a message to one WebSocket connection through the API Gateway management API (BRIEF §1, §6:
 * messages stay ≤ 32 KB). A 410 Gone means the client left: its record is removed. Also closes a
 * user's connections when their sessions end (issue 10).
 */
import { ApiGatewayManagementApiClient, DeleteConnectionCommand, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, listConnectionsOfUser } from '../../data/connections';
import { env } from '../env';

const MAX_MESSAGE_BYTES = 32 * 1024;
let client: ApiGatewayManagementApiClient | undefined;

const isGone = (error: unknown) => error instanceof GoneException || (error as { name?: string }).name === 'GoneException';

/**
 * Close every open WebSocket connection of `userId` and forget them (sign out everywhere, password
 * change or reset: a signed-out session must stop receiving pushes too). Connections already gone are skipped.
 */
export async function closeConnectionsOfUser(userId: string): Promise<void> {
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.websocketManagementUrl() });
  const connections = await listConnectionsOfUser(userId);
  await Promise.all(
    connections.map(async ({ connection_id }) => {
      await client!.send(new DeleteConnectionCommand({ ConnectionId: connection_id })).catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
      await deleteConnection(connection_id);
    }),
  );
}

/**
 * @returns true when posted, false when the connection was gone (410: its record and subscriptions are removed).
 * @throws Error when the message exceeds 32 KB (callers send ids and let clients fetch).
 */
export async function postToConnection(connectionId: string, message: unknown): Promise<boolean> {
  const data = Buffer.from(JSON.stringify(message));
  if (data.byteLength > MAX_MESSAGE_BYTES) throw new Error(`Realtime message of ${data.byteLength} bytes exceeds 32 KB`);
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.websocketManagementUrl() });
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return true;
  } catch (error) {
    if (isGone(error)) {
      await deleteConnection(connectionId);
      return false;
    }
    throw error;
  }
}
