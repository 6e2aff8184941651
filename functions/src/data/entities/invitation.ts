/**
 * Workspace invitations as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the workspace partition, with an e-mail's invitations on gsi1 (accounts spec
 * §3 Invited user, Invitation form; §4 Invited user).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { WORKSPACE_ROLES } from '../../../../shared/permissions/roles';
import { INVITATION_STATUSES } from './invitation-statuses';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const INVITATION_MODEL = modelOf('invitation');

/** The table keys: the workspace's partition (no collection), invitations by id. */
export const INVITATION_BY_WORKSPACE: IndexSpec = {
  pk: { field: 'pk', composite: ['workspace_id'] },
  sk: { field: 'sk', composite: ['invitation_id'] },
};
/** An e-mail's invitations, by workspace. */
export const INVITATION_BY_EMAIL: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['email'] },
  sk: { field: 'gsi1sk', composite: ['workspace_id', 'invitation_id'] },
};

const invitationAttributes = item({
  workspace_id: string().key(),
  invitation_id: string().key(),
  organization_id: string(),
  email: string(),
  first_name: string(),
  last_name: string().optional().default(''),
  role: string().enum(...WORKSPACE_ROLES),
  status: string()
    .enum(...INVITATION_STATUSES)
    .default('pending'),
  invited_by: string(),
  /** Whether accepting it took a seat of the organization (a new e-mail there); released on decline or delete. */
  holds_seat: boolean().optional().default(false),
  /** The invitee's user id once they have an account (at invitation, or set at sign-up): the notification is theirs. */
  invitee_user_id: string().optional(),
  /** That notification's id (in the invitee's partition), so answers and cancels can update or delete it. */
  notification_id: string().optional(),
  /** Epoch seconds after which the invitation answers "Invitation Expired" (not the table's TTL). */
  valid_until: number(),
  edb_version: electroVersion(),
});

/** The gsi1 keys are built from attributes ElectroDB makes read-only (e-mail and the table keys): no update link. */
export const Invitation = new Entity({
  name: INVITATION_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: invitationAttributes.and(
    gsiKeyAttributes('gsi1', INVITATION_MODEL, INVITATION_BY_EMAIL, INVITATION_BY_WORKSPACE),
  ),
  computeKey: tableKeyOf(INVITATION_MODEL, INVITATION_BY_WORKSPACE),
});
