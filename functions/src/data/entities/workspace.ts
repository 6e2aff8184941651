/**
 * Workspaces, their members and stages: one partition per workspace, so the board's skeleton
 * (workspace, members, stages) is one Query of the `workspace` collection (BRIEF §3).
 * Access patterns: see docs/data-model.md (workspace by id; workspace collection; an organization's
 * workspaces via gsi1; a user's workspaces via gsi1).
 */
import { Entity } from 'electrodb';
import { WORKSPACE_ROLES } from '../../../../shared/permissions/roles';
import { SERVICE, createdAt, stageFlagAttributes, updatedAt } from './common';

const counter = { type: 'number', required: true, default: 0 } as const;

export const WorkspaceEntity = new Entity({
  model: { entity: 'workspace', version: '1', service: SERVICE },
  attributes: {
    workspace_id: { type: 'string', required: true, readOnly: true },
    organization_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    owner_id: { type: 'string', required: true, readOnly: true },
    /** S3 folder of the logo's renditions (accounts spec §3 Workspace logo); absent without a logo. */
    logo_key: { type: 'string' },
    /** Bytes of confirmed uploads, kept by transactions with each upload and delete. */
    storage_bytes: counter,
    pending_approval_count: counter,
    pending_revision_count: counter,
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byId: {
      collection: 'workspace',
      pk: { field: 'pk', composite: ['workspace_id'] },
      sk: { field: 'sk', composite: [] },
    },
    byOrganization: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organization_id'] },
      sk: { field: 'gsi1sk', composite: ['workspace_id'] },
    },
  },
});

export const WorkspaceMemberEntity = new Entity({
  model: { entity: 'workspace_member', version: '1', service: SERVICE },
  attributes: {
    workspace_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    organization_id: { type: 'string', required: true, readOnly: true },
    role: { type: WORKSPACE_ROLES, required: true },
    /**
     * The user's `tokens_valid_after` (epoch seconds), copied by every sign-out of theirs, so the board's
     * ended-session check needs no read of the user item (lib/auth/session.ts; decisions S26).
     */
    tokens_valid_after: { type: 'number' },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byWorkspace: {
      collection: 'workspace',
      pk: { field: 'pk', composite: ['workspace_id'] },
      sk: { field: 'sk', composite: ['user_id'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['user_id'] },
      sk: { field: 'gsi1sk', composite: ['workspace_id'] },
    },
  },
});

export const StageEntity = new Entity({
  model: { entity: 'stage', version: '1', service: SERVICE },
  attributes: {
    workspace_id: { type: 'string', required: true, readOnly: true },
    stage_id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** Fractional index (fractional-indexing); case matters, so keys using it keep their casing. */
    position: { type: 'string', required: true },
    ...stageFlagAttributes,
    /** Cards in the stage, kept by the same transaction that adds, moves or removes a card. */
    content_groups_count: counter,
    /** Archived cards in the stage (not in content_groups_count); a stage holding any is not deleted. */
    archived_count: { type: 'number', default: 0 },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byWorkspace: {
      collection: 'workspace',
      pk: { field: 'pk', composite: ['workspace_id'] },
      sk: { field: 'sk', composite: ['stage_id'] },
    },
  },
});
