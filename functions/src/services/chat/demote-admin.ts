/**
 * An organization admin becomes a member (accounts spec §6 organization roles; the admin Users page, or
 * the first step of removing them): their role changes, and the unread chat counts they held only as an
 * admin are cleared (decisions V35). Admins count every workspace's chat, members or not (V34); once a
 * member, a workspace they do not belong to is one they cannot open, so its count would linger unseen and
 * come back, stale, if they joined it later.
 */
import { setOrganizationRole } from '../../data/organizations';
import { clearUnreadChat, workspacesWithUnreadChat } from '../../data/workspace-counters';
import { listWorkspaceIdsOfUser, listWorkspacesOfOrganization } from '../../data/workspaces';

/**
 * Make `userId` a member of `organizationId`, then clear their unread chat in the organization's
 * workspaces they are not a member of. @throws the DynamoDB error of any read or write.
 */
export async function demoteOrganizationAdmin(organizationId: string, userId: string): Promise<void> {
  await setOrganizationRole(organizationId, userId, 'member');
  const [workspaces, memberOf, unread] = await Promise.all([
    listWorkspacesOfOrganization(organizationId),
    listWorkspaceIdsOfUser(userId),
    workspacesWithUnreadChat(userId),
  ]);
  const ofOrganization = new Set(workspaces.map((w) => w.workspace_id));
  await Promise.all(
    unread.filter((id) => ofOrganization.has(id) && !memberOf.has(id)).map((id) => clearUnreadChat(userId, id)),
  );
}
