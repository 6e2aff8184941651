/**
 * Leaving a workspace and, with it, the organization (accounts spec §6: "Removing a user's access to the
 * business frees a seat"): when a plain member has no workspace left in the organization, their
 * organization membership goes and its seat is freed, in one transaction.
 */
import { db } from './service';
import { listWorkspaceMembershipsOfUser, removeWorkspaceMember } from './workspaces';

export async function removeFromWorkspace(workspaceId: string, organizationId: string, userId: string): Promise<void> {
  await removeWorkspaceMember(workspaceId, userId);
  const stillIn = (await listWorkspaceMembershipsOfUser(userId)).some((m) => m.organization_id === organizationId);
  if (!stillIn) await leaveOrganization(organizationId, userId);
}

/** End a plain member's organization membership and free their seat, in one transaction. */
export async function leaveOrganization(organizationId: string, userId: string): Promise<void> {
  // ElectroDB reports a canceled transaction instead of throwing: an owner or admin keeps their role, and
  // a counter already at 0 stays there; both are the intended outcome, so the result is not inspected.
  await db()
    .transaction.write(({ organizationMember, organization }) => [
      organizationMember
        .delete({ organization_id: organizationId, user_id: userId })
        .where(({ role }, { eq }) => eq(role, 'member'))
        .commit(),
      organization
        .patch({ organization_id: organizationId })
        .subtract({ seats_used: 1 })
        .where(({ seats_used }, { gt }) => gt(seats_used, 0))
        .commit(),
    ])
    .go();
}
