/**
 * Renders the permission matrix as `docs/permissions.md` (issue 5 "The matrix"). A unit test fails when
 * the committed document differs, so the document always tells the truth; `npm run docs:permissions`
 * rewrites it.
 */
import { ORGANIZATION_PERMISSIONS, ORGANIZATION_ROLE_PERMISSIONS, WORKSPACE_PERMISSIONS, WORKSPACE_ROLE_PERMISSIONS } from './matrix';
import { ORGANIZATION_ROLE_LABELS, ORGANIZATION_ROLES, WORKSPACE_ROLES, WORKSPACE_ROLE_LABELS, type WorkspaceRole } from './roles';
import { grantableRoles, RANKED_ROLES, ROLE_RANKS, type RankedPerson } from './ranks';

const mark = (allowed: boolean) => (allowed ? '✓' : '·');

type RankedRole = (typeof RANKED_ROLES)[number];
const rankedLabel = (role: RankedRole) => (role === 'owner' || role === 'admin' ? `Organization ${ORGANIZATION_ROLE_LABELS[role]}` : WORKSPACE_ROLE_LABELS[role]);
const personOf = (role: RankedRole): RankedPerson =>
  role === 'owner' || role === 'admin'
    ? { userId: 'caller', organizationRole: role, workspaceRole: null }
    : { userId: 'caller', organizationRole: 'member', workspaceRole: role as WorkspaceRole };

/** The ranking section: ranks, and the roles each caller may grant, change or remove (shared/permissions/ranks.ts). */
function renderRanking(): string[] {
  const header = `| caller | rank | ${WORKSPACE_ROLES.map((r) => WORKSPACE_ROLE_LABELS[r]).join(' | ')} |`;
  const rule = `|---|:-:|${WORKSPACE_ROLES.map(() => ':-:').join('|')}|`;
  const rows = RANKED_ROLES.map((role) => {
    const grantable = new Set(grantableRoles(personOf(role)));
    return `| ${rankedLabel(role)} | ${ROLE_RANKS[role]} | ${WORKSPACE_ROLES.map((r) => mark(grantable.has(r))).join(' | ')} |`;
  });
  return [
    '## Who may grant, change or remove whose role',
    '',
    'Generated from `shared/permissions/ranks.ts`. Roles rank (higher outranks lower): organization Owner,',
    'organization Admin, Team Lead, Coordinator, Production, Spectator, then the guest roles Approver and',
    'Contributor, equal and below every team role. A caller needs `can_invite_collaborator` and may then',
    'invite with, cancel or re-send invitations of, change people to, and change or remove people holding',
    'only roles ranked at or below their own (so a Coordinator may invite another Coordinator). Nobody',
    "changes their own role. The workspace owner's (creator's) membership is changed or removed by the",
    'organization Owner alone. The same rule governs the admin Users pages (adding, editing, removing',
    "workspace assignments, making someone an Admin, deleting a user). Guests see the team's names, initials",
    'and roles, but no e-mail addresses, pending invitations or seat counts.',
    '',
    '✓ = the caller may grant that role (and change or remove someone holding it).',
    '',
    header,
    rule,
    ...rows,
    '',
  ];
}

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
    ...renderRanking(),
  ].join('\n');
}
