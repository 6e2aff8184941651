/**
 * The user activity page's data (accounts spec §2 User activity page; §3 Activity; §7
 * `GET /api/v1/user_profiles/{id}/activities?page&per_page&last_id`; issue 15 "Activity feed"; decisions A30).
 *
 * Who may see what (deny by default): a viewer sees a profile only when they share an organization with
 * its user (anyone else gets 404, as for an unknown id); of its activities, everything in organizations
 * the viewer owns or administers and in workspaces where the viewer is on the team, only guest-visible
 * ones in workspaces where the viewer is a guest, and nothing elsewhere.
 */
import { listVisibleActivities, type ActivityPageRequest, type ActivityViewer } from '../../data/activities';
import { listOrganizationMembershipsOfUser } from '../../data/organizations';
import { getUser } from '../../data/users';
import { listWorkspaceMembershipsOfUser } from '../../data/workspaces';
import { getItems } from '../../data/access';
import { Workspace } from '../../data/entities/workspace';
import { NotFoundError } from '../../lib/http/errors';
import { isGuestRole } from '../../../../shared/permissions/roles';
import type { ActivitiesPage } from '../../../../shared/schemas/activity';
import { logoUrls } from '../accounts/present-user';
import { nameInitials } from '../../lib/text/names';

export const PROFILE_NOT_FOUND = 'User not found';

/** What `viewerId` may see of anyone's activities, with the organizations they belong to. */
async function viewerOf(viewerId: string): Promise<ActivityViewer & { organizations: Set<string> }> {
  const [organizations, workspaces] = await Promise.all([
    listOrganizationMembershipsOfUser(viewerId),
    listWorkspaceMembershipsOfUser(viewerId),
  ]);
  return {
    organizations: new Set(organizations.map((m) => m.organization_id)),
    allOf: new Set(organizations.filter((m) => m.role === 'owner' || m.role === 'admin').map((m) => m.organization_id)),
    teamOf: new Set(workspaces.filter((m) => !isGuestRole(m.role)).map((m) => m.workspace_id)),
    guestOf: new Set(workspaces.filter((m) => isGuestRole(m.role)).map((m) => m.workspace_id)),
  };
}

/** The workspaces' names by id (one BatchGet). */
async function workspaceNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const workspaces = await getItems(
    Workspace,
    ids.map((workspace_id) => ({ workspace_id })),
  );
  return new Map(workspaces.map((w) => [w.workspace_id, w.name]));
}

/**
 * A page of `profileUserId`'s activities as `viewerId` may see them, newest first, with the banner's
 * person: page `page`, or the one after `lastId` when given.
 * @throws NotFoundError 'User not found' for an unknown user or one who shares no organization with the viewer.
 */
export async function profileActivities(
  viewerId: string,
  profileUserId: string,
  request: ActivityPageRequest,
): Promise<ActivitiesPage> {
  const [user, viewer, theirOrganizations] = await Promise.all([
    getUser(profileUserId),
    viewerOf(viewerId),
    listOrganizationMembershipsOfUser(profileUserId),
  ]);
  const shared = theirOrganizations.some((m) => viewer.organizations.has(m.organization_id));
  if (!user || (viewerId !== profileUserId && !shared)) throw new NotFoundError(PROFILE_NOT_FOUND);
  const { items, lastId } = await listVisibleActivities(profileUserId, viewer, request);
  const names = await workspaceNames([...new Set(items.map((a) => a.workspace_id))]);
  return {
    user: {
      id: user.user_id,
      first_name: user.first_name,
      last_name: user.last_name ?? '',
      name_initials: nameInitials(user.first_name, user.last_name),
      logo: user.logo_key ? (await logoUrls(user.logo_key)).thumbnail_url : null,
    },
    activities: items.map((a) => ({
      id: a.activity_id,
      summary: a.summary,
      is_read: viewerId === profileUserId,
      kind: a.kind,
      workspace_id: a.workspace_id,
      workspace_name: names.get(a.workspace_id) ?? '',
      organization_id: a.organization_id,
      card_id: a.card_id ?? null,
      created_at: a.created_at,
    })),
    has_next_page: lastId !== null,
    last_id: lastId,
  };
}
