/**
 * `GET /api/v1/get_messages/{id}?last_id&per_page`: the chat's messages newest first, 20 a page, with the
 * other members' read marks (accounts spec §7 Chat; docs/decisions.md V14, V17). The dock loads older
 * pages when scrolled to the top. Pushes on `chat:{w}` keep it current (./live-chat.ts); it polls every
 * 10 s only while the dock is open and the channel is not live (V29).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagesPage } from '../../../../../shared/schemas/chat';
import { apiClient, unwrap } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import { chatKeys } from './chat-keys';

/** Polling of an open dock while its channel is not live. */
export const CHAT_POLL_MS = 10_000;

export function getMessages(
  workspaceId: string,
  lastId: string | undefined,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return unwrap(
    apiClient.GET('/api/v1/get_messages/{id}', {
      params: { path: { id: workspaceId }, query: { last_id: lastId } },
      signal,
    }),
  );
}

export function getMessagesQueryOptions(workspaceId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(workspaceId),
    queryFn: ({ pageParam, signal }) => getMessages(workspaceId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_next_page && last.last_id ? last.last_id : undefined),
  });
}

/** The messages while the dock is open; subscribes to the chat channel meanwhile. */
export function useMessages(workspaceId: string, open: boolean) {
  const live = useLiveChannel(open ? liveChannel.chat(workspaceId) : null);
  const query = useInfiniteQuery({
    ...getMessagesQueryOptions(workspaceId),
    enabled: open,
    refetchInterval: open && !live ? CHAT_POLL_MS : false,
  });
  return { ...query, live };
}
