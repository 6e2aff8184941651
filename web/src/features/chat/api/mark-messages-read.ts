/**
 * `POST /api/v1/message_read/{id} {message_id}`: the caller has read up to `message_id` (accounts spec §7
 * Chat; docs/decisions.md V27). The answer is the new count, written straight into the badge's cache.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCount } from '../../../../../shared/schemas/chat';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getMessageCountQueryOptions } from './get-message-count';

export function markMessagesRead(workspaceId: string, messageId: string): Promise<MessageCount> {
  return unwrap(
    apiClient.POST('/api/v1/message_read/{id}', {
      params: { path: { id: workspaceId } },
      body: { message_id: messageId },
    }),
  );
}

export function useMarkMessagesRead(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => markMessagesRead(workspaceId, messageId),
    onSuccess: (count) => client.setQueryData(getMessageCountQueryOptions(workspaceId).queryKey, count),
  });
}
