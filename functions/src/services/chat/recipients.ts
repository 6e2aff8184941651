/**
 * Who a chat message is counted for (accounts spec §3 Chat `unread_message_count`; docs/data-model.md
 * pattern 161; decisions V20, V34): the workspace's members whose role may use the chat, and the
 * organization's owner and admins, who may open every workspace's chat, members or not; never the
 * sender. Shared by the send route and the demo seed.
 */
import { listOrganizationAdminIds } from '../../data/organizations';
import { hasWorkspacePermission } from '../../../../shared/permissions/matrix';
import type { WorkspaceRole } from '../../../../shared/permissions/roles';

/**
 * The recipients' user ids, each once. `members` are the workspace's (from its skeleton).
 * @throws the DynamoDB error of the organization's Query (one Query of its partition).
 */
export async function chatRecipientIds(
  organizationId: string,
  members: ReadonlyArray<{ user_id: string; role: WorkspaceRole }>,
  senderId: string,
): Promise<string[]> {
  const chatMembers = members
    .filter((m) => hasWorkspacePermission(null, m.role, 'can_access_live_chat'))
    .map((m) => m.user_id);
  const organizationAdmins = await listOrganizationAdminIds(organizationId);
  return [...new Set([...chatMembers, ...organizationAdmins])].filter((id) => id !== senderId);
}
