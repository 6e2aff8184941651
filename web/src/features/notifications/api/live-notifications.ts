/**
 * NotificationChannel (accounts spec §7 realtime subscriptions: "Notifications carry data or a deleted
 * flag"): a notification created, read, unread or deleted refetches the bell's count and the lists; the
 * 60-second polling is the fallback while disconnected. A new one rings after 500 ms when it should
 * (accounts spec §4; ../utils/notification-sound.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../lib/live/live-socket';
import { getNotificationsScopeQueryKey } from './get-notifications';
import { getStoredUser } from '../../../lib/session';
import { toast } from '../../../components/ui/toast/toast-store';
import { translate } from '../../../lib/i18n/i18n-store';
import { AUDIO_MESSAGES, ringLater } from '../utils/notification-sound';

const refetch = (client: QueryClient) => void client.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() });

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const NOTIFICATION_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'notification.created': (client, event) => {
    refetch(client);
    ringLater(
      event.data,
      () => getStoredUser()?.enable_notification_ring !== false,
      // The spec's English (§8) is the catalogue's; the toast speaks the reader's language.
      (message) =>
        toast.error(
          translate('notifications', message === AUDIO_MESSAGES.outdated ? 'ring.outdated' : 'ring.undetermined'),
        ),
    );
  },
  'notification.changed': refetch,
  'notification.deleted': refetch,
};

/** After (re)subscribing to the user channel: notifications read before `since` are refetched. */
export function resyncNotifications(client: QueryClient, since: number): void {
  void client.invalidateQueries({
    queryKey: getNotificationsScopeQueryKey(),
    predicate: (query) => query.state.dataUpdatedAt < since,
  });
}
