/**
 * Leaving a workspace and, with it, the organization (accounts spec §6: "Removing a user's access to the
 * business frees a seat"): when a plain member has no workspace left in the organization, their
 * organization membership goes and its seat is freed. A member someone else removed is told so
 * (`removed_from_workspace`, docs/decisions.md N1). All of it is one TransactWrite.
 */
import { notificationCreateItems, toNotificationRecord, type NewNotification } from './notifications';
import { getOrganization, getOrganizationRole, type OrganizationRecord } from './organizations';
import { commitTransaction, db, TRANSACTION_ATTEMPTS, type TransactionEntities, type TransactionItem } from './service';
import { listWorkspaceMembershipsOfUser } from './workspaces';

/** The items ending a plain member's organization membership, with its seat when the counter has one to free. */
function organizationExitItems(tx: TransactionEntities, organization: OrganizationRecord | null, organizationId: string, userId: string): TransactionItem[] {
  return [
    tx.organizationMember
      .delete({ organization_id: organizationId, user_id: userId })
      .where(({ role }, { eq }) => eq(role, 'member'))
      .commit(),
    ...((organization?.seats_used ?? 0) > 0
      ? [
          tx.organization
            .patch({ organization_id: organizationId })
            .subtract({ seats_used: 1 })
            .where(({ seats_used }, { gt }) => gt(seats_used, 0))
            .commit(),
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
  return commitTransaction(() =>
    db()
      .transaction.write((tx) => organizationExitItems(tx, organization, organizationId, userId))
      .go(),
  );
}

/**
 * Remove `userId` from the workspace in one transaction: the membership (which must exist), the
 * organization membership and its seat when it was their last workspace there and they are a plain
 * member (owners and admins stay), and `notice` as a notification when someone else removed them.
 * Reads first (gsi1 memberships of the user, the organization role, the organization) and retries when a
 * concurrent change cancels it. @returns false when they were not a member (nothing written).
 */
export async function removeFromWorkspace(workspaceId: string, organizationId: string, userId: string, notice?: NewNotification): Promise<boolean> {
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    const [memberships, organizationRole, organization] = await Promise.all([
      listWorkspaceMembershipsOfUser(userId),
      getOrganizationRole(organizationId, userId),
      getOrganization(organizationId),
    ]);
    if (!memberships.some((m) => m.workspace_id === workspaceId)) return false;
    const leavesOrganization =
      organizationRole === 'member' && !memberships.some((m) => m.organization_id === organizationId && m.workspace_id !== workspaceId);
    const committed = await commitTransaction(() =>
      db()
        .transaction.write((tx) => [
          tx.workspaceMember
            .delete({ workspace_id: workspaceId, user_id: userId })
            .where(({ user_id }, { exists }) => exists(user_id))
            .commit(),
          ...(leavesOrganization ? organizationExitItems(tx, organization, organizationId, userId) : []),
          ...(notice ? notificationCreateItems(tx, [toNotificationRecord(notice)]) : []),
        ])
        .go(),
    );
    if (committed) return true;
  }
  return false;
}
