/**
 * Changed workspace memberships → reviewer removals (issue 38 "a reviewer removed mid-round no longer
 * counts, and the team is told if that completes the round"; decisions RE6). An Approver is a reviewer of the
 * rounds that asked them; once their membership is deleted (removed by the team or an admin, leaving, their
 * account deleted), or their role is no longer Approver, they no longer count. The stream consumer queues one
 * message per removal; the rule runner settles the workspace's open rounds
 * (functions/src/services/approvals/member-removal-settle.ts).
 */
import { str, type ItemChange } from '../realtime/item-change';

/** One Approver who stopped being one in a workspace. */
export interface ReviewerRemoval {
  organizationId: string;
  workspaceId: string;
  userId: string;
}

/** The entity whose changes make removals. */
export const MEMBER_ENTITY = 'workspace_member';

/** The removal a membership change makes: an Approver's membership deleted, or changed to another role. */
export function reviewerRemovalOf(change: ItemChange): ReviewerRemoval | null {
  if (change.entity !== MEMBER_ENTITY) return null;
  const before = change.oldImage;
  if (!before || str(before.role) !== 'approver') return null;
  const gone =
    change.eventName === 'REMOVE' || (change.eventName === 'MODIFY' && str(change.newImage?.role) !== 'approver');
  const organizationId = str(before.organization_id);
  const workspaceId = str(before.workspace_id);
  const userId = str(before.user_id);
  if (!gone || !organizationId || !workspaceId || !userId) return null;
  return { organizationId, workspaceId, userId };
}
