/**
 * The signed-in user as the role rule sees them on the admin pages of an organization (issue 10,
 * shared/permissions/ranks.ts): their id and organization role. The admin-only guard has loaded the
 * organizations already; null only while the session or that list is missing.
 */
import type { RankedPerson } from '../../../shared/permissions/ranks';
import { useOrganizations } from '../features/organizations/api/get-organizations';
import { useStoredUser } from '../lib/session';

/** The viewer of `organizationId`'s admin pages, or null when not known yet. */
export function useAdminViewer(organizationId: string): RankedPerson | null {
  const user = useStoredUser();
  const organization = useOrganizations().data?.find((o) => o.id === organizationId);
  if (!user || !organization) return null;
  return { userId: user.id, organizationRole: organization.role, workspaceRole: null };
}
