/**
 * Workspaces and their members as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the workspace partition's
 * `workspace` collection, with an organization's workspaces and a user's workspaces on gsi1 (accounts spec
 * §3 Workspace; docs/data-model.md).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { WORKSPACE_ROLES } from '../../../../shared/permissions/roles';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { changedBy, electroVersion, gsiKeyAttributes, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const WORKSPACE_MODEL = modelOf('workspace');

export const WORKSPACE_BY_ID: IndexSpec = {
  collection: 'workspace',
  pk: { field: 'pk', composite: ['workspace_id'] },
  sk: { field: 'sk', composite: [] },
};
export const WORKSPACE_BY_ORGANIZATION: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['organization_id'] },
  sk: { field: 'gsi1sk', composite: ['workspace_id'] },
};

const counter = () => number().default(0);

const workspaceAttributes = item({
  workspace_id: string().key(),
  organization_id: string(),
  name: string(),
  owner_id: string(),
  /** S3 folder of the logo's renditions (accounts spec §3 Workspace logo); absent without a logo. */
  logo_key: string().optional(),
  /** Bytes of confirmed uploads, kept by transactions with each upload and delete. */
  storage_bytes: counter(),
  pending_approval_count: counter(),
  pending_revision_count: counter(),
  edb_version: electroVersion(),
});

export const Workspace = new Entity({
  name: WORKSPACE_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: workspaceAttributes.and(
    gsiKeyAttributes('gsi1', WORKSPACE_MODEL, WORKSPACE_BY_ORGANIZATION, WORKSPACE_BY_ID),
  ),
  computeKey: tableKeyOf(WORKSPACE_MODEL, WORKSPACE_BY_ID),
});

export const WORKSPACE_MEMBER_MODEL = modelOf('workspace_member');

export const WORKSPACE_MEMBER_BY_WORKSPACE: IndexSpec = {
  collection: 'workspace',
  pk: { field: 'pk', composite: ['workspace_id'] },
  sk: { field: 'sk', composite: ['user_id'] },
};
export const WORKSPACE_MEMBER_BY_USER: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['user_id'] },
  sk: { field: 'gsi1sk', composite: ['workspace_id'] },
};

const memberAttributes = item({
  workspace_id: string().key(),
  user_id: string().key(),
  organization_id: string(),
  role: string().enum(...WORKSPACE_ROLES),
  /** The user's `tokens_valid_after` (epoch seconds), copied by every sign-out of theirs (decisions S26). */
  tokens_valid_after: number().optional(),
  /** The user whose request wrote it last (webhook payloads' `actor`; issue 35, decisions EX4). */
  changed_by: changedBy(),
  edb_version: electroVersion(),
});

export const WorkspaceMember = new Entity({
  name: WORKSPACE_MEMBER_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: memberAttributes.and(
    gsiKeyAttributes('gsi1', WORKSPACE_MEMBER_MODEL, WORKSPACE_MEMBER_BY_USER, WORKSPACE_MEMBER_BY_WORKSPACE),
  ),
  computeKey: tableKeyOf(WORKSPACE_MEMBER_MODEL, WORKSPACE_MEMBER_BY_WORKSPACE),
});
