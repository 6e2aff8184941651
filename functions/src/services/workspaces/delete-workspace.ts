/**
 * Deleting a workspace's records (accounts spec §7 `DELETE /workspaces/{id}`; organization and account
 * deletion, §4): first the notifications of its pending invitations, which live in the invitees'
 * partitions and would otherwise offer Accept for a workspace that is gone (pattern 124), the bin
 * entries and detail partitions of its cards, its chat partition (decisions V28), then the workspace partition itself. Files are the caller's (decisions I8).
 */
import { deleteCardPartition, deleteChatPartition, deleteWorkspacePartition } from '../../data/partitions';
import { getWorkspace } from '../../data/workspaces';
import { listCardIdsOfWorkspace } from '../../data/cards';
import { forgetBinEntriesOfWorkspace } from '../../data/recycle-bin';
import { listInvitationsOfWorkspace } from '../../data/invitations';
import { forgetInvitation } from '../notifications/notify';

/**
 * Delete a workspace's partition, its pending invitations' notifications, its cards' detail partitions
 * (checklists …) and their recycle-bin entries. @returns items deleted from the workspace partition.
 */
export async function deleteWorkspaceRecords(workspaceId: string): Promise<number> {
  const pending = (await listInvitationsOfWorkspace(workspaceId)).filter(
    (invitation) => invitation.status === 'pending',
  );
  for (const invitation of pending) await forgetInvitation(invitation);
  const workspace = await getWorkspace(workspaceId);
  if (workspace) await forgetBinEntriesOfWorkspace(workspace.organization_id, workspaceId);
  for (const cardId of await listCardIdsOfWorkspace(workspaceId)) await deleteCardPartition(cardId);
  await deleteChatPartition(workspaceId);
  return deleteWorkspacePartition(workspaceId);
}
