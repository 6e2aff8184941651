/**
 * The items the reports read (issue 28; BRIEF §8 "Reports read pre-aggregated items, not scans": time
 * entries keyed by organization and time, approval events by organization and time; docs/data-model.md
 * patterns 174–180; decisions G1, G4, G8). All three live in the organization's partition, outside its
 * `organization` collection (their sort keys start `$time_entry`, `$approval_event`, `$approval_wait`),
 * so a report is one Query of a time range there, and deleting the organization deletes them.
 *
 * They are not in TOOLBOX_ENTITIES: that list is the item format recorded from ElectroDB (decisions
 * I20), and these entities were born after it.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const TIME_ENTRY_MODEL = modelOf('time_entry');

/** Pattern 174: an organization's time entries by start instant (then user). */
export const TIME_ENTRY_BY_ORGANIZATION: IndexSpec = {
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['started_at', 'user_id'] },
};

/**
 * One run of one user's timer on one card: written open (no `ended_at`) when the timer starts, closed
 * when it stops (patterns 108, 109). The card's name and labels are those when the timer started (G4).
 */
export const TimeEntry = new Entity({
  name: TIME_ENTRY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    organization_id: string().key(),
    /** ISO instant, whole seconds. */
    started_at: string().key(),
    user_id: string().key(),
    workspace_id: string(),
    card_id: string(),
    card_name: string().optional(),
    label_ids: list(string()).optional(),
    /** ISO instant the timer stopped; absent while it runs. */
    ended_at: string().optional(),
    /** The seconds the stop counted (capped at 12 hours, R16). */
    seconds: number().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(TIME_ENTRY_MODEL, TIME_ENTRY_BY_ORGANIZATION),
});

export const APPROVAL_EVENT_MODEL = modelOf('approval_event');

/** Pattern 176: an organization's approval events in time order (`event_id` is the event comment's UUIDv7). */
export const APPROVAL_EVENT_BY_ORGANIZATION: IndexSpec = {
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['at', 'event_id'] },
};

/** The analytics' events: the approval actions (cards spec §4) and completions. */
export const APPROVAL_EVENT_KINDS = [
  'submit',
  'void',
  'approve',
  'request_revision',
  'accept_request',
  'reject_request',
  'complete',
] as const;
export type ApprovalEventKind = (typeof APPROVAL_EVENT_KINDS)[number];

/** One approval action or completion, written in the action's own transaction (pattern 107, 71). */
export const ApprovalEvent = new Entity({
  name: APPROVAL_EVENT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    organization_id: string().key(),
    /** ISO instant of the action. */
    at: string().key(),
    event_id: string().key(),
    kind: string().enum(...APPROVAL_EVENT_KINDS),
    workspace_id: string(),
    card_id: string(),
    card_name: string(),
    actor_id: string(),
    /** For a decision (approve, request_revision): when the decided submission was made. */
    submitted_at: string().optional(),
    /** The card's due date at the time (ISO), for on-time delivery. */
    due_date: string().optional(),
    /** For an approval: the revision rounds the card went through in that stage before it. */
    revision_rounds: number().optional(),
    /** For a decision: the decided submission's review deadline (ISO; issue 38), for on-time decisions. */
    review_deadline: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(APPROVAL_EVENT_MODEL, APPROVAL_EVENT_BY_ORGANIZATION),
});

export const APPROVAL_WAIT_MODEL = modelOf('approval_wait');

/** Pattern 178: the organization's cards waiting on the client, one item per card. */
export const APPROVAL_WAIT_BY_ORGANIZATION: IndexSpec = {
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['card_id'] },
};

/** A card submitted and not decided yet: put when it becomes pending, deleted when it leaves (G8). */
export const ApprovalWait = new Entity({
  name: APPROVAL_WAIT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    organization_id: string().key(),
    card_id: string().key(),
    workspace_id: string(),
    stage_id: string(),
    card_name: string(),
    submitted_at: string(),
    /** The submission's review deadline (ISO; issue 38): past it, the card counts as an overdue review. */
    review_deadline: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(APPROVAL_WAIT_MODEL, APPROVAL_WAIT_BY_ORGANIZATION),
});
