/**
 * `GET /api/v1/message_count/{id}`: the caller's unread chat messages in a workspace (accounts spec §3
 * `unread_message_count`, §7 Chat), for the launcher's badge. `chat_count.changed` on the user channel
 * updates it (./live-chat.ts); it polls every 60 s only while that channel is not live (decisions V29).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageCount } from '../../../../../shared/schemas/chat';
import { apiClient, unwrap } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import { useStoredUser } from '../../../lib/session';
import { chatKeys } from './chat-keys';

export const CHAT_COUNT_POLL_MS = 60_000;

export function getMessageCount(workspaceId: string, signal?: AbortSignal): Promise<MessageCount> {
  return unwrap(apiClient.GET('/api/v1/message_count/{id}', { params: { path: { id: workspaceId } }, signal }));
}

export function getMessageCountQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: chatKeys.count(workspaceId),
    queryFn: ({ signal }) => getMessageCount(workspaceId, signal),
  });
}

export function useMessageCount(workspaceId: string) {
  const userId = useStoredUser()?.id;
  const live = useLiveChannel(userId ? liveChannel.user(userId) : null);
  return useQuery({ ...getMessageCountQueryOptions(workspaceId), refetchInterval: live ? false : CHAT_COUNT_POLL_MS });
}
