/**
 * Workspace assignments of the admin user forms (accounts spec §3 invited_workspace_users {id,
 * workspace_id, workspace_role_id, _destroy}; §4 "When editing a user, removing a workspace assignment
 * marks it _destroy instead of deleting"; §5 "each workspace invite needs workspace_id and
 * workspace_role_id").
 */
import { WORKSPACE_ROLE_LABELS, WORKSPACE_ROLES, type WorkspaceRole } from '../../../../../shared/permissions/roles';
import type { UserRow } from '../../../../../shared/schemas/admin';
import type { FormErrors } from '../../../lib/field-errors';

/** One assignment row of a form. */
export interface Assignment {
  key: number;
  workspace_id: string;
  workspace_role_id: WorkspaceRole | null;
  /** Saved before: removing it sends `_destroy` instead of dropping it. */
  existing: boolean;
  _destroy: boolean;
}

let nextKey = 1;

/** A new, empty assignment. */
export function newAssignment(workspaceId = '', role: WorkspaceRole | null = null): Assignment {
  return { key: nextKey++, workspace_id: workspaceId, workspace_role_id: role, existing: false, _destroy: false };
}

/** The role whose label the API sent (rows carry role names, e.g. "Team Lead"). */
export function roleOfLabel(label: string): WorkspaceRole | null {
  return WORKSPACE_ROLES.find((role) => WORKSPACE_ROLE_LABELS[role] === label) ?? null;
}

/** The saved assignments of a user row (invited ones are not the user's yet and are left out). */
export function assignmentsOf(row: UserRow): Assignment[] {
  return row.workspace_role
    .filter((w) => w.status !== 'Invited')
    .map((w) => ({
      key: nextKey++,
      workspace_id: w.workspace_id,
      workspace_role_id: roleOfLabel(w.role_name),
      existing: true,
      _destroy: false,
    }));
}

/** Removing: a saved assignment is marked `_destroy`, a new one is dropped. */
export function removeAssignment(list: readonly Assignment[], key: number): Assignment[] {
  return list.flatMap((a) => (a.key !== key ? [a] : a.existing ? [{ ...a, _destroy: true }] : []));
}

/** Undoes a removal of a saved assignment. */
export function restoreAssignment(list: readonly Assignment[], key: number): Assignment[] {
  return list.map((a) => (a.key === key ? { ...a, _destroy: false } : a));
}

/** The `invited_workspace_users` of `PUT /api/v1/multi_users/{id}`. */
export function toInvitedWorkspaceUsers(list: readonly Assignment[]) {
  return list.map((a) => ({
    workspace_id: a.workspace_id,
    workspace_role_id: a.workspace_role_id as WorkspaceRole,
    ...(a._destroy ? { _destroy: true } : {}),
  }));
}

/** A workspace chosen twice in one form (worded for the reader by ./field-words.ts). */
export const DUPLICATE_WORKSPACE = 'Chosen twice';

/**
 * Checks the assignments that will be kept: each needs a workspace and a role ("Required"), and a
 * workspace may appear once. Errors are keyed `<prefix>.<index>.workspace_id|workspace_role_id`.
 */
export function checkAssignments(list: readonly Assignment[], prefix: string): FormErrors {
  const errors: FormErrors = {};
  const seen = new Set<string>();
  list.forEach((a, index) => {
    if (a._destroy) return;
    if (!a.workspace_id) errors[`${prefix}.${index}.workspace_id`] = 'Required';
    else if (seen.has(a.workspace_id)) errors[`${prefix}.${index}.workspace_id`] = DUPLICATE_WORKSPACE;
    if (!a.workspace_role_id) errors[`${prefix}.${index}.workspace_role_id`] = 'Required';
    seen.add(a.workspace_id);
  });
  return errors;
}
