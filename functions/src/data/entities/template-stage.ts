/**
 * Organization template stages (accounts spec §2 "Board Stages" page, §3 Template stage; issue 5): the
 * stages every new workspace of the organization starts with. Same flags as a stage; name defaults to
 * "Untitled" and every flag to off. Access pattern: an organization's template stages in order (table,
 * organization partition, `organization` collection).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt, stageFlagAttributes, updatedAt } from './common';

export const TemplateStageEntity = new Entity({
  model: { entity: 'template_stage', version: '1', service: SERVICE },
  attributes: {
    organization_id: { type: 'string', required: true, readOnly: true },
    template_stage_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, default: 'Untitled' },
    position: { type: 'string', required: true },
    ...stageFlagAttributes,
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byOrganization: {
      collection: 'organization',
      pk: { field: 'pk', composite: ['organization_id'] },
      sk: { field: 'sk', composite: ['template_stage_id'] },
    },
  },
});
