/**
 * Organizations and their members as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the organization
 * partition's `organization` collection, with a user's organizations on gsi1 (accounts spec §3 Organization,
 * §6 organization roles; docs/data-model.md).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ORGANIZATION_ROLES } from '../../../../shared/permissions/roles';
import { ORGANIZATION_TYPES } from '../../../../shared/schemas/organization-types';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const ORGANIZATION_MODEL = modelOf('organization');

export const ORGANIZATION_BY_ID: IndexSpec = {
  collection: 'organization',
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: [] },
};

export const Organization = new Entity({
  name: ORGANIZATION_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    organization_id: string().key(),
    name: string(),
    owner_id: string(),
    organization_type: string().enum(...ORGANIZATION_TYPES),
    /** Seats of a business organization; absent means the plan sets no limit. */
    allowed_user_count: number().optional(),
    ignore_limit: boolean().optional().default(false),
    /** Seats taken: members other than the owner plus pending invitations of new e-mails (accounts spec §3 seats). */
    seats_used: number().optional().default(0),
    /** Cards in the recycle bin (accounts spec §3 `total_deleted_count`), kept by bin, restore and delete. */
    deleted_count: number().optional().default(0),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(ORGANIZATION_MODEL, ORGANIZATION_BY_ID),
});

export const ORGANIZATION_MEMBER_MODEL = modelOf('organization_member');

export const ORGANIZATION_MEMBER_BY_ORGANIZATION: IndexSpec = {
  collection: 'organization',
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['user_id'] },
};
export const ORGANIZATION_MEMBER_BY_USER: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['user_id'] },
  sk: { field: 'gsi1sk', composite: ['organization_id'] },
};

const memberAttributes = item({
  organization_id: string().key(),
  user_id: string().key(),
  role: string().enum(...ORGANIZATION_ROLES),
  edb_version: electroVersion(),
});

/** The gsi1 keys are built from the table keys only, which never change: no update link. */
export const OrganizationMember = new Entity({
  name: ORGANIZATION_MEMBER_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: memberAttributes.and(
    gsiKeyAttributes(
      'gsi1',
      ORGANIZATION_MEMBER_MODEL,
      ORGANIZATION_MEMBER_BY_USER,
      ORGANIZATION_MEMBER_BY_ORGANIZATION,
    ),
  ),
  computeKey: tableKeyOf(ORGANIZATION_MEMBER_MODEL, ORGANIZATION_MEMBER_BY_ORGANIZATION),
});
