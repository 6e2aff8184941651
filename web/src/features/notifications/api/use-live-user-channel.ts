/**
 * Whether the signed-in user's channel (NotificationChannel, MinimizedCardChannel; accounts spec §7
 * realtime subscriptions) pushes now. The live provider holds the subscription; this adds a holder.
 */
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import { useStoredUser } from '../../../lib/session';

export function useLiveUserChannel(): boolean {
  const userId = useStoredUser()?.id;
  return useLiveChannel(userId ? liveChannel.user(userId) : null);
}
