/**
 * Checklists and their items as DynamoDB-Toolbox entities: the same items as ElectroDB's `ChecklistEntity`
 * and `ChecklistItemEntity` (entities/checklist.ts), in the card's detail partition's `card_detail`
 * collection (cards spec §3 Checklist list and item, §4 Checklists; decisions K21; docs/data-model.md
 * pattern 92).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { changedBy, electroVersion, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const CHECKLIST_MODEL = modelOf('checklist');

/** The table keys: the card's detail partition, lists by id in its collection. */
export const CHECKLIST_BY_CARD: IndexSpec = {
  collection: 'card_detail',
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['list_id'] },
};

export const Checklist = new Entity({
  name: CHECKLIST_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    card_id: string().key(),
    list_id: string().key(),
    workspace_id: string(),
    title: string(),
    /** Hidden from guests ('Hide to Guests'). */
    hidden: boolean().default(false),
    /** Fractional index among the card's lists; ties sort by id. */
    position: string(),
    item_count: number().default(0),
    done_count: number().default(0),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CHECKLIST_MODEL, CHECKLIST_BY_CARD),
});

export const CHECKLIST_ITEM_MODEL = modelOf('checklist_item');

/** The table keys: the card's detail partition, items by list and id in its collection. */
export const CHECKLIST_ITEM_BY_CARD: IndexSpec = {
  collection: 'card_detail',
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['list_id', 'item_id'] },
};

export const ChecklistItem = new Entity({
  name: CHECKLIST_ITEM_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    card_id: string().key(),
    list_id: string().key(),
    item_id: string().key(),
    description: string(),
    done: boolean().default(false),
    /** Fractional index within its list; ties sort by id. */
    position: string(),
    /** The user whose request wrote it last (webhook payloads' `actor`; issue 35, decisions EX4). */
    changed_by: changedBy(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CHECKLIST_ITEM_MODEL, CHECKLIST_ITEM_BY_CARD),
});
