/**
 * Renders the permission matrix as `docs/permissions.md` (issue 5 "The matrix"). A unit test fails when
 * the committed document differs, so the document always tells the truth; `npm run docs:permissions`
 * rewrites it.
 */
import { ORGANIZATION_PERMISSIONS, ORGANIZATION_ROLE_PERMISSIONS, WORKSPACE_PERMISSIONS, WORKSPACE_ROLE_PERMISSIONS } from './matrix';
import { ORGANIZATION_ROLES, WORKSPACE_ROLES, WORKSPACE_ROLE_LABELS } from './roles';

const mark = (allowed: boolean) => (allowed ? '✓' : '·');

export function renderPermissionsMarkdown(): string {
  const wsHeader = `| permission | ${WORKSPACE_ROLES.map((r) => WORKSPACE_ROLE_LABELS[r]).join(' | ')} | Owner / admin |`;
  const wsRule = `|---|${WORKSPACE_ROLES.map(() => ':-:').join('|')}|:-:|`;
  const wsRows = WORKSPACE_PERMISSIONS.map(
    (p) => `| \`${p}\` | ${WORKSPACE_ROLES.map((r) => mark(WORKSPACE_ROLE_PERMISSIONS[r].has(p))).join(' | ')} | ✓ |`,
  );
  const orgHeader = `| permission | ${ORGANIZATION_ROLES.join(' | ')} |`;
  const orgRule = `|---|${ORGANIZATION_ROLES.map(() => ':-:').join('|')}|`;
  const orgRows = ORGANIZATION_PERMISSIONS.map((p) => `| \`${p}\` | ${ORGANIZATION_ROLES.map((r) => mark(ORGANIZATION_ROLE_PERMISSIONS[r].has(p))).join(' | ')} |`);
  return [
    '# Permissions',
    '',
    'Generated from `shared/permissions/matrix.ts` by `npm run docs:permissions`; do not edit by hand.',
    'The API enforces these on every route (each route-table entry names one), and the same module produces',
    'the flags the web app reads. Deny by default: a non-member of an organization or workspace gets 404.',
    '',
    '## Workspace roles',
    '',
    'Team roles: Team Lead, Coordinator, Production, Spectator. Guest roles: Approver, Contributor.',
    'Owners and admins of the organization hold every workspace permission in its workspaces.',
    '`view` is plain membership. Guests only see stages marked visible to the client (`can_see_hidden_stages`)',
    'and never the Team tab or hidden lists.',
    '',
    wsHeader,
    wsRule,
    ...wsRows,
    '',
    '## Organization roles',
    '',
    orgHeader,
    orgRule,
    ...orgRows,
    '',
  ].join('\n');
}
