/**
 * WebSocket API handler for $connect, $disconnect and $default (BRIEF §1 realtime, §7 "Live updates";
 * accounts spec §7 realtime subscriptions). $connect verifies the Cognito access token passed as `?token=`
 * (browsers cannot set headers on WebSocket upgrades), refuses it when the user ended that session
 * (issue 10), and records the connection with the session's start. $default takes JSON messages:
 *
 * - `{"action":"ping"}` → `{"type":"pong"}` (keeps the connection alive across the 10-minute idle drop);
 * - `{"action":"subscribe","channel":"workspace:{w}"|"card:{c}"|"user:{u}"|"chat:{w}","workspace_id"?}` →
 *   `{"type":"subscribed","channel"}` once the caller passes the HTTP routes' own permission check
 *   (functions/src/services/realtime/channels.ts), else `{"type":"subscribe_denied","channel","message"}`;
 * - `{"action":"unsubscribe","channel"}` → `{"type":"unsubscribed","channel"}`.
 *
 * Every subscribe re-checks the session the connection was opened with (its record's `auth_time`) against
 * the user's `tokens_valid_after`: a socket that outlived a sign-out, password change or reset (whose close
 * it has not met yet) is refused, forgotten with its subscriptions, and closed (issue 25).
 *
 * $disconnect removes the connection and its subscriptions.
 */
import type { APIGatewayProxyResult, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import {
  deleteConnection,
  deleteSubscription,
  getConnection,
  saveConnection,
  saveSubscription,
} from '../../data/connections';
import { getUser } from '../../data/users';
import { isSessionEnded } from '../../lib/auth/session';
import { verifyAccessToken } from '../../lib/auth/verify-token';
import { authorizeChannel, parseChannel, SUBSCRIBE_DENIED } from '../../services/realtime/channels';
import { closeConnection, postToConnection } from '../../services/realtime/post-to-connection';
import { logger } from '../../lib/observability';

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

interface ClientMessage {
  action?: unknown;
  channel?: unknown;
  workspace_id?: unknown;
}

export const handler = async (event: WebSocketEvent): Promise<APIGatewayProxyResult> => {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    const token = event.queryStringParameters?.token;
    const claims = token
      ? await verifyAccessToken(token).catch((error: Error) => {
          logger.info('WebSocket token rejected', { reason: error.message });
          return null;
        })
      : null;
    if (!claims) return { statusCode: 401, body: 'Unauthorized' };
    const authTime = Number(claims.auth_time ?? claims.iat ?? 0);
    // A session the user ended (sign out everywhere, new password) cannot subscribe (issue 10; decisions S10).
    if (isSessionEnded(authTime, (await getUser(claims.sub))?.tokens_valid_after)) {
      return { statusCode: 401, body: 'Unauthorized' };
    }
    await saveConnection(connectionId, claims.sub, undefined, authTime);
    return { statusCode: 200, body: 'Connected' };
  }
  if (routeKey === '$disconnect') {
    await deleteConnection(connectionId);
    return { statusCode: 200, body: 'Disconnected' };
  }
  const message = parseMessage(event.body);
  if (message?.action === 'ping') await postToConnection(connectionId, { type: 'pong' });
  else if (message?.action === 'subscribe') await subscribe(connectionId, message);
  else if (message?.action === 'unsubscribe' && typeof message.channel === 'string') {
    await deleteSubscription(message.channel, connectionId);
    await postToConnection(connectionId, { type: 'unsubscribed', channel: message.channel });
  }
  return { statusCode: 200, body: 'OK' };
};

/**
 * Subscribe the connection when its session is current and its user may read the channel; answer either
 * way. A connection whose session has ended is refused, forgotten and closed (it can never subscribe again).
 */
async function subscribe(connectionId: string, message: ClientMessage): Promise<void> {
  const channelText = typeof message.channel === 'string' ? message.channel.slice(0, 200) : '';
  const channel = parseChannel(channelText);
  const connection = await getConnection(connectionId);
  const workspaceId = typeof message.workspace_id === 'string' ? message.workspace_id : undefined;
  const deny = () =>
    postToConnection(connectionId, { type: 'subscribe_denied', channel: channelText, message: SUBSCRIBE_DENIED });
  if (!channel || !connection) return void (await deny());
  const authTime = connection.auth_time ?? 0;
  if (isSessionEnded(authTime, (await getUser(connection.user_id))?.tokens_valid_after)) {
    logger.info('Subscribe on an ended session refused; closing the connection', { connectionId });
    await deny();
    await closeConnection(connectionId);
    return;
  }
  const scope = await authorizeChannel({ userId: connection.user_id, authTime }, channel, workspaceId);
  if (!scope) return void (await deny());
  await saveSubscription(connection, channelText, scope);
  await postToConnection(connectionId, { type: 'subscribed', channel: channelText });
}

function parseMessage(body: string | undefined): ClientMessage | null {
  try {
    const value: unknown = body ? JSON.parse(body) : null;
    return value && typeof value === 'object' ? (value as ClientMessage) : null;
  } catch {
    return null;
  }
}
