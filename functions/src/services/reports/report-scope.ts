/**
 * Who may see which report on which workspace of an organization (issue 28: time report "Owner, Admin and
 * Team Lead see everyone, other team members see only their own time, guests see none"; approval
 * analytics "Owner, Admin, Team Lead"; docs/permissions.md "Reports"; decisions G2), and the report's range.
 *
 * Each workspace counts by the caller's role there, through the permission matrix's three report flags.
 * Costs 1 Query (the organization's workspaces), plus 1 Query of the caller's memberships for members.
 */
import { hasWorkspacePermission } from '../../../../shared/permissions/matrix';
import { REPORT_MAX_DAYS, REPORT_MESSAGES, type ReportAccess } from '../../../../shared/schemas/reports';
import { addDays, startOfZonedDay } from '../../../../shared/reports/day-grid';
import type { Access } from '../access/authorize';
import {
  listWorkspaceMembershipsOfUser,
  listWorkspacesOfOrganization,
  type WorkspaceRecord,
} from '../../data/workspaces';
import { BadRequestError, ForbiddenError, NotFoundError, withMessageKey } from '../../lib/http/errors';

/** The caller's reach in one organization. */
export interface ReportScope {
  /** An organization Owner or Admin: every report, even before the organization has a workspace. */
  admin: boolean;
  /** Every workspace of the organization the caller may report on in some way, by name. */
  workspaces: WorkspaceRecord[];
  /** Per workspace id: whose time the caller sees there. */
  time: Map<string, 'all' | 'own'>;
  /** Workspace ids whose approval analytics the caller sees. */
  analytics: Set<string>;
}

/** The caller's report scope in the organization the access names. */
export async function reportScopeOf(access: Access, userId: string): Promise<ReportScope> {
  const organizationRole = access.organizationRole;
  const admin = organizationRole === 'owner' || organizationRole === 'admin';
  const [workspaces, memberships] = await Promise.all([
    listWorkspacesOfOrganization(access.organizationId!),
    admin ? Promise.resolve([]) : listWorkspaceMembershipsOfUser(userId),
  ]);
  const roles = new Map(memberships.map((m) => [m.workspace_id, m.role]));
  const time = new Map<string, 'all' | 'own'>();
  const analytics = new Set<string>();
  for (const workspace of workspaces) {
    const role = roles.get(workspace.workspace_id) ?? null;
    if (!admin && !role) continue;
    const can = (flag: Parameters<typeof hasWorkspacePermission>[2]) =>
      hasWorkspacePermission(organizationRole, role, flag);
    if (can('can_access_team_time_report')) time.set(workspace.workspace_id, 'all');
    else if (can('can_access_own_time_report')) time.set(workspace.workspace_id, 'own');
    if (can('can_access_approval_analytics')) analytics.add(workspace.workspace_id);
  }
  const reach = workspaces
    .filter((w) => time.has(w.workspace_id) || analytics.has(w.workspace_id))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { admin, workspaces: reach, time, analytics };
}

/** What the header links show (issue 28 "Where they live"). */
export function reportAccessOf(scope: ReportScope): ReportAccess {
  const kinds = [...scope.time.values()];
  if (scope.admin) return { time_report: 'all', approval_analytics: true };
  return {
    time_report: kinds.includes('all') ? 'all' : kinds.length > 0 ? 'own' : 'none',
    approval_analytics: scope.analytics.size > 0,
  };
}

/**
 * The workspaces a report covers: the one named (one the caller may report on here: else 403 when it is
 * within their reach, 404 when it is not, so other organizations' ids reveal nothing), or every allowed
 * one. A caller with no right to the report in any workspace gets 403.
 */
export function coveredWorkspaces(
  scope: ReportScope,
  allowed: (workspaceId: string) => boolean,
  workspaceId: string | undefined,
): WorkspaceRecord[] {
  const mine = scope.workspaces.filter((w) => allowed(w.workspace_id));
  if (mine.length === 0 && !scope.admin) throw new ForbiddenError(REPORT_MESSAGES.notAllowed);
  if (!workspaceId) return mine;
  const named = mine.find((w) => w.workspace_id === workspaceId);
  if (named) return [named];
  if (scope.workspaces.some((w) => w.workspace_id === workspaceId))
    throw new ForbiddenError(REPORT_MESSAGES.notAllowed);
  throw new NotFoundError('Workspace not found');
}

/** A report's range: the zone, its days (`to` inclusive) and the instants [from, to) they span. */
export interface ReportRange {
  from: string;
  to: string;
  timeZone: string;
  fromMs: number;
  toMs: number;
  days: number;
}

/**
 * Whether `timeZone` is a zone of the runtime's IANA database (`Europe/Berlin`, `UTC`). Intl decides, not
 * `@date-fns/tz`: its `tzOffset` also reads an offset out of any text holding one (`Mars+05`), and a
 * report's zone must be a real one (decisions LB3).
 */
function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    // Intl throws a RangeError for an unknown zone: that is the answer, not a failure.
    return false;
  }
}

/** @throws BadRequestError for an unknown zone, an impossible date, `from` after `to`, or more than REPORT_MAX_DAYS days. */
export function reportRangeOf(query: { from: string; to: string; tz: string }): ReportRange {
  if (!isTimeZone(query.tz)) throw new BadRequestError(REPORT_MESSAGES.badZone, { tz: [REPORT_MESSAGES.badZone] });
  for (const field of ['from', 'to'] as const) {
    const instant = Date.parse(`${query[field]}T00:00:00Z`);
    if (Number.isNaN(instant) || new Date(instant).toISOString().slice(0, 10) !== query[field]) {
      throw withMessageKey(
        new BadRequestError(`${field} ${REPORT_MESSAGES.badDay}`, { [field]: [REPORT_MESSAGES.badDay] }),
        'reports.badDayOf',
        { field },
      );
    }
  }
  const days =
    Math.round((Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000) + 1;
  if (days < 1) throw new BadRequestError(REPORT_MESSAGES.inverted, { from: [REPORT_MESSAGES.inverted] });
  if (days > REPORT_MAX_DAYS) throw new BadRequestError(REPORT_MESSAGES.tooLong, { to: [REPORT_MESSAGES.tooLong] });
  return {
    from: query.from,
    to: query.to,
    timeZone: query.tz,
    fromMs: startOfZonedDay(query.from, query.tz),
    toMs: startOfZonedDay(addDays(query.to, 1), query.tz),
    days,
  };
}
