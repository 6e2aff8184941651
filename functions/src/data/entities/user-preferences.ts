/**
 * What a user keeps per workspace or card in their own partition `user_id_{u}` (docs/data-model.md
 * §2): minimized cards (cards spec §3 Minimized card; accounts spec §2 dock), search history (cards
 * spec §3 Search history entry, §4 Search history) and popup dismisses (cards spec §3 Popup dismiss,
 * §5 "snoozed for 5 minutes"). Patterns 54, 55, 81, 82 and 129; copy settings (cards spec §3 Copy settings).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt, updatedAt } from './common';

export const MinimizedCardEntity = new Entity({
  model: { entity: 'minimized_card', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    card_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    added_at: createdAt,
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['card_id'] },
    },
    /** Pattern 82: who minimized a card, to remove it from every dock when the card is binned. */
    byCard: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['card_id'] },
      sk: { field: 'gsi1sk', composite: ['user_id'] },
    },
  },
});

export const SearchHistoryEntity = new Entity({
  model: { entity: 'search_history', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    /** UUIDv5 of the lower-cased text: searching the same text again overwrites the entry. */
    history_id: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true },
    searched_at: { type: 'string', required: true },
  },
  indexes: {
    byUserWorkspace: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['workspace_id', 'history_id'] },
    },
  },
});

export const PopupDismissEntity = new Entity({
  model: { entity: 'popup_dismiss', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    popup_id: { type: 'string', required: true, readOnly: true },
    dismiss_until: { type: 'string', required: true },
    /** Epoch seconds of `dismiss_until`: DynamoDB's TTL removes it in AWS; reads ignore it once past. */
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['popup_id'] },
    },
  },
});

/** Pattern 55: a user's Copy Card settings in one workspace (cards spec §3 Copy settings `card_duplicate`). */
export const CopySettingsEntity = new Entity({
  model: { entity: 'copy_settings', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    participants: { type: 'boolean', required: true },
    labels: { type: 'boolean', required: true },
    start_date: { type: 'boolean', required: true },
    due_date: { type: 'boolean', required: true },
    reminder: { type: 'boolean', required: true },
    images: { type: 'boolean', required: true },
    description: { type: 'boolean', required: true },
    lists: { type: 'boolean', required: true },
    /** Absent: the card's own stage. */
    stage_id: { type: 'string' },
    num_copies: { type: 'number', required: true },
    updated_at: updatedAt,
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['workspace_id'] },
    },
  },
});
