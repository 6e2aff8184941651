/**
 * The check of a reviewer route (policy `reviewer`; issue 37 "Review by link, no password"; BRIEF §8 "a
 * short-lived reviewer session whose every route is scoped to that card, checked by the same visibility rules
 * as a guest"; decisions RL3, RL4).
 *
 * The session the authorizer verified names one reviewer of one card. The reviewer is read again (consistent),
 * so a revoke or the link's end refuses at once; the access given is an Approver's of the card's workspace, so
 * every rule a guest meets (client-visible stages and contents, the Guest tab only) applies unchanged. The
 * route names no id: the card is the session's.
 */
import { hasWorkspacePermission, type WorkspacePermission } from '../../../../shared/permissions/matrix';
import { REVIEW_LINK_MESSAGES } from '../../../../shared/schemas/review-link-limits';
import { reviewerOfSession } from '../../data/review-links';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { AuthenticationError } from '../../lib/http/errors';
import type { Access } from './authorize';
import type { ReviewerSession } from '../../lib/auth/caller';

/** The role whose rights a reviewer holds on their card: the client's Approver (decisions RL4). */
const REVIEWER_ROLE = 'approver' as const;

/**
 * @returns the reviewer's access: an Approver's rights, the workspace skeleton, and `access.reviewer`.
 * @throws AuthenticationError (401, REVIEW_LINK_MESSAGES.invalid) without a session, or when the reviewer
 *   was revoked or the link ended since the session was opened.
 */
export async function authorizeReviewer(session: ReviewerSession | null, now: number): Promise<Access> {
  if (!session) throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
  const [reviewer, skeleton] = await Promise.all([
    reviewerOfSession(session, now),
    loadWorkspaceSkeleton(session.workspaceId, { consistent: true }),
  ]);
  if (!reviewer || !skeleton.workspace || reviewer.workspace_id !== session.workspaceId)
    throw new AuthenticationError(REVIEW_LINK_MESSAGES.invalid);
  return {
    organizationId: skeleton.workspace.organization_id,
    organizationRole: null,
    workspace: skeleton.workspace,
    workspaceRole: REVIEWER_ROLE,
    skeleton,
    can: (permission: WorkspacePermission) => hasWorkspacePermission(null, REVIEWER_ROLE, permission),
    reviewer: { reviewer, cardId: session.cardId },
  };
}
