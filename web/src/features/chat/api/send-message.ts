/**
 * `POST /api/v1/new_message/{id}/workspaces/{workspace_id} {content, message_type, file?}` (accounts spec §7
 * Chat; §5 "Please write a message"; docs/decisions.md V14, V18). The sent message goes straight into the
 * cached first page (the live push of the same message is then a no-op: ../utils/merge-messages.ts).
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, Conversation, MessagesPage } from '../../../../../shared/schemas/chat';
import { apiClient, unwrap } from '../../../lib/api-client';
import { insertMessage } from '../utils/merge-messages';
import { getMessageCountQueryOptions } from './get-message-count';
import { getMessagesQueryOptions } from './get-messages';

export interface NewMessage {
  content: string;
  file?: { key: string; filename: string };
}

export function sendMessage(
  workspaceId: string,
  message: NewMessage,
): Promise<{ message: ChatMessage; conversation: Conversation }> {
  return unwrap(
    apiClient.POST('/api/v1/new_message/{id}/workspaces/{workspace_id}', {
      params: { path: { id: workspaceId, workspace_id: workspaceId } },
      body: {
        content: message.content,
        message_type: message.file ? 'file' : 'text',
        ...(message.file ? { file: message.file } : {}),
      },
    }),
  );
}

export function useSendMessage(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: NewMessage) => sendMessage(workspaceId, message),
    onSuccess: ({ message }) => {
      client.setQueryData<InfiniteData<MessagesPage>>(getMessagesQueryOptions(workspaceId).queryKey, (data) =>
        data ? insertMessage(data, message) : data,
      );
      // Sending reads the chat (decisions V21).
      client.setQueryData(getMessageCountQueryOptions(workspaceId).queryKey, (count) =>
        count ? { ...count, unread_message_count: 0, last_read_message_id: message.id } : count,
      );
    },
  });
}
