/**
 * Cards as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), the spec's
 * content groups (cards spec §3 Card; docs/data-model.md), by workspace and id, with a stage's cards in board
 * order (gsi1), a workspace's dated cards by due date for the calendar (gsi3, sparse; accounts spec §2
 * Calendar view) and a stage's cards by due date, undated last (gsi4).
 *
 * ElectroDB's `set` always derives `name_search` (from `name`) and `due_sort` (from `due_date`), even over a
 * value the caller passes, while a Toolbox link only fills an attribute the caller left out. The two write the
 * same items as long as callers leave `name_search` to the library and give `due_sort` only with its
 * `due_date`, as Greenlight's callers do (decisions I20).
 *
 * Labels and participants are string sets in the item but arrays to callers, as ElectroDB has them, hence the
 * `any` attributes that turn one into the other: Toolbox's `set` takes and gives only JS Sets.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { $add, $delete, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DECIDER_KINDS, ROUND_DECISIONS } from '../../../../shared/schemas/approval-rule-limits';
import { type IndexSpec, partitionKey, sortKey } from '../keys';
import { GreenlightTable } from '../table';
import { changedBy, electroVersion, gsiKeyAttributes, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const CARD_MODEL = modelOf('card');

/** The table keys: the workspace's partition, one item per card. */
export const CARD_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['workspace_id'] },
  sk: { field: 'sk', composite: ['card_id'] },
};
/** A stage's cards in board order; positions are case-sensitive base-62 strings, so the sort key keeps its casing. */
export const CARD_BY_STAGE: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['stage_id'] },
  sk: { field: 'gsi1sk', composite: ['position', 'card_id'], casing: 'none' },
};
/** A workspace's dated cards by due date (pattern 72). Sparse: keys only while `due_sort` is a date, not "~". */
export const CARD_BY_WORKSPACE_DUE_DATE: IndexSpec = {
  index: 'gsi3',
  pk: { field: 'gsi3pk', composite: ['workspace_id'] },
  sk: { field: 'gsi3sk', composite: ['due_sort', 'card_id'] },
};
/** A stage's cards by due date, undated ("~") last. */
export const CARD_BY_STAGE_DUE_DATE: IndexSpec = {
  index: 'gsi4',
  pk: { field: 'gsi4pk', composite: ['stage_id'] },
  sk: { field: 'gsi4sk', composite: ['due_sort', 'card_id'] },
};

/** The due-sort value of an undated card: after every date. */
export const UNDATED = '~';

type Values = Readonly<Record<string, unknown>>;

/** ElectroDB's `name_search`: the lower-cased name. */
const nameSearchOf = (values: Values): string | undefined =>
  typeof values.name === 'string' ? values.name.toLowerCase() : undefined;

/** The due sort of a put: the one given, else the due date, else "~" (what the `due_sort` link writes). */
const putDueSort = (values: Values): string =>
  (values.due_sort as string | undefined) ?? (values.due_date as string | undefined) ?? UNDATED;

/**
 * The due sort an update writes, if it writes one: the one given, else a new due date (the `due_sort` update
 * link's value), so the gsi3 and gsi4 keys follow the stored `due_sort` as ElectroDB's do.
 */
const updateDueSort = (values: Values): string | undefined =>
  typeof values.due_sort === 'string'
    ? values.due_sort
    : typeof values.due_date === 'string'
      ? values.due_date
      : undefined;

/** ElectroDB's condition on gsi3: the card has a due date. */
const isDated = (dueSort: string): boolean => dueSort !== UNDATED;

/** A string set in the item, an array to callers (ElectroDB's `type: 'set', items: 'string'`). */
const stringSet = () =>
  any()
    .castAs<string[]>()
    .optional()
    .transform({
      encode: (ids: string[]) => (Array.isArray(ids) ? new Set(ids) : ids),
      decode: (stored: unknown) => [...(stored as Iterable<string>)],
    });

