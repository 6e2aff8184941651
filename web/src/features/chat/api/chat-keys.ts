/**
 * Query keys of the workspace chat (accounts spec §7 Chat). Every chat query of a workspace starts with
 * `['chat', workspaceId]`, so a resync or a send can refresh them together.
 */
export const chatKeys = {
  scope: (workspaceId: string) => ['chat', workspaceId] as const,
  conversation: (workspaceId: string) => ['chat', workspaceId, 'conversation'] as const,
  messages: (workspaceId: string) => ['chat', workspaceId, 'messages'] as const,
  count: (workspaceId: string) => ['chat', workspaceId, 'count'] as const,
};
