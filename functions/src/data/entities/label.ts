/**
 * Workspace labels (cards spec §3 Label: id, name, color_hex default dddddd).
 * Labels live in the workspace partition, in the `workspace` collection, so the board skeleton Query
 * (pattern 32) returns them with the workspace, its members and stages at no extra request.
 * Access patterns 48 and 49 in docs/data-model.md.
 */
import { Entity } from 'electrodb';
import { DEFAULT_LABEL_COLOR } from '../../../../shared/schemas/label-limits';
import { SERVICE, createdAt, updatedAt } from './common';

export const LabelEntity = new Entity({
  model: { entity: 'label', version: '1', service: SERVICE },
  attributes: {
    workspace_id: { type: 'string', required: true, readOnly: true },
    label_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** Six lower-case hex digits, no '#'. */
    color_hex: { type: 'string', required: true, default: DEFAULT_LABEL_COLOR },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byWorkspace: {
      collection: 'workspace',
      pk: { field: 'pk', composite: ['workspace_id'] },
      sk: { field: 'sk', composite: ['label_id'] },
    },
  },
});
