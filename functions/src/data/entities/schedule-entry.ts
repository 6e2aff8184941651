/**
 * Schedule buckets as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), one per future job keyed by kind and subject, with each kind's due-day
 * buckets on gsi2 (BRIEF §1 EventBridge schedules; cards spec §4 reminders; accounts spec §4; decisions C4,
 * R16). It has `created_at` only: a plain attribute set on put, as ElectroDB's default sets it.
 *
 * Every job also carries the pending key on gsi3 (issue 25; decisions D23): one partition per kind, sorted
 * by due instant, which the scheduled runs read up to "now" however late they are. A job exists only while
 * it is undone (it is deleted when done), so the key goes with it. Items written before the key existed get
 * it from `backfillPendingKeys` (data/schedule-entries.ts).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { SCHEDULE_KINDS } from './schedule-kinds';
import { partitionKey, sortKey, type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf } from './common';

export const SCHEDULE_ENTRY_MODEL = modelOf('schedule_entry');

/** The table keys: one item per kind and subject, so enqueueing again moves the job. */
export const SCHEDULE_ENTRY_BY_SUBJECT: IndexSpec = {
  pk: { field: 'pk', composite: ['kind', 'subject_id'] },
  sk: { field: 'sk', composite: [] },
};
/** A kind's jobs due on a day, by instant. */
export const SCHEDULE_ENTRY_BY_DUE_DAY: IndexSpec = {
  index: 'gsi2',
  pk: { field: 'gsi2pk', composite: ['kind', 'due_day'] },
  sk: { field: 'gsi2sk', composite: ['due_at', 'subject_id'] },
};

/**
 * A kind's undone jobs by due instant (gsi3, the pending key): the scheduled runs read it with sort keys up
 * to now's, whatever the day buckets. gsi3 is otherwise the cards' sparse calendar index; its partitions
 * here (`$greenlight#kind_{k}`) cannot meet theirs (`$greenlight#workspace_id_{w}`).
 */
export const SCHEDULE_ENTRY_PENDING: IndexSpec = {
  index: 'gsi3',
  pk: { field: 'gsi3pk', composite: ['kind'] },
  sk: { field: 'gsi3sk', composite: ['due_at', 'subject_id'] },
};

const scheduleEntryAttributes = item({
  kind: string()
    .enum(...SCHEDULE_KINDS)
    .key(),
  /** The thing the job acts on, e.g. a card id or a user id. */
  subject_id: string().key(),
  /** UTC day the job falls due, `yyyy-MM-dd`: the bucket. */
  due_day: string(),
  /** ISO instant the job falls due. */
  due_at: string(),
  /** Kind-specific data (e.g. the workspace of a card). */
  payload: map({
    workspace_id: string().optional(),
    organization_id: string().optional(),
    card_id: string().optional(),
    started_at: string().optional(),
    /** `review_deadline` (issue 38): the submission's deadline (ISO) the job reminds of, and the reviewers' zone. */
    deadline: string().optional(),
    time_zone: string().optional(),
  }).optional(),
  /** ISO instant until which a run holds the job (`claimDueEntry`); absent when no run does. */
  claimed_until: string().optional(),
  /** The holding run's random id, so only it releases the claim. */
  claim_id: string().optional(),
  /** ISO instant of the put (ElectroDB's `createdAt`; no `updated_at`). */
  created_at: string().putDefault(() => new Date().toISOString()),
  edb_version: electroVersion(),
});

type Values = Readonly<Record<string, unknown>>;

/**
 * The pending key's two attributes: written on every put, and both rewritten by an update that sets
 * `due_at` (so a backfill's update writes the partition too, though `kind` is a table key); an update
 * that does not set `due_at` (a claim) leaves them alone.
 */
const pendingKeyAttribute = (build: (values: Values) => string) =>
  string()
    .hidden()
    // Optional only for reading the items written before the key (a put always links it).
    .optional()
    .putLink((values: unknown) => build(values as Values))
    .updateLink((values: unknown) => ((values as Values).due_at !== undefined ? build(values as Values) : undefined));
const pendingKeyAttributes = {
  gsi3pk: pendingKeyAttribute((values) => partitionKey(SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_PENDING, values)),
  gsi3sk: pendingKeyAttribute((values) => sortKey(SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_PENDING, values)),
};

/**
 * gsi2's keys follow `due_day` and `due_at`, which updates may change: as ElectroDB does, an update that
 * sets `due_day` rewrites gsi2pk and one that sets `due_at` rewrites gsi2sk (`kind` and `subject_id` come
 * from the update's key); an update setting neither leaves both alone. gsi3 (pending) follows `due_at`.
 */
export const ScheduleEntry = new Entity({
  name: SCHEDULE_ENTRY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: scheduleEntryAttributes
    .and(gsiKeyAttributes('gsi2', SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_BY_DUE_DAY, SCHEDULE_ENTRY_BY_SUBJECT))
    .and(pendingKeyAttributes),
  computeKey: tableKeyOf(SCHEDULE_ENTRY_MODEL, SCHEDULE_ENTRY_BY_SUBJECT),
});
