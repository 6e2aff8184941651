/**
 * Realtime subscriptions (BRIEF §7 "Live updates"; accounts spec §7 realtime subscriptions; cards spec
 * §4 checklists realtime). One item per (channel, connection), in the channel's partition, so the
 * fan-out reads a channel's subscribers with one Query (docs/data-model.md pattern 98).
 *
 * Access patterns:
 * - 98 a channel's subscribers (table: pk channel, sk connection id); 139 subscribe;
 * - 156 a connection's subscriptions, to drop them on $disconnect or when the caller's access goes (gsi1).
 *
 * `team` records what the subscriber may see when subscribing: true for roles that see hidden stages and
 * lists (`can_see_hidden_stages` and `can_show`), false for guests; the fan-out holds guest-only-if-visible
 * events back from `team: false` subscribers. Items expire with their connection (TTL `expires_at`).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt } from './common';

export const SubscriptionEntity = new Entity({
  model: { entity: 'subscription', version: '1', service: SERVICE },
  attributes: {
    /** `workspace:{w}`, `card:{c}`, `user:{u}` or `chat:{w}` (functions/src/lib/realtime/channels.ts). */
    channel: { type: 'string', required: true, readOnly: true },
    connection_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    /** The workspace the channel belongs to (absent for user channels): access changes in it drop the item. */
    workspace_id: { type: 'string' },
    /** Whether the subscriber sees hidden stages and hidden lists (team roles); false for guests. */
    team: { type: 'boolean', required: true },
    /** Epoch seconds: the connection's own expiry. */
    expires_at: { type: 'number', required: true },
    created_at: createdAt,
  },
  indexes: {
    byChannel: { pk: { field: 'pk', composite: ['channel'] }, sk: { field: 'sk', composite: ['connection_id'] } },
    byConnection: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['connection_id'] }, sk: { field: 'gsi1sk', composite: ['channel'] } },
  },
});
