/**
 * Cards, the spec's content groups (cards spec §3 Card).
 * Access patterns: get by workspace and id (table); a stage's cards in board order (gsi1: stage, then
 * position and id, so concurrent moves that pick the same position still order deterministically); a
 * stage's cards by due date, undated last (gsi4); a workspace's dated cards by due date, for the
 * calendar (gsi3, sparse; accounts spec §2 Calendar view, §7 `GET /stages/calendar_data`). Labels and
 * participants are sets on the card item (patterns 77, 78).
 * See docs/data-model.md.
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt, updatedAt } from './common';

export const CardEntity = new Entity({
  model: { entity: 'card', version: '1', service: SERVICE },
  attributes: {
    workspace_id: { type: 'string', required: true, readOnly: true },
    card_id: { type: 'string', required: true, readOnly: true },
    stage_id: { type: 'string', required: true },
    position: { type: 'string', required: true },
    name: { type: 'string', required: true },
    /** Lower-cased name, for the title search (accounts spec §2 search bar). */
    name_search: { type: 'string', watch: ['name'], set: (_: unknown, item: { name?: string }) => item.name?.toLowerCase() },
    start_date: { type: 'string' },
    due_date: { type: 'string' },
    /** The stage-sort key: the due date, or "~" (after every date) when there is none. */
    due_sort: {
      type: 'string',
      required: true,
      default: '~',
      watch: ['due_date'],
      set: (value?: string, item?: { due_date?: string }) => item?.due_date ?? value ?? '~',
    },
    /** Sanitized rich-text HTML (cards spec §2 description editor; docs/decisions.md K4). */
    description: { type: 'string' },
    /** Days before the due date to remind, 0 for none (cards spec §3 `reminder_in_day`, §5). */
    reminder_in_day: { type: 'number', default: 0 },
    completed: { type: 'boolean', default: false },
    archived: { type: 'boolean', default: false },
    revision_count: { type: 'number', default: 0 },
    /** Checklist items on the card and how many are done (cards spec §3), kept by every item write. */
    total_subtasks: { type: 'number', default: 0 },
    completed_subtasks: { type: 'number', default: 0 },
    /** The part of those counts in lists hidden from guests, so guests see only what they may (decisions K21). */
    hidden_subtasks: { type: 'number', default: 0 },
    hidden_completed_subtasks: { type: 'number', default: 0 },
    /** Contents on the card, so the 15-per-card limit holds under concurrent uploads (pattern 85). */
    attachment_count: { type: 'number', default: 0 },
    /** Bytes this card's contents and their versions take in the workspace's storage (given back when it is deleted). */
    storage_bytes: { type: 'number', default: 0 },
    /** S3 folder of the first content shown to guests (the board's `preview`), absent without one (decisions U3). */
    preview_folder: { type: 'string' },
    /** That content's type (`image/jpeg`, `image/png` or `pdf`), the preview's `content_attachment_type`. */
    preview_type: { type: 'string' },
    /** Lists on the card, so the lists limit holds under concurrent creates (decisions K22). */
    checklist_count: { type: 'number', default: 0 },
    /** Set while the card is in the recycle bin (accounts spec §4): the card is read-only. */
    deleted_at: { type: 'string' },
    deleted_by: { type: 'string' },
    /** Label ids (cards spec §3 `labels`): a set on the card, so boards show labels with no extra read. */
    label_ids: { type: 'set', items: 'string' },
    /** Participant user ids (cards spec §3 `assigned_users`), each a workspace member when added. */
    assigned_user_ids: { type: 'set', items: 'string' },
    created_by: { type: 'string', required: true, readOnly: true },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['workspace_id'] },
      sk: { field: 'sk', composite: ['card_id'] },
    },
    byStage: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['stage_id'] },
      // Positions are case-sensitive base-62 strings: keep their casing so the index sorts like the board.
      sk: { field: 'gsi1sk', composite: ['position', 'card_id'], casing: 'none' },
    },
    /**
     * Pattern 72: a workspace's dated cards by due date (the calendar). Sparse: the keys exist only while
     * the card has a due date (`due_sort` is not "~"). Built from `due_sort`, which every card carries and
     * every card update re-supplies (updateCard, moveCard), so the condition is re-evaluated on each of
     * them: a due date set, changed or cleared moves or drops the keys in place (docs/decisions.md D16).
     */
    byWorkspaceDueDate: {
      index: 'gsi3',
      condition: (attr: Record<string, unknown>) => typeof attr.due_sort === 'string' && attr.due_sort !== '~',
      pk: { field: 'gsi3pk', composite: ['workspace_id'] },
      sk: { field: 'gsi3sk', composite: ['due_sort', 'card_id'] },
    },
    byStageDueDate: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['stage_id'] },
      sk: { field: 'gsi4sk', composite: ['due_sort', 'card_id'] },
    },
  },
});
