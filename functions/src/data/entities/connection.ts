/**
 * WebSocket connections (BRIEF §1 realtime). Access patterns: get/delete by connection id (table);
 * a user's open connections, to push NotificationChannel and MinimizedCardChannel messages (gsi1).
 * Items expire after the API Gateway 2-hour connection cap (TTL `expires_at`, filtered on read).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt } from './common';

export const ConnectionEntity = new Entity({
  model: { entity: 'connection', version: '1', service: SERVICE },
  attributes: {
    connection_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds. */
    expires_at: { type: 'number', required: true },
    /** Epoch seconds the token's session began: subscribing re-checks it against ended sessions (issue 10). */
    auth_time: { type: 'number' },
    created_at: createdAt,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['connection_id'] }, sk: { field: 'sk', composite: [] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['user_id'] }, sk: { field: 'gsi1sk', composite: ['connection_id'] } },
  },
});
