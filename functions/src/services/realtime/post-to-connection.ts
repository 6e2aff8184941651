/**
 * Push a message to one WebSocket connection through the API Gateway management API (BRIEF §1, §6:
 * messages stay ≤ 32 KB), with the SDK's `ApiGatewayManagementApiClient` (issue 24). A 410
 * `GoneException` means the client left: its record is removed. Also closes a user's connections when
 * their sessions end (issue 10).
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, listConnectionsOfUser } from '../../data/connections';
import { env } from '../../lib/env';
import { awsClientConfig } from '../../lib/aws/client-config';

const MAX_MESSAGE_BYTES = 32 * 1024;

const isGone = (error: unknown) => (error as { name?: string }).name === 'GoneException';

let client: ApiGatewayManagementApiClient | undefined;

/** The management API client of this runtime, at WEBSOCKET_MANAGEMENT_URL (the stage's `https://…/{stage}` URL, or the local gateway's). */
export function managementClient(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({
    ...awsClientConfig('websocket'),
    endpoint: env.websocketManagementUrl(),
  });
  return client;
}

/**
 * Close one WebSocket connection (management API DeleteConnection; one already gone, 410, is fine) and
 * forget its record and subscriptions. The record goes after the close, so a fan-out meanwhile still finds
 * it and meets the 410 path.
 * @throws the management API's other errors (the record is kept, so a retry can close it).
 */
export async function closeConnection(connectionId: string): Promise<void> {
  await managementClient()
    .send(new DeleteConnectionCommand({ ConnectionId: connectionId }))
    .catch((error: unknown) => {
      if (!isGone(error)) throw error;
    });
  await deleteConnection(connectionId);
}

/**
 * Close every open WebSocket connection of `userId` and forget them with their subscriptions (sign out
 * everywhere, password change or reset: a signed-out session must stop receiving pushes too; issue 25).
 * Connections already gone are skipped. Each connection is tried even when another fails.
 * @throws the first failure, once every connection was tried.
 */
export async function closeConnectionsOfUser(userId: string): Promise<void> {
  const connections = await listConnectionsOfUser(userId);
  const results = await Promise.allSettled(connections.map(({ connection_id }) => closeConnection(connection_id)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * @returns true when posted, false when the connection was gone (410: its record and subscriptions are removed).
 * @throws Error when the message exceeds 32 KB (callers send ids and let clients fetch).
 */
export async function postToConnection(connectionId: string, message: unknown): Promise<boolean> {
  const data = JSON.stringify(message);
  const bytes = Buffer.byteLength(data);
  if (bytes > MAX_MESSAGE_BYTES) throw new Error(`Realtime message of ${bytes} bytes exceeds 32 KB`);
  try {
    await managementClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return true;
  } catch (error) {
    if (isGone(error)) {
      await deleteConnection(connectionId);
      return false;
    }
    throw error;
  }
}
