/**
 * Checklists of a card: lists and their items (cards spec §3 Checklist list and item, §4 Checklists).
 * Both live in the card's detail partition `card_id_{c}` in the `card_detail` collection (BRIEF §7), so
 * one Query returns every list and item of a card (docs/data-model.md pattern 92).
 *
 * A list carries `item_count` and `done_count`, kept in the same transaction as every item change, so
 * hiding a list can move exactly its counts out of what guests see on the card (decisions K21).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt, updatedAt } from './common';

export const ChecklistEntity = new Entity({
  model: { entity: 'checklist', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    list_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** Hidden from guests ('Hide to Guests'). */
    hidden: { type: 'boolean', required: true, default: false },
    /** Fractional index among the card's lists; ties sort by id. */
    position: { type: 'string', required: true },
    item_count: { type: 'number', required: true, default: 0 },
    done_count: { type: 'number', required: true, default: 0 },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byCard: {
      collection: 'card_detail',
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['list_id'] },
    },
  },
});

export const ChecklistItemEntity = new Entity({
  model: { entity: 'checklist_item', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    list_id: { type: 'string', required: true, readOnly: true },
    item_id: { type: 'string', required: true, readOnly: true },
    description: { type: 'string', required: true },
    done: { type: 'boolean', required: true, default: false },
    /** Fractional index within its list; ties sort by id. */
    position: { type: 'string', required: true },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byCard: {
      collection: 'card_detail',
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['list_id', 'item_id'] },
    },
  },
});
