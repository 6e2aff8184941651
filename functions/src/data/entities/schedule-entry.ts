/**
 * Schedule buckets (BRIEF §1 EventBridge schedules): one item per future job, keyed by kind and due day,
 * so a scheduled run queries only its kind's due buckets instead of scanning (gsi2).
 * Kinds: `due_reminder` and `past_due_reminder` (cards spec §4; one per card, moved whenever its dates change), `bin_purge` (accounts spec §4: 30 days), `account_deletion`
 * (accounts spec §4: 15 days after the request, or 6 months after the last sign-in) and `account_inactivity`
 * (15 days before those 6 months: the warning, which schedules the deletion; decisions C4). A subject
 * has at most one job per kind: enqueueing again moves it. `timer_stop` (subject: the user) closes a timer
 * left running for 12 hours (decisions R16).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt } from './common';
import { SCHEDULE_KINDS } from './schedule-kinds';

export { SCHEDULE_KINDS, type ScheduleKind } from './schedule-kinds';

export const ScheduleEntryEntity = new Entity({
  model: { entity: 'schedule_entry', version: '1', service: SERVICE },
  attributes: {
    kind: { type: SCHEDULE_KINDS, required: true, readOnly: true },
    /** The thing the job acts on, e.g. a card id or a user id. */
    subject_id: { type: 'string', required: true, readOnly: true },
    /** UTC day the job falls due, `yyyy-MM-dd`: the bucket. */
    due_day: { type: 'string', required: true },
    /** ISO instant the job falls due. */
    due_at: { type: 'string', required: true },
    /** Kind-specific data (e.g. the workspace of a card). */
    payload: { type: 'map', properties: { workspace_id: { type: 'string' }, organization_id: { type: 'string' }, card_id: { type: 'string' }, started_at: { type: 'string' } } },
    created_at: createdAt,
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['kind', 'subject_id'] },
      sk: { field: 'sk', composite: [] },
    },
    byDueDay: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['kind', 'due_day'] },
      sk: { field: 'gsi2sk', composite: ['due_at', 'subject_id'] },
    },
  },
});
