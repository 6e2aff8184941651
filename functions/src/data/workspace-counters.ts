/**
 * Reading the per-user workspace counters (entities/workspace-counter.ts), and clearing an unread chat
 * count that no longer belongs to its user (decisions V35).
 */
import { isConditionFailure } from './access';
import { keyQuery, patchItem, queryAll } from './access';
import { WorkspaceCounter, WORKSPACE_COUNTER_BY_USER, WORKSPACE_COUNTER_MODEL } from './entities/workspace-counter';

export interface WorkspaceCounts {
  unread_notifications_count: number;
  /** Unread comment notices plus unread chat messages (decisions R18, V26). */
  message_count: number;
}

/** Every workspace counter of the user (one Query of the user's partition). */
async function listCountersOfUser(userId: string) {
  return queryAll(WorkspaceCounter, keyQuery(WORKSPACE_COUNTER_MODEL, WORKSPACE_COUNTER_BY_USER, { user_id: userId }));
}

/** The user's counters by workspace id; absent means all zero. */
export async function countersOfUser(userId: string): Promise<Map<string, WorkspaceCounts>> {
  const data = await listCountersOfUser(userId);
  return new Map(
    data.map((c) => [
      c.workspace_id,
      {
        unread_notifications_count: c.unread_notifications_count ?? 0,
        message_count: Math.max(0, c.unread_messages_count ?? 0) + Math.max(0, c.unread_chat_count ?? 0),
      },
    ]),
  );
}

/** The workspaces where the user has unread chat messages. */
export async function workspacesWithUnreadChat(userId: string): Promise<string[]> {
  return (await listCountersOfUser(userId)).filter((c) => (c.unread_chat_count ?? 0) > 0).map((c) => c.workspace_id);
}

/** Set the user's unread chat count of `workspaceId` to 0 (an existing counter only). */
export async function clearUnreadChat(userId: string, workspaceId: string): Promise<void> {
  await patchItem(
    WorkspaceCounter,
    { user_id: userId, workspace_id: workspaceId, unread_chat_count: 0 },
    { returnValues: 'NONE' },
  ).catch((error: unknown) => {
    // Gone meanwhile (the account was deleted): nothing left to clear.
    if (!isConditionFailure(error)) throw error;
  });
}
