/**
 * The invite form's rows (accounts spec §3 Invitation form: invited_users of {first_name, last_name,
 * email, workspace_role_id}; §5 invite form rules, checked with the shared request schema so the
 * messages match the API's: "Required", "Invalid email", "At least one member must be entered").
 * Wholly blank rows are left out; errors stay keyed by the row the user sees.
 */
import type { InviteRequest } from '../../../../../shared/schemas/collaborators';
import type { WorkspaceRole } from '../../../../../shared/permissions/roles';
import { remapRowErrors, zodFormErrors, type FormErrors } from '../../../lib/field-errors';

/** One row of the form. */
export interface InviteRow {
  key: number;
  first_name: string;
  last_name: string;
  email: string;
  workspace_role_id: WorkspaceRole | null;
}

let nextKey = 1;

/** A fresh, empty row. */
export function emptyInviteRow(): InviteRow {
  return { key: nextKey++, first_name: '', last_name: '', email: '', workspace_role_id: null };
}

/** True when nothing was typed or chosen in the row. */
export function isBlankRow(row: InviteRow): boolean {
  return !row.first_name.trim() && !row.last_name.trim() && !row.email.trim() && row.workspace_role_id === null;
}

/** The result of checking the form: the request to send, or the errors to show. */
export type InviteCheck = { ok: true; request: InviteRequest; positions: number[] } | { ok: false; errors: FormErrors };

/**
 * Validates the non-blank rows with the API's schema; `positions` maps sent rows back to form rows.
 * The schema (and zod) load on the first check, not with the page (BRIEF §6 web budget; issue 11).
 */
export async function checkInviteRows(rows: readonly InviteRow[]): Promise<InviteCheck> {
  const { InviteRequestSchema } = await import('../../../../../shared/schemas/collaborators');
  const positions = rows.flatMap((row, index) => (isBlankRow(row) ? [] : [index]));
  const invited = positions.map((index) => {
    const { first_name, last_name, email, workspace_role_id } = rows[index];
    return { first_name, last_name, email, workspace_role_id: workspace_role_id ?? undefined };
  });
  const parsed = InviteRequestSchema.safeParse({ invited_users: invited });
  if (parsed.success) return { ok: true, request: parsed.data, positions };
  return { ok: false, errors: remapRowErrors(zodFormErrors(parsed.error), 'invited_users', positions) };
}
