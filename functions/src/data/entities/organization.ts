/**
 * Organizations and their members (accounts spec §3 Organization, §6 organization roles).
 * Access patterns: get an organization (table); list its members (table, pk); list a user's
 * organizations (gsi1, inverted membership). See docs/data-model.md.
 */
import { Entity } from 'electrodb';
import { ORGANIZATION_ROLES } from '../../../../shared/permissions/roles';
import { ORGANIZATION_TYPES } from '../../../../shared/schemas/organization-types';
import { SERVICE, createdAt, updatedAt } from './common';

export const OrganizationEntity = new Entity({
  model: { entity: 'organization', version: '1', service: SERVICE },
  attributes: {
    organization_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    owner_id: { type: 'string', required: true, readOnly: true },
    organization_type: { type: ORGANIZATION_TYPES, required: true },
    /** Seats of a business organization; null means the plan sets no limit. */
    allowed_user_count: { type: 'number' },
    ignore_limit: { type: 'boolean', default: false },
    /** Seats taken: members other than the owner plus pending invitations of new e-mails (accounts spec §3 seats). */
    seats_used: { type: 'number', default: 0 },
    /** Cards in the recycle bin (accounts spec §3 `total_deleted_count`), kept by bin, restore and delete. */
    deleted_count: { type: 'number', default: 0 },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byId: {
      collection: 'organization',
      pk: { field: 'pk', composite: ['organization_id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export const OrganizationMemberEntity = new Entity({
  model: { entity: 'organization_member', version: '1', service: SERVICE },
  attributes: {
    organization_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    role: { type: ORGANIZATION_ROLES, required: true },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byOrganization: {
      collection: 'organization',
      pk: { field: 'pk', composite: ['organization_id'] },
      sk: { field: 'sk', composite: ['user_id'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['user_id'] },
      sk: { field: 'gsi1sk', composite: ['organization_id'] },
    },
  },
});
