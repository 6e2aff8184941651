/**
 * Workspace collaborators and invitations (accounts spec §3 Workspace user, Invited user, Invitation form;
 * §5 invite form; §7 Workspaces users, Invitations).
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { ORGANIZATION_ROLES, WORKSPACE_ROLES } from '../permissions/roles';
import { EmailSchema } from './auth';
import { IdSchema } from './common';
import { INVITE_MESSAGES, MAX_INVITATIONS_PER_REQUEST } from './invitation-limits';

// Zod-free, so web pages that only show a message do not load zod (BRIEF §6 web budget).
export { INVITE_MESSAGES } from './invitation-limits';

const RoleSchema = z.enum(WORKSPACE_ROLES, { error: 'Required' });

/** One row of the invite form: first_name required; last_name required when an e-mail is given (always here). */
export const InvitedUserSchema = z.object({
  first_name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
  last_name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
  email: EmailSchema,
  workspace_role_id: RoleSchema,
});

/** `POST /api/v1/workspaces/{id}/workspace_users`. */
export const InviteRequestSchema = z.object({
  invited_users: z
    .array(InvitedUserSchema, { error: INVITE_MESSAGES.atLeastOne })
    .check(
      z.minLength(1, INVITE_MESSAGES.atLeastOne),
      z.maxLength(MAX_INVITATIONS_PER_REQUEST, INVITE_MESSAGES.tooMany),
    ),
});
export type InviteRequest = z.infer<typeof InviteRequestSchema>;

/** `POST …/update_workspace_user_role`. */
export const UpdateRoleRequestSchema = z.object({ user_id: IdSchema, workspace_role_id: RoleSchema });

/** `POST /api/v1/resent_notification?workspace_id`: the invitation to remind (issue 10: validated, never read raw). */
export const ResendInvitationRequestSchema = z.object({ id: IdSchema });

/**
 * A workspace user row (accounts spec §3 Workspace user). `email` is absent for guest viewers (issue 10);
 * `organization_role` is null for someone no longer in the organization.
 */
export const WorkspaceUserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  name_initials: z.string(),
  email: z.optional(z.string()),
  status: z.enum(['active']),
  role: z.nullable(z.enum(WORKSPACE_ROLES)),
  organization_role: z.nullable(z.enum(ORGANIZATION_ROLES)),
  role_name: z.string(),
  is_admin: z.boolean(),
});

/** An invited user row (accounts spec §3 Invited user: status Invited). */
export const InvitedUserRowSchema = z.object({
  id: IdSchema,
  workspace_id: IdSchema,
  workspace_name: z.string(),
  organization_id: IdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  status: z.enum(['Invited', 'Accepted', 'Declined', 'Expired']),
});

/**
 * `GET /api/v1/workspaces/{id}/collaborators`. Guests get no invitations and null seats (issue 10).
 * `owner_id` is the workspace's creator and `viewer` the caller's roles: with them the web app applies
 * the role rule (shared/permissions/ranks.ts) to offer only the roles and controls the caller may use.
 */
export const CollaboratorsSchema = z.object({
  workspace_users: z.array(WorkspaceUserSchema),
  invited_users: z.array(InvitedUserRowSchema),
  seats: z.object({ remaining_users: z.nullable(z.int()), allowed_user_count: z.nullable(z.int()) }),
  owner_id: IdSchema,
  viewer: z.object({
    user_id: IdSchema,
    organization_role: z.nullable(z.enum(ORGANIZATION_ROLES)),
    workspace_role: z.nullable(z.enum(WORKSPACE_ROLES)),
  }),
});

/** `GET /api/v1/users/new/{token}`: what the register form pre-fills from an invitation. */
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  workspace_name: z.string(),
});
