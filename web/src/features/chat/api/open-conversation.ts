/**
 * `POST /api/v1/messages {workspace_id}`: opening the chat creates or fetches the workspace's conversation
 * (accounts spec §4 "Chat popup open or closed; opening creates or fetches the conversation").
 * Idempotent on the server, so it is read as a query when the dock opens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../../shared/schemas/chat';
import { apiClient, unwrap } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

export function openConversation(workspaceId: string): Promise<Conversation> {
  return unwrap(apiClient.POST('/api/v1/messages', { body: { workspace_id: workspaceId } }));
}

export function getConversationQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(workspaceId),
    queryFn: () => openConversation(workspaceId),
    staleTime: Infinity,
  });
}

/** The conversation, created on first open. */
export function useConversation(workspaceId: string, enabled: boolean) {
  return useQuery({ ...getConversationQueryOptions(workspaceId), enabled });
}
