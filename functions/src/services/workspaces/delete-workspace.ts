/**
 * Deleting a workspace's records (accounts spec §7 `DELETE /workspaces/{id}`; organization and account
 * deletion, §4): first the notifications of its pending invitations, which live in the invitees'
 * partitions and would otherwise offer Accept for a workspace that is gone (pattern 124), then the
 * workspace partition itself. Files are the caller's (decisions I8).
 */
import { deleteWorkspacePartition } from '../../data/partitions';
import { listInvitationsOfWorkspace } from '../../data/invitations';
import { forgetInvitation } from '../notifications/notify';

/** Delete a workspace's partition and its pending invitations' notifications. @returns items deleted from the partition. */
export async function deleteWorkspaceRecords(workspaceId: string): Promise<number> {
  const pending = (await listInvitationsOfWorkspace(workspaceId)).filter((invitation) => invitation.status === 'pending');
  for (const invitation of pending) await forgetInvitation(invitation);
  return deleteWorkspacePartition(workspaceId);
}
