/**
 * Renders the permission matrix as `docs/permissions.md` (issue 5 "The matrix"). A unit test fails when
 * the committed document differs, so the document always tells the truth; `npm run docs:permissions`
 * rewrites it.
 */
import {
  ORGANIZATION_PERMISSIONS,
  ORGANIZATION_ROLE_PERMISSIONS,
  WORKSPACE_PERMISSIONS,
  WORKSPACE_ROLE_PERMISSIONS,
} from './matrix';
import {
  ORGANIZATION_ROLE_LABELS,
  ORGANIZATION_ROLES,
  WORKSPACE_ROLES,
  WORKSPACE_ROLE_LABELS,
  type WorkspaceRole,
} from './roles';
import { grantableRoles, RANKED_ROLES, ROLE_RANKS, type RankedPerson } from './ranks';
import { renderCalendarRights } from './render-calendar';

const mark = (allowed: boolean) => (allowed ? '✓' : '·');

type RankedRole = (typeof RANKED_ROLES)[number];
const rankedLabel = (role: RankedRole) =>
  role === 'owner' || role === 'admin' ? `Organization ${ORGANIZATION_ROLE_LABELS[role]}` : WORKSPACE_ROLE_LABELS[role];
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

/**
 * Annotations (issue 26; beyond the spec; decisions R40–R47): the comment rights per tab, applied to pins.
 * Written out by hand because they combine several flags with "own only" rules the matrix cannot show.
 */
function renderAnnotations(): string[] {
  return [
    '## Annotations (issue 26; beyond the spec; decisions R40–R47)',
    '',
    'Annotations are comments with an anchor, so the comment rights apply per tab; the rows below add what is',
    'particular to them. "Team tab" rights: `can_access_show_team_comment` to see, `can_access_team_comment` to',
    'post; "Guest tab": everyone who may see the card sees it, `can_access_guest_comment` to post.',
    '',
    '| action | team lead | coordinator | production | spectator | approver | contributor |',
    '|---|:-:|:-:|:-:|:-:|:-:|:-:|',
    '| Pin in the Team tab | ✓ | ✓ | ✓ | · | · | · |',
    '| Pin in the Guest tab | ✓ | ✓ | · | · | ✓ | ✓ |',
    '| Pin on a content hidden from guests (`can_show`) | ✓ | ✓ | ✓ | · | · (404) | · (404) |',
    '| See, list and count Team annotations | ✓ | ✓ | ✓ | ✓ | · (404, counted 0) | · (404, counted 0) |',
    '| See, list and count Guest annotations (not on hidden contents for guests) | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ |',
    '| Resolve or reopen a Team annotation | ✓ | ✓ | ✓ | · | · (404) | · (404) |',
    '| Resolve or reopen a Guest annotation | ✓ | ✓ | own only | · | own only | own only |',
    '| Carry over (the tabs they may post in) | both | both | Team | · | Guest | Guest |',
    '| Download the review report (the annotations of the tabs they may see; not of a content hidden from them) | Team and Guest | Team and Guest | Team and Guest | Team and Guest | Guest | Guest |',
    '',
    "Organization owners and admins act as team leads. Another organization's ids answer 404 on every route.",
    'Realtime: annotation changes are `comment.*` events on the card channel; Team ones never reach guests.',
    '',
  ];
}

/** Reports (issue 28; beyond the spec; decisions G2): how the three report flags combine across workspaces. */
function renderReports(): string[] {
  return [
    '## Reports (issue 28; beyond the spec; decisions G2)',
    '',
    'The time report and the approval analytics are organization pages; each workspace contributes what the',
    "caller's role there allows (the flags `can_access_own_time_report`, `can_access_team_time_report` and",
    '`can_access_approval_analytics` in the table above).',
    '',
    '| report | Owner / Admin | Team Lead | Coordinator, Production, Spectator | Approver, Contributor |',
    '|---|:-:|:-:|:-:|:-:|',
    "| Time report (`GET /organizations/{id}/reports/time`) | everyone's time | everyone's time | own time only | · (403) |",
    '| Approval analytics (`GET /organizations/{id}/reports/approvals`) | ✓ | ✓ | · (403) | · (403) |',
    '| Header links "Time report", "Approval analytics" | both | both | Time report | none |',
    '',
    'A caller with different roles in different workspaces sees each workspace by its own row. Naming a',
    "workspace the caller may not report on answers 403; another organization's ids answer 404.",
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
  const orgRows = ORGANIZATION_PERMISSIONS.map(
    (p) => `| \`${p}\` | ${ORGANIZATION_ROLES.map((r) => mark(ORGANIZATION_ROLE_PERMISSIONS[r].has(p))).join(' | ')} |`,
  );
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
    '`can_create_workspace` also gates **Import from Trello** (`POST /organizations/{id}/imports/trello`, decisions',
    'FT8): the control is not shown to a member, and the route answers them 403.',
    '',
    ...renderAnnotations(),
    ...renderReports(),
    ...renderCalendarRights(),
    ...renderRanking(),
  ].join('\n');
}
