/**
 * Realtime channel names, as the server spells them (functions/src/services/realtime/channels.ts; BRIEF §7
 * "Live updates"): a workspace's board, a card's popup parts, the user's own notifications and dock, a
 * workspace's chat.
 */
export const liveChannel = {
  workspace: (workspaceId: string) => `workspace:${workspaceId}`,
  card: (cardId: string) => `card:${cardId}`,
  user: (userId: string) => `user:${userId}`,
  chat: (workspaceId: string) => `chat:${workspaceId}`,
};

export type LiveChannelKind = 'workspace' | 'card' | 'user' | 'chat';

/** A channel name split into its kind and id, or null. */
export function parseLiveChannel(channel: string): { kind: LiveChannelKind; id: string } | null {
  const match = /^(workspace|card|user|chat):(.+)$/.exec(channel);
  return match ? { kind: match[1] as LiveChannelKind, id: match[2] } : null;
}
