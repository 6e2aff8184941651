/**
 * Deliver channel events to subscribed connections (BRIEF §7 "Live updates": writes commit first, then the
 * stream consumer posts to `@connections`, dropping connections that answer 410).
 *
 * Per batch: events are grouped by channel in stream order (one Query of subscribers per channel, pattern
 * 98), `bulk_destroy_minimized_cards` removals of one channel are merged into one message, guests get an
 * event only when its gate holds (./audience.ts), and every connection receives its channel's events in
 * order. What reaches the client: `{type: 'event', channel, event, data}`; after a revocation
 * `{type: 'revoked', channels}`.
 */
import { deleteWorkspaceSubscriptionsOfUser, listSubscribers, type SubscriptionRecord } from '../../data/connections';
import { logger } from '../../lib/observability';
import { GateReader } from './audience';
import type { ChannelEvent, Revocation } from './item-events';
import { postToConnection } from './post-to-connection';

/** The message a client receives for one event. */
export interface EventMessage {
  type: 'event';
  channel: string;
  event: string;
  data: Record<string, unknown>;
}

/** Merge each channel's `bulk_destroy_minimized_cards` into its first one (MinimizedCardChannel sends ids in bulk). */
export function mergeBulkDestroys(events: ChannelEvent[]): ChannelEvent[] {
  const first = new Map<string, ChannelEvent>();
  const merged: ChannelEvent[] = [];
  for (const event of events) {
    if (event.type !== 'bulk_destroy_minimized_cards') {
      merged.push(event);
      continue;
    }
    const into = first.get(event.channel);
    if (!into) {
      const copy = { ...event, data: { content_group_ids: [...(event.data.content_group_ids as unknown[])] } };
      first.set(event.channel, copy);
      merged.push(copy);
    } else (into.data.content_group_ids as unknown[]).push(...(event.data.content_group_ids as unknown[]));
  }
  return merged;
}

/** The messages one subscriber of a channel receives, in order. */
async function messagesFor(
  subscriber: SubscriptionRecord,
  events: ChannelEvent[],
  gates: GateReader,
): Promise<EventMessage[]> {
  const messages: EventMessage[] = [];
  for (const event of events) {
    const allowed = subscriber.team ? event.audience.team : await gates.allows(event.audience.guests);
    if (!allowed) continue;
    const data = !subscriber.team && event.guestData ? event.guestData : event.data;
    messages.push({ type: 'event', channel: event.channel, event: event.type, data });
  }
  return messages;
}

/**
 * Post `events` to every subscriber allowed to receive them. A failing post is logged and does not stop
 * the others (a 410 already removed the connection in `postToConnection`).
 * @returns how many messages were posted.
 */
export async function publish(events: ChannelEvent[], gates = new GateReader()): Promise<number> {
  const byChannel = new Map<string, ChannelEvent[]>();
  for (const event of mergeBulkDestroys(events))
    byChannel.set(event.channel, [...(byChannel.get(event.channel) ?? []), event]);
  const posted = await Promise.all(
    [...byChannel].map(async ([channel, channelEvents]) => {
      const subscribers = await listSubscribers(channel);
      const counts = await Promise.all(
        subscribers.map(async (subscriber) => {
          let sent = 0;
          for (const message of await messagesFor(subscriber, channelEvents, gates)) {
            try {
              // Gone (410): the connection and its subscriptions are removed; nothing more goes to it.
              if (!(await postToConnection(subscriber.connection_id, message))) break;
              sent += 1;
            } catch (error) {
              logger.warn('Realtime post failed', {
                channel,
                connectionId: subscriber.connection_id,
                reason: (error as Error).message,
              });
            }
          }
          return sent;
        }),
      );
      return counts.reduce((a, b) => a + b, 0);
    }),
  );
  return posted.reduce((a, b) => a + b, 0);
}

/** Drop the revoked subscriptions and tell each connection which channels it lost, so it can re-subscribe (and be checked again). */
export async function applyRevocations(revocations: Revocation[]): Promise<void> {
  for (const { userId, workspaceId } of revocations) {
    const lost = await deleteWorkspaceSubscriptionsOfUser(userId, workspaceId);
    await Promise.all(
      lost.map(({ connectionId, channels }) =>
        postToConnection(connectionId, { type: 'revoked', channels }).catch((error: Error) =>
          logger.warn('Realtime revoke post failed', { reason: error.message }),
        ),
      ),
    );
  }
}
