/**
 * Reading the per-user workspace counters (entities/workspace-counter.ts).
 */
import { db } from './service';

export interface WorkspaceCounts {
  unread_notifications_count: number;
  /** Unread comment notices plus unread chat messages (decisions R18, V26). */
  message_count: number;
}

/** The user's counters by workspace id (one Query of the user's partition); absent means all zero. */
export async function countersOfUser(userId: string): Promise<Map<string, WorkspaceCounts>> {
  const { data } = await db().entities.workspaceCounter.query.byUser({ user_id: userId }).go({ pages: 'all' });
  return new Map(
    data.map((c) => [c.workspace_id, { unread_notifications_count: c.unread_notifications_count ?? 0, message_count: Math.max(0, c.unread_messages_count ?? 0) + Math.max(0, c.unread_chat_count ?? 0) }]),
  );
}
