/**
 * Workspace invitations (accounts spec §3 Invited user, Invitation form; §4 Invited user: status Invited,
 * reminder re-sent, cancelled or deleted; accepted singly, by token, or all at once).
 * Access patterns: a workspace's invitations (table, workspace partition); an e-mail's pending
 * invitations (gsi1); one invitation by id within its workspace (table).
 */
import { Entity } from 'electrodb';
import { WORKSPACE_ROLES } from '../../../../shared/permissions/roles';
import { SERVICE, createdAt, updatedAt } from './common';
import { INVITATION_STATUSES } from './invitation-statuses';

export { INVITATION_STATUSES } from './invitation-statuses';

export const InvitationEntity = new Entity({
  model: { entity: 'invitation', version: '1', service: SERVICE },
  attributes: {
    workspace_id: { type: 'string', required: true, readOnly: true },
    invitation_id: { type: 'string', required: true, readOnly: true },
    organization_id: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    first_name: { type: 'string', required: true },
    last_name: { type: 'string', default: '' },
    role: { type: WORKSPACE_ROLES, required: true },
    status: { type: INVITATION_STATUSES, required: true, default: 'pending' },
    invited_by: { type: 'string', required: true, readOnly: true },
    /** Whether accepting it took a seat of the organization (a new e-mail there); released on decline or delete. */
    holds_seat: { type: 'boolean', default: false },
    /** The invitee's user id once they have an account (at invitation, or set at sign-up): the notification is theirs. */
    invitee_user_id: { type: 'string' },
    /** That notification's id (in the invitee's partition), so answers and cancels can update or delete it. */
    notification_id: { type: 'string' },
    /**
     * Epoch seconds after which the invitation answers "Invitation Expired". Deliberately not the table's
     * TTL attribute: an expired invitation stays listed (status Expired) and keeps its seat until cancelled.
     */
    valid_until: { type: 'number', required: true },
    created_at: createdAt,
    updated_at: updatedAt,
  },
  indexes: {
    byWorkspace: {
      pk: { field: 'pk', composite: ['workspace_id'] },
      sk: { field: 'sk', composite: ['invitation_id'] },
    },
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: ['workspace_id', 'invitation_id'] },
    },
  },
});
