/**
 * WebSocket connection records and their channel subscriptions (BRIEF §1 realtime, §7 "Live updates";
 * §6: clients reconnect across the 2-hour cap). Patterns 98, 138–140, 156–158 in docs/data-model.md.
 */
import { deleteItem, deleteItems, getItem, keyQuery, putItem, queryAll, type Item } from './access';
import { Connection, CONNECTION_BY_USER, CONNECTION_MODEL } from './entities/connection';
import {
  Subscription,
  SUBSCRIPTION_BY_CHANNEL,
  SUBSCRIPTION_BY_CONNECTION,
  SUBSCRIPTION_MODEL,
} from './entities/subscription';

export type ConnectionRecord = Item<typeof Connection>;
export type SubscriptionRecord = Item<typeof Subscription>;

/** API Gateway closes WebSocket connections after 2 hours. */
const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Record an open connection of `userId`. `authTime` (epoch seconds the token's session began) lets a later
 * subscribe refuse a session the user has since ended.
 */
export async function saveConnection(
  connectionId: string,
  userId: string,
  nowSeconds = nowInSeconds(),
  authTime?: number,
): Promise<void> {
  await putItem(Connection, {
    connection_id: connectionId,
    user_id: userId,
    expires_at: nowSeconds + CONNECTION_LIFETIME_SECONDS,
    ...(authTime !== undefined ? { auth_time: authTime } : {}),
  });
}

/** A live connection by id, or null (unknown or expired). */
export async function getConnection(
  connectionId: string,
  nowSeconds = nowInSeconds(),
): Promise<ConnectionRecord | null> {
  const data = await getItem(Connection, { connection_id: connectionId });
  return data && data.expires_at > nowSeconds ? data : null;
}

/**
 * Forget a connection and its subscriptions (on $disconnect, or when the management API answers 410 Gone).
 * The subscriptions go first, so a half-done cleanup never leaves subscriptions of an unknown connection
 * without the connection still naming them.
 */
export async function deleteConnection(connectionId: string): Promise<void> {
  const subscriptions = await listSubscriptionsOfConnection(connectionId);
  await deleteSubscriptions(subscriptions);
  await deleteItem(Connection, { connection_id: connectionId });
}

/** A user's live connections (gsi1), skipping expired ones: DynamoDB Local never expires TTL items. */
export async function listConnectionsOfUser(userId: string, nowSeconds = nowInSeconds()): Promise<ConnectionRecord[]> {
  const data = await queryAll(Connection, keyQuery(CONNECTION_MODEL, CONNECTION_BY_USER, { user_id: userId }));
  return data.filter((c) => c.expires_at > nowSeconds);
}

/**
 * Subscribe `connection` to `channel` until the connection expires (pattern 139). Subscribing again
 * overwrites the item, so a re-subscribe after a role change records the new `team` flag.
 */
export async function saveSubscription(
  connection: Pick<ConnectionRecord, 'connection_id' | 'user_id' | 'expires_at'>,
  channel: string,
  scope: { workspaceId?: string; team: boolean },
): Promise<void> {
  await putItem(Subscription, {
    channel,
    connection_id: connection.connection_id,
    user_id: connection.user_id,
    team: scope.team,
    expires_at: connection.expires_at,
    ...(scope.workspaceId ? { workspace_id: scope.workspaceId } : {}),
  });
}

/** Drop one subscription (an unsubscribe message; pattern 158). */
export async function deleteSubscription(channel: string, connectionId: string): Promise<void> {
  await deleteItem(Subscription, { channel, connection_id: connectionId });
}

/** A channel's live subscribers (pattern 98), skipping expired ones. */
export async function listSubscribers(channel: string, nowSeconds = nowInSeconds()): Promise<SubscriptionRecord[]> {
  const data = await queryAll(Subscription, keyQuery(SUBSCRIPTION_MODEL, SUBSCRIPTION_BY_CHANNEL, { channel }));
  return data.filter((s) => s.expires_at > nowSeconds);
}

/** A connection's subscriptions (pattern 156, gsi1). */
export async function listSubscriptionsOfConnection(connectionId: string): Promise<SubscriptionRecord[]> {
  return queryAll(
    Subscription,
    keyQuery(SUBSCRIPTION_MODEL, SUBSCRIPTION_BY_CONNECTION, { connection_id: connectionId }),
  );
}

/**
 * Drop the workspace-bound subscriptions of `userId` (pattern 157: the user's connections, then each
 * connection's subscriptions): those to channels of `workspaceId`, or of every workspace when it is
 * omitted (a change in the organization). Their access there went or changed (removed from the workspace
 * or its organization, or a new role); the client re-subscribes and is checked again.
 * @returns each connection that lost subscriptions, with the channels it lost.
 */
export async function deleteWorkspaceSubscriptionsOfUser(
  userId: string,
  workspaceId?: string,
): Promise<Array<{ connectionId: string; channels: string[] }>> {
  const connections = await listConnectionsOfUser(userId);
  const lost = await Promise.all(
    connections.map(async ({ connection_id }) => {
      const subscriptions = (await listSubscriptionsOfConnection(connection_id)).filter((s) =>
        workspaceId ? s.workspace_id === workspaceId : s.workspace_id !== undefined,
      );
      await deleteSubscriptions(subscriptions);
      return { connectionId: connection_id, channels: subscriptions.map((s) => s.channel) };
    }),
  );
  return lost.filter((l) => l.channels.length > 0);
}

async function deleteSubscriptions(
  subscriptions: Array<Pick<SubscriptionRecord, 'channel' | 'connection_id'>>,
): Promise<void> {
  if (!subscriptions.length) return;
  await deleteItems(
    Subscription,
    subscriptions.map(({ channel, connection_id }) => ({ channel, connection_id })),
  );
}
