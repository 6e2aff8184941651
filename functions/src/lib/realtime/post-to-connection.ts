/**
 * Push a message to one WebSocket connection through the API Gateway management API (BRIEF §1, §6:
 * messages stay ≤ 32 KB). A 410 Gone means the client left: its record is removed.
 */
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection } from '../../data/connections';
import { env } from '../env';

const MAX_MESSAGE_BYTES = 32 * 1024;
let client: ApiGatewayManagementApiClient | undefined;

/** @throws Error when the message exceeds 32 KB (callers send ids and let clients fetch). */
export async function postToConnection(connectionId: string, message: unknown): Promise<void> {
  const data = Buffer.from(JSON.stringify(message));
  if (data.byteLength > MAX_MESSAGE_BYTES) throw new Error(`Realtime message of ${data.byteLength} bytes exceeds 32 KB`);
  client ??= new ApiGatewayManagementApiClient({ endpoint: env.websocketManagementUrl() });
  try {
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') {
      await deleteConnection(connectionId);
      return;
    }
    throw error;
  }
}