/** An update that adds `ids` to one of the card's string sets (DynamoDB `ADD`), typed as the array callers see. */
export const addToSet = (ids: readonly string[]) => $add(new Set(ids)) as unknown as string[];
/** An update that takes `ids` out of one of the card's string sets (DynamoDB `DELETE`). */
export const deleteFromSet = (ids: readonly string[]) => $delete(new Set(ids)) as unknown as string[];

const counter = () => number().optional().default(0);

const cardAttributes = item({
  workspace_id: string().key(),
  card_id: string().key(),
  stage_id: string(),
  position: string(),
  name: string(),
  start_date: string().optional(),
  due_date: string().optional(),
  /** Sanitized rich-text HTML (cards spec §2 description editor; docs/decisions.md K4). */
  description: string().optional(),
  /** Days before the due date to remind, 0 for none (cards spec §3 `reminder_in_day`, §5). */
  reminder_in_day: counter(),
  completed: boolean().optional().default(false),
  archived: boolean().optional().default(false),
  revision_count: counter(),
  /** Checklist items on the card and how many are done (cards spec §3), kept by every item write. */
  total_subtasks: counter(),
  completed_subtasks: counter(),
  /** The part of those counts in lists hidden from guests (decisions K21). */
  hidden_subtasks: counter(),
  hidden_completed_subtasks: counter(),
  /** Contents on the card, so the 15-per-card limit holds under concurrent uploads (pattern 85). */
  attachment_count: counter(),
  /** Bytes this card's contents and their versions take in the workspace's storage. */
  storage_bytes: counter(),
  /** S3 folder of the first content shown to guests (the board's `preview`), absent without one (decisions U3). */
  preview_folder: string().optional(),
  /** That content's type (`image/jpeg`, `image/png` or `pdf`). */
  preview_type: string().optional(),
  /** Lists on the card, so the lists limit holds under concurrent creates (decisions K22). */
  checklist_count: counter(),
  /** Comments per tab (cards spec §3 `unread_comments`; pattern 101). */
  comment_count_team: counter(),
  comment_count_guest: counter(),
  /** Open annotations per tab (issue 26), kept in the transaction of each annotation write; absent on older cards (no default, so recorded items stay as they were). */
  open_annotations_team: number().optional(),
  open_annotations_guest: number().optional(),
  /** The part of `open_annotations_guest` on contents hidden from guests (issue 35), which guests' counts leave out. */
  hidden_open_annotations_guest: number().optional(),
  /** The approval of the stage `approval_stage_id` (cards spec §3 Card `stage`; decisions R10). */
  approval_stage_id: string().optional(),
  approval_status: string().enum('none', 'pending', 'approved', 'revision_requested').optional(),
  approval_submitted_by: string().optional(),
  /** When the pending submission was made (ISO; issue 28: turnaround to the client's decision). */
  approval_submitted_at: string().optional(),
  approval_revisions: counter(),
  /** The Approvers the pending submission asked (issue 37; absent on submissions made before it: every Approver). */
  approval_reviewer_ids: list(string()).optional(),
  /**
   * The submission's decision deadline (issue 38): the ISO instant its day ends in the submitter's zone, the
   * day itself (`yyyy-mm-dd`) and that zone, which also times the reminders of reviewers with no zone of their own.
   */
  approval_deadline: string().optional(),
  approval_deadline_day: string().optional(),
  approval_time_zone: string().optional(),
  /** The approval round (issue 37: 1 at the first submission, +1 at each submission and new version while Sent). */
  approval_round: number().optional(),
  /** Decisions stated in the current round: every decision and new round is conditioned on it (issue 38). */
  approval_vote_count: number().optional(),
  /** Decisions of every round, oldest first, the last MAX_KEPT_DECISIONS (issue 38; decisions R65). */
  approval_decisions: list(
    map({
      round: number(),
      decider_id: string(),
      decider_kind: string().enum(...DECIDER_KINDS),
      name: string(),
      decision: string().enum(...ROUND_DECISIONS),
      decided_at: string(),
      final: boolean(),
    }),
  ).optional(),
  /** Tracked time (cards spec §3 `total_timestamp_info`; decisions R15). */
  total_seconds: counter(),
  active_timer_count: counter(),
  active_start_sum: counter(),
  /** Set while the card is in the recycle bin (accounts spec §4): the card is read-only. */
  deleted_at: string().optional(),
  deleted_by: string().optional(),
  /** Label ids (cards spec §3 `labels`). */
  label_ids: stringSet(),
  /** Participant user ids (cards spec §3 `assigned_users`). */
  assigned_user_ids: stringSet(),
  created_by: string(),
  /** A recurring card's occurrence: the template card it was made from (issue 35; decisions RC3). */
  recurring_template_id: string().optional(),
  /** The user whose request wrote it last (webhook payloads' `actor`; issue 35, decisions EX4). */
  changed_by: changedBy(),
  edb_version: electroVersion(),
});

