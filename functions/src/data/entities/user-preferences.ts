/**
 * What a user keeps per workspace or card in their own partition, as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20) (cards spec §3 Minimized card, Search history entry,
 * Popup dismiss, Copy settings; docs/data-model.md §2, patterns 54, 55, 81, 82 and 129).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const MINIMIZED_CARD_MODEL = modelOf('minimized_card');

export const MINIMIZED_CARD_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['card_id'] },
};
/** Pattern 82: who minimized a card, to remove it from every dock when the card is binned. */
export const MINIMIZED_CARD_BY_CARD: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['card_id'] },
  sk: { field: 'gsi1sk', composite: ['user_id'] },
};

const minimizedCardAttributes = item({
  user_id: string().key(),
  card_id: string().key(),
  workspace_id: string(),
  /** When the card went to the dock: ElectroDB's `createdAt` under this name, so not Toolbox's timestamp. */
  added_at: string().putDefault(() => new Date().toISOString()),
  edb_version: electroVersion(),
});

export const MinimizedCard = new Entity({
  name: MINIMIZED_CARD_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: minimizedCardAttributes.and(
    gsiKeyAttributes('gsi1', MINIMIZED_CARD_MODEL, MINIMIZED_CARD_BY_CARD, MINIMIZED_CARD_BY_USER),
  ),
  computeKey: tableKeyOf(MINIMIZED_CARD_MODEL, MINIMIZED_CARD_BY_USER),
});

export const SEARCH_HISTORY_MODEL = modelOf('search_history');

/** A user's entries of one workspace. */
export const SEARCH_HISTORY_BY_USER_WORKSPACE: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['workspace_id', 'history_id'] },
};

export const SearchHistory = new Entity({
  name: SEARCH_HISTORY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    workspace_id: string().key(),
    /** UUIDv5 of the lower-cased text: searching the same text again overwrites the entry. */
    history_id: string().key(),
    text: string(),
    searched_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(SEARCH_HISTORY_MODEL, SEARCH_HISTORY_BY_USER_WORKSPACE),
});

export const POPUP_DISMISS_MODEL = modelOf('popup_dismiss');

export const POPUP_DISMISS_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['popup_id'] },
};

export const PopupDismiss = new Entity({
  name: POPUP_DISMISS_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    popup_id: string().key(),
    dismiss_until: string(),
    /** Epoch seconds of `dismiss_until`: DynamoDB's TTL removes it in AWS; reads ignore it once past. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(POPUP_DISMISS_MODEL, POPUP_DISMISS_BY_USER),
});

export const COPY_SETTINGS_MODEL = modelOf('copy_settings');

/** Pattern 55: a user's Copy Card settings in one workspace. */
export const COPY_SETTINGS_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['workspace_id'] },
};

export const CopySettings = new Entity({
  name: COPY_SETTINGS_MODEL.entity,
  table: GreenlightTable,
  /** The item keeps `updated_at` only (refreshed on every write), no `created_at`, as ElectroDB wrote it. */
  timestamps: { created: false, modified: TIMESTAMPS.modified },
  schema: item({
    user_id: string().key(),
    workspace_id: string().key(),
    name: string(),
    participants: boolean(),
    labels: boolean(),
    start_date: boolean(),
    due_date: boolean(),
    reminder: boolean(),
    images: boolean(),
    description: boolean(),
    lists: boolean(),
    /** Absent: the card's own stage. */
    stage_id: string().optional(),
    num_copies: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(COPY_SETTINGS_MODEL, COPY_SETTINGS_BY_USER),
});
