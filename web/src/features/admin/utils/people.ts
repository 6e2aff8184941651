/**
 * The people of "Add User" and "Add Multiple Users" (accounts spec §2 Users admin; §3 user_roles; §5
 * second invite variant: user_roles required, valid e-mail, workspace_role_id required). Checked with the
 * shared request schema so the messages match the API's; wholly blank rows are left out.
 */
import type { WorkspaceRole } from '../../../../../shared/permissions/roles';
import { remapRowErrors, zodFormErrors, type FormErrors } from '../../../lib/field-errors';
import { checkAssignments, newAssignment, type Assignment } from './assignments';

/** One person of the form with their workspace assignments. */
export interface Person {
  key: number;
  first_name: string;
  last_name: string;
  email: string;
  assignments: Assignment[];
}

let nextKey = 1;

/** A new person with one empty assignment. */
export function newPerson(): Person {
  return { key: nextKey++, first_name: '', last_name: '', email: '', assignments: [newAssignment()] };
}

/** True when nothing was typed or chosen for the person. */
export function isBlankPerson(person: Person): boolean {
  return (
    !person.first_name.trim() &&
    !person.last_name.trim() &&
    !person.email.trim() &&
    person.assignments.every((a) => !a.workspace_id && !a.workspace_role_id)
  );
}

/** The request body of `POST /api/v1/multi_users`. */
export interface AddUsersBody {
  user_roles: {
    first_name: string;
    last_name: string;
    email: string;
    workspace_users: { workspace_id: string; workspace_role_id: WorkspaceRole }[];
  }[];
}

/** The result of checking: the body to send and where each sent person sits in the form, or errors. */
export type PeopleCheck = { ok: true; body: AddUsersBody; positions: number[] } | { ok: false; errors: FormErrors };

/**
 * Validates the people; errors are keyed `user_roles.<form row>.<field>`. Blank rows are left out
 * unless `keepBlank` (the one-person "Add User" form, where a blank form should name its fields).
 * The schema (and zod) load on the first check, not with the page (BRIEF §6 web budget; issue 11).
 */
export async function checkPeople(people: readonly Person[], keepBlank = false): Promise<PeopleCheck> {
  const { AddUsersRequestSchema } = await import('../../../../../shared/schemas/admin');
  const positions = people.flatMap((person, index) => (!keepBlank && isBlankPerson(person) ? [] : [index]));
  const body: AddUsersBody = {
    user_roles: positions.map((index) => {
      const p = people[index];
      return {
        first_name: p.first_name,
        last_name: p.last_name,
        email: p.email,
        workspace_users: p.assignments.map((a) => ({
          workspace_id: a.workspace_id,
          workspace_role_id: a.workspace_role_id as WorkspaceRole,
        })),
      };
    }),
  };
  const parsed = AddUsersRequestSchema.safeParse(body);
  // Workspace and role messages come from the assignment check ("Required"), not the id format.
  const errors: FormErrors = parsed.success
    ? {}
    : Object.fromEntries(
        Object.entries(zodFormErrors(parsed.error)).filter(([key]) => !/\.workspace_users\.\d+\./.test(key)),
      );
  const remapped = remapRowErrors(errors, 'user_roles', positions);
  for (const index of positions)
    Object.assign(remapped, checkAssignments(people[index].assignments, `user_roles.${index}.workspace_users`));
  if (Object.keys(remapped).length) return { ok: false, errors: remapped };
  return { ok: true, body: parsed.success ? (parsed.data as AddUsersBody) : body, positions };
}