/** Whether an update writes a value for any of these attributes, so ElectroDB rebuilds the key built from them. */
const writes = (values: Values, names: readonly string[]): boolean => names.some((name) => values[name] !== undefined);

export const Card = new Entity({
  name: CARD_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: cardAttributes.and((_schema) => ({
    /** Lower-cased name, for the title search (accounts spec §2 search bar). */
    name_search: string()
      .optional()
      .putLink<typeof _schema>((values) => nameSearchOf(values))
      .updateLink<typeof _schema>((values) => nameSearchOf(values)),
    /** The stage-sort key: the due date, or "~" (after every date) when there is none. */
    due_sort: string()
      .putLink<typeof _schema>((values) => putDueSort(values))
      .updateLink<typeof _schema>((values) => (typeof values.due_date === 'string' ? values.due_date : undefined)),
    // A stage's cards in board order: rewritten when an update moves the card (stage_id, position).
    ...gsiKeyAttributes('gsi1', CARD_MODEL, CARD_BY_STAGE, CARD_BY_ID),
    gsi3pk: string()
      .hidden()
      .optional()
      .putLink<typeof _schema>((values) =>
        isDated(putDueSort(values)) ? partitionKey(CARD_MODEL, CARD_BY_WORKSPACE_DUE_DATE, values) : undefined,
      )
      .updateLink<typeof _schema>((values) => {
        const dueSort = updateDueSort(values);
        if (dueSort === undefined) return undefined;
        return isDated(dueSort) ? partitionKey(CARD_MODEL, CARD_BY_WORKSPACE_DUE_DATE, values) : $remove();
      }),
    gsi3sk: string()
      .hidden()
      .optional()
      .putLink<typeof _schema>((values) => {
        const dueSort = putDueSort(values);
        return isDated(dueSort)
          ? sortKey(CARD_MODEL, CARD_BY_WORKSPACE_DUE_DATE, { ...values, due_sort: dueSort })
          : undefined;
      })
      .updateLink<typeof _schema>((values) => {
        const dueSort = updateDueSort(values);
        if (dueSort === undefined) return undefined;
        return isDated(dueSort)
          ? sortKey(CARD_MODEL, CARD_BY_WORKSPACE_DUE_DATE, { ...values, due_sort: dueSort })
          : $remove();
      }),
    gsi4pk: string()
      .hidden()
      .putLink<typeof _schema>((values) => partitionKey(CARD_MODEL, CARD_BY_STAGE_DUE_DATE, values))
      .updateLink<typeof _schema>((values) =>
        writes(values, ['stage_id']) ? partitionKey(CARD_MODEL, CARD_BY_STAGE_DUE_DATE, values) : undefined,
      ),
    gsi4sk: string()
      .hidden()
      .putLink<typeof _schema>((values) =>
        sortKey(CARD_MODEL, CARD_BY_STAGE_DUE_DATE, { ...values, due_sort: putDueSort(values) }),
      )
      .updateLink<typeof _schema>((values) => {
        const dueSort = updateDueSort(values);
        return dueSort === undefined
          ? undefined
          : sortKey(CARD_MODEL, CARD_BY_STAGE_DUE_DATE, { ...values, due_sort: dueSort });
      }),
  })),
  computeKey: tableKeyOf(CARD_MODEL, CARD_BY_ID),
});
