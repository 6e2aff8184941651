/**
 * What the app does with realtime events (BRIEF §7 "Live updates"), composed from the features. A feature
 * that publishes events (functions/src/services/realtime/item-events.ts `ITEM_EVENTS`) adds its
 * `…_LIVE_EVENTS` map here, and its resync to the channel kind it lives on.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LiveHandlers } from '../lib/live/live-provider';
import type { LiveEvent } from '../lib/live/live-socket';
import { BOARD_LIVE_EVENTS, refetchWorkspaceCounters, resyncWorkspace } from '../features/board/api/live-board-events';
import { CARD_LIVE_EVENTS, resyncCard, resyncMinimizedCards } from '../features/card/api/live-card';
import { CHECKLIST_LIVE_EVENTS, resyncChecklists } from '../features/checklists/api/live-checklists';
import { COMMENT_LIVE_EVENTS, resyncComments } from '../features/comments/api/live-comments';
import { ANNOTATION_LIVE_EVENTS, resyncAnnotations } from '../features/proofing/api/live-annotations';
import { CONTENT_LIVE_EVENTS, resyncContents } from '../features/contents/api/live-contents';
import { NOTIFICATION_LIVE_EVENTS, resyncNotifications } from '../features/notifications/api/live-notifications';
import { CHAT_LIVE_EVENTS, resyncChat, resyncChatCounts } from '../features/chat/api/live-chat';

/** A comment event reaches the comment streams and, for annotations (issue 26), the proofing viewer's pins. */
function commentAndAnnotation(type: string) {
  return (client: QueryClient, event: LiveEvent) => {
    COMMENT_LIVE_EVENTS[type](client, event);
    ANNOTATION_LIVE_EVENTS[type]?.(client, event);
  };
}

export const LIVE_HANDLERS: LiveHandlers = {
  events: {
    ...BOARD_LIVE_EVENTS,
    ...CARD_LIVE_EVENTS,
    // Both channels carry `card.changed`: the board patches its card, the popup refetches its own.
    'card.changed': (client, event) =>
      event.channel.startsWith('workspace:')
        ? BOARD_LIVE_EVENTS['card.changed'](client, event)
        : CARD_LIVE_EVENTS['card.changed'](client, event),
    ...CHECKLIST_LIVE_EVENTS,
    ...COMMENT_LIVE_EVENTS,
    // Annotations are comments (issue 26): the same events also refetch the proofing viewer's pins.
    ...Object.fromEntries(Object.keys(COMMENT_LIVE_EVENTS).map((type) => [type, commentAndAnnotation(type)])),
    ...CONTENT_LIVE_EVENTS,
    ...NOTIFICATION_LIVE_EVENTS,
    'workspace_counter.changed': refetchWorkspaceCounters,
    ...CHAT_LIVE_EVENTS,
    // The badge patches itself; the organization home's Messages counts refetch (decisions V25, V26).
    'chat_count.changed': (client, event) => {
      CHAT_LIVE_EVENTS['chat_count.changed'](client, event);
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'organizations' && query.queryKey[2] === 'workspaces',
      });
    },
  },
  resync: {
    workspace: resyncWorkspace,
    card: (client, cardId, since) => {
      resyncCard(client, cardId, since);
      resyncChecklists(client, cardId, since);
      resyncComments(client, cardId, since);
      resyncAnnotations(client, cardId, since);
      resyncContents(client, cardId, since);
    },
    user: (client, _userId, since) => {
      resyncNotifications(client, since);
      resyncMinimizedCards(client, since);
      resyncChatCounts(client, since);
    },
    chat: resyncChat,
  },
};
