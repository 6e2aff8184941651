/**
 * The recycle bin's entries (accounts spec §2 Recycle bin page, §3 Deleted card list, §4 Deleted card):
 * one item per binned card in its organization's partition, keyed by card id, so the bin page is one
 * Query of the partition sorted newest first in memory (the 30-day retention bounds it) (docs/data-model.md pattern 113; decisions K27). It carries what the page shows
 * (snapshots of the names at binning time) and is written and removed in the card's own transactions.
 */
import { Entity } from 'electrodb';
import { SERVICE } from './common';

export const DeletedCardEntity = new Entity({
  model: { entity: 'deleted_card', version: '1', service: SERVICE },
  attributes: {
    organization_id: { type: 'string', required: true, readOnly: true },
    card_id: { type: 'string', required: true, readOnly: true },
    deleted_at: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    workspace_name: { type: 'string', required: true },
    card_name: { type: 'string', required: true },
    stage_id: { type: 'string', required: true },
    stage_name: { type: 'string', required: true },
    deleted_by: { type: 'string', required: true },
  },
  indexes: {
    byOrganization: {
      pk: { field: 'pk', composite: ['organization_id'] },
      sk: { field: 'sk', composite: ['card_id'] },
    },
  },
});
