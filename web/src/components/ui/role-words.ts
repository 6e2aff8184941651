/**
 * The workspace roles' names (`common` catalogue keys, for the picker's button) and descriptions (`ui`, for
 * the lazy menu's tooltips) (issue 41; accounts spec §3 Role):
 * the English entries are the shared role table's words (shared/permissions/roles.ts), which the API and
 * e-mails keep using.
 */
import type { WorkspaceRole } from '../../../../shared/permissions/roles';

/** A role's name, e.g. "Team Lead". */
export const ROLE_NAME: Record<WorkspaceRole, string> = {
  team_lead: 'role.name.team_lead',
  coordinator: 'role.name.coordinator',
  production: 'role.name.production',
  spectator: 'role.name.spectator',
  approver: 'role.name.approver',
  contributor: 'role.name.contributor',
};

/** A role's one-line description, the menu's tooltip . */
export const ROLE_DESCRIPTION: Record<WorkspaceRole, string> = {
  team_lead: 'role.description.team_lead',
  coordinator: 'role.description.coordinator',
  production: 'role.description.production',
  spectator: 'role.description.spectator',
  approver: 'role.description.approver',
  contributor: 'role.description.contributor',
};
