/**
 * Push a message to one WebSocket connection through the API Gateway management API (BRIEF §1, §6:
 * messages stay ≤ 32 KB). A 410 Gone means the client left: its record is removed. Also closes a
 * user's connections when their sessions end (issue 10).
 */
import { deleteConnection, listConnectionsOfUser } from '../../data/connections';
import { signedFetch } from '../aws/signed-fetch';
import { env } from '../env';

const MAX_MESSAGE_BYTES = 32 * 1024;

const isGone = (error: unknown) => (error as { name?: string }).name === 'GoneException';

/** The management API's `@connections/{id}`: POST sends `data`, DELETE closes (signed for `execute-api`, decisions I18). */
async function manageConnection(connectionId: string, method: 'POST' | 'DELETE', data?: string): Promise<void> {
  const url = `${env.websocketManagementUrl().replace(/\/$/, '')}/@connections/${encodeURIComponent(connectionId)}`;
  await signedFetch({ service: 'execute-api', url, method, body: data });
}

/**
 * Close every open WebSocket connection of `userId` and forget them (sign out everywhere, password
 * change or reset: a signed-out session must stop receiving pushes too). Connections already gone are skipped.
 */
export async function closeConnectionsOfUser(userId: string): Promise<void> {
  const connections = await listConnectionsOfUser(userId);
  await Promise.all(
    connections.map(async ({ connection_id }) => {
      await manageConnection(connection_id, 'DELETE').catch((error: unknown) => {
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
  const data = JSON.stringify(message);
  const bytes = Buffer.byteLength(data);
  if (bytes > MAX_MESSAGE_BYTES) throw new Error(`Realtime message of ${bytes} bytes exceeds 32 KB`);
  try {
    await manageConnection(connectionId, 'POST', data);
    return true;
  } catch (error) {
    if (isGone(error)) {
      await deleteConnection(connectionId);
      return false;
    }
    throw error;
  }
}
