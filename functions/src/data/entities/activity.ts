/**
 * Activities (accounts spec §2 "User activity page: banner plus paged activity feed grouped by day"; §3
 * Activity; §7 `GET /api/v1/user_profiles/{id}/activities`). One item per thing a user did, in the
 * actor's own partition, newest first (`activity_id` is a UUIDv7), written in the transaction of the
 * action it records (docs/data-model.md patterns 136, 137).
 *
 * `guest_visible` says whether a guest of the workspace could see what it records when it happened
 * (a card in a client-visible stage; a comment in the Guest tab): guests who view the profile see only those.
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt } from './common';
import { ACTIVITY_KINDS } from '../../../../shared/schemas/activity-kinds';

export const ActivityEntity = new Entity({
  model: { entity: 'activity', version: '1', service: SERVICE },
  attributes: {
    /** The actor. */
    user_id: { type: 'string', required: true, readOnly: true },
    activity_id: { type: 'string', required: true, readOnly: true },
    kind: { type: ACTIVITY_KINDS, required: true, readOnly: true },
    /** What happened, in the actor's words, e.g. `Moved "Hero banner" to Client Review`. */
    summary: { type: 'string', required: true, readOnly: true },
    organization_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    card_id: { type: 'string', readOnly: true },
    guest_visible: { type: 'boolean', required: true, readOnly: true },
    created_at: createdAt,
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['activity_id'] },
    },
  },
});
