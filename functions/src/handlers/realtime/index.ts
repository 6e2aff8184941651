/**
 * WebSocket API handler for $connect, $disconnect and $default (BRIEF §1 realtime; accounts spec §7
 * realtime subscriptions). $connect verifies the Cognito access token passed as `?token=` (browsers cannot
 * set headers on WebSocket upgrades), refuses it when the user ended that session (issue 10), and records
 * the connection; $default answers `{"action":"ping"}`
 * with a pong so clients can keep the connection alive across the 10-minute idle drop.
 */
import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { deleteConnection, saveConnection } from '../../data/connections';
import { getUser } from '../../data/users';
import { isSessionEnded } from '../../lib/auth/session';
import { verifyAccessToken } from '../../lib/auth/verify-token';
import { postToConnection } from '../../lib/realtime/post-to-connection';
import { logger } from '../../lib/observability';

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

export const handler = async (event: WebSocketEvent): Promise<APIGatewayProxyResult> => {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    const token = event.queryStringParameters?.token;
    const claims = token ? await verifyAccessToken(token).catch((error: Error) => {
      logger.info('WebSocket token rejected', { reason: error.message });
      return null;
    }) : null;
    if (!claims) return { statusCode: 401, body: 'Unauthorized' };
    // A session the user ended (sign out everywhere, new password) cannot subscribe (issue 10; decisions S10).
    if (isSessionEnded(Number(claims.auth_time ?? claims.iat ?? 0), (await getUser(claims.sub))?.tokens_valid_after)) {
      return { statusCode: 401, body: 'Unauthorized' };
    }
    await saveConnection(connectionId, claims.sub);
    return { statusCode: 200, body: 'Connected' };
  }
  if (routeKey === '$disconnect') {
    await deleteConnection(connectionId);
    return { statusCode: 200, body: 'Disconnected' };
  }
  const message = parseMessage(event.body);
  if (message?.action === 'ping') await postToConnection(connectionId, { type: 'pong' });
  return { statusCode: 200, body: 'OK' };
};

function parseMessage(body: string | undefined): { action?: string } | null {
  try {
    return body ? (JSON.parse(body) as { action?: string }) : null;
  } catch {
    return null;
  }
}
