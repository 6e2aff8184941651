/**
 * Card contents and their earlier versions (cards spec §3 Content, Content versions; §4 Contents).
 * Both live in the card's partition `card_id_{c}`: contents in the `card_detail` collection (the popup's
 * one Query, pattern 83), versions outside it (read only when the preview asks, pattern 86).
 *
 * A content's files sit under `folder` in S3 (`org/{o}/workspace/{w}/cards/{c}/contents/{content}/
 * {version}/`): `original`, and the PNG renditions `small.png` and `thumbnail.png`. Replacing moves the
 * current file's fields into a version item and points the content at a new folder.
 */
import { Entity } from 'electrodb';
import { CONTENT_TYPES } from '../../../../shared/schemas/contents-limits';
import { SERVICE, createdAt, updatedAt } from './common';

const fileAttributes = {
  type: { type: CONTENT_TYPES, required: true },
  filename: { type: 'string', required: true },
  /** Bytes of the original. */
  size: { type: 'number', required: true },
  /** S3 folder of the original and its renditions. */
  folder: { type: 'string', required: true },
} as const;

export const ContentEntity = new Entity({
  model: { entity: 'content', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    content_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    /** Fractional index among the card's contents; ties sort by id. */
    position: { type: 'string', required: true },
    /** Hidden from guests (cards spec §4 hide and unhide). */
    hidden: { type: 'boolean', required: true, default: false },
    ...fileAttributes,
    /** Earlier files kept by replacing. */
    versions_count: { type: 'number', required: true, default: 0 },
    created_by: { type: 'string', required: true, readOnly: true },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byCard: {
      collection: 'card_detail',
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['content_id'] },
    },
  },
});

export const ContentVersionEntity = new Entity({
  model: { entity: 'content_version', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    content_id: { type: 'string', required: true, readOnly: true },
    /** UUIDv7: versions sort oldest first by id. */
    version_id: { type: 'string', required: true, readOnly: true },
    ...fileAttributes,
    created_at: createdAt,
  },
  indexes: {
    byContent: {
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['content_id', 'version_id'] },
    },
  },
});
