/**
 * WebSocket connection records (BRIEF §1 realtime; §6: clients reconnect across the 2-hour cap).
 */
import type { EntityItem } from 'electrodb';
import type { ConnectionEntity } from './entities/connection';
import { db } from './service';

export type ConnectionRecord = EntityItem<typeof ConnectionEntity>;

/** API Gateway closes WebSocket connections after 2 hours. */
const CONNECTION_LIFETIME_SECONDS = 2 * 60 * 60;

/** Record an open connection of `userId`. */
export async function saveConnection(connectionId: string, userId: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<void> {
  await db()
    .entities.connection.put({ connection_id: connectionId, user_id: userId, expires_at: nowSeconds + CONNECTION_LIFETIME_SECONDS })
    .go({ response: 'none' });
}

/** Forget a connection (on $disconnect, or when the management API answers 410 Gone). */
export async function deleteConnection(connectionId: string): Promise<void> {
  await db().entities.connection.delete({ connection_id: connectionId }).go({ response: 'none' });
}

/** A user's live connections (gsi1), skipping expired ones: DynamoDB Local never expires TTL items. */
export async function listConnectionsOfUser(userId: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<ConnectionRecord[]> {
  const { data } = await db().entities.connection.query.byUser({ user_id: userId }).go({ pages: 'all' });
  return data.filter((c) => c.expires_at > nowSeconds);
}
