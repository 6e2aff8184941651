/**
 * Leaving a workspace and, with it, the organization (accounts spec §6: "Removing a user's access to the
 * business frees a seat"): when a plain member has no workspace left in the organization, their
 * organization membership goes and its seat is freed. A member someone else removed is told so
 * (`removed_from_workspace`, docs/decisions.md N1). All of it is one TransactWrite.
 */
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { notificationCreateItems, toNotificationRecord, type NewNotification } from './notifications';
import { getOrganization, getOrganizationRole, type OrganizationRecord } from './organizations';
import { TRANSACTION_ATTEMPTS } from './transactions';
import { deleteTransaction, patchTransaction, runTransaction, type TransactionItem } from './transactions';
import { Organization, OrganizationMember } from './entities/organization';
import { WorkspaceMember } from './entities/workspace';
import { listWorkspaceMembershipsOfUser } from './workspaces';

/** The items ending a plain member's organization membership, with its seat when the counter has one to free. */
function organizationExitItems(
  organization: OrganizationRecord | null,
  organizationId: string,
  userId: string,
): TransactionItem[] {
  return [
    deleteTransaction(
      OrganizationMember,
      { organization_id: organizationId, user_id: userId },
      { attr: 'role', eq: 'member' },
    ),
    ...((organization?.seats_used ?? 0) > 0
      ? [
          patchTransaction(
            Organization,
            { organization_id: organizationId, seats_used: $add(-1) },
            { attr: 'seats_used', gt: 0 },
          ),
        ]
      : []),
  ];
}

/**
 * End a plain member's organization membership and free their seat, in one transaction (an admin deleting
 * a user who has no workspace left). @returns false for an owner, an admin or a non-member (nothing written).
 */
export async function leaveOrganization(organizationId: string, userId: string): Promise<boolean> {
  const organization = await getOrganization(organizationId);
  return !(await runTransaction(organizationExitItems(organization, organizationId, userId))).canceled;
}

/**
 * Remove `userId` from the workspace in one transaction: the membership (which must exist), the
 * organization membership and its seat when it was their last workspace there and they are a plain
 * member (owners and admins stay), and `notice` as a notification when someone else removed them.
 * Reads first (gsi1 memberships of the user, the organization role, the organization) and retries when a
 * concurrent change cancels it. @returns false when they were not a member (nothing written).
 */
export async function removeFromWorkspace(
  workspaceId: string,
  organizationId: string,
  userId: string,
  notice?: NewNotification,
): Promise<boolean> {
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    const [memberships, organizationRole, organization] = await Promise.all([
      listWorkspaceMembershipsOfUser(userId),
      getOrganizationRole(organizationId, userId),
      getOrganization(organizationId),
    ]);
    if (!memberships.some((m) => m.workspace_id === workspaceId)) return false;
    const leavesOrganization =
      organizationRole === 'member' &&
      !memberships.some((m) => m.organization_id === organizationId && m.workspace_id !== workspaceId);
    const { canceled } = await runTransaction([
      deleteTransaction(
        WorkspaceMember,
        { workspace_id: workspaceId, user_id: userId },
        { attr: 'user_id', exists: true },
      ),
      ...(leavesOrganization ? organizationExitItems(organization, organizationId, userId) : []),
      ...(notice ? notificationCreateItems([toNotificationRecord(notice)]) : []),
    ]);
    if (!canceled) return true;
  }
  return false;
}
