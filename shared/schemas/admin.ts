/**
 * User administration (accounts spec §2 Users admin, §3 User list row, §4 `_destroy`, §5 second invite
 * variant; §7 Admin; issue 5 "Admin").
 */
import * as z from './zod';
import { maxTextLength, singleLineText } from './text';
import { WORKSPACE_ROLES } from '../permissions/roles';
import { EmailSchema } from './auth';
import { IdSchema } from './common';
import { INVITE_MESSAGES } from './collaborators';
import { MAX_INVITATIONS_PER_REQUEST } from './invitation-limits';

/** One workspace assignment of a user; `_destroy` removes it (accounts spec §4). */
export const WorkspaceAssignmentSchema = z.object({
  workspace_id: IdSchema,
  workspace_role_id: z.enum(WORKSPACE_ROLES, { error: 'Required' }),
  _destroy: z.optional(z.boolean()),
});

/** `POST /api/v1/multi_users` ("Add User", "Add Multiple Users"). */
export const AddUsersRequestSchema = z.object({
  user_roles: z
    .array(
      z.object({
        first_name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
        last_name: singleLineText({ error: 'Required' }).check(z.minLength(1, 'Required'), maxTextLength(100)),
        email: EmailSchema,
        workspace_users: z.array(WorkspaceAssignmentSchema).check(z.minLength(1, 'Required')),
      }),
      { error: 'At least one member must be entered' },
    )
    .check(
      z.minLength(1, 'At least one member must be entered'),
      z.maxLength(MAX_INVITATIONS_PER_REQUEST, INVITE_MESSAGES.tooMany),
    ),
});

/** `PUT /api/v1/multi_users/{id}`: the organization role and the workspace assignments. */
export const UpdateUserAccessRequestSchema = z.object({
  organization_role: z.optional(z.enum(['admin', 'member'])),
  invited_workspace_users: z._default(z.array(WorkspaceAssignmentSchema), []),
});

/** A row of the users table (accounts spec §3 User list row). */
export const UserRowSchema = z.object({
  id: z.string(),
  user_id: z.nullable(z.string()),
  full_name: z.string(),
  email: z.string(),
  organization_role: z.object({ role_type: z.enum(['owner', 'admin', 'member', 'invited']), name: z.string() }),
  workspace_role: z.array(
    z.object({ workspace_id: z.string(), workspace_name: z.string(), role_name: z.string(), status: z.string() }),
  ),
  added_at: z.string(),
  last_login_time: z.nullable(z.string()),
  status: z.enum(['Active', 'Invited']),
});
export type UserRow = z.infer<typeof UserRowSchema>;
