/**
 * A reviewer removed mid-round no longer counts, whatever removed them (issue 38 "a reviewer removed mid-round
 * no longer counts, and the team is told if that completes the round"; decisions RE6): after an Approver's
 * membership of a workspace ends (removed by the team, by an organization admin, or leaving), every round still
 * open on that workspace's cards that asked them is recomputed exactly as after a link reviewer's revocation
 * (./round-settle.ts `settleRoundAfterRemoval`): an `all` round whose remaining reviewers all approved completes,
 * and the team is told.
 *
 * The open rounds are found from the organization's approval wait marks (pattern 178, one Query), narrowed to
 * the workspace, then the cards (one BatchGet per 100): pattern 267.
 */
import { getCardsByKeys, type CardRecord } from '../../data/cards';
import { listApprovalWaits } from '../../data/report-items';
import { getUser } from '../../data/users';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { logger } from '../../lib/observability';
import { settleRoundAfterRemoval } from './round-settle';

/** Whether the card's pending round asked `userId` (a submission made before issue 37 asked every Approver). */
function askedInOpenRound(card: CardRecord, userId: string): boolean {
  if (card.deleted_at || card.approval_status !== 'pending' || card.approval_stage_id !== card.stage_id) return false;
  return !card.approval_reviewer_ids || card.approval_reviewer_ids.includes(userId);
}

/**
 * Settle every open round of the workspace's cards that asked `removedUserId`, as `actorId` (the member who
 * removed them; for one who left, the workspace's owner). Call after the removal is committed.
 * A round a concurrent decision changed meanwhile is logged and left as it is (that decision recomputed it):
 * the removal itself stands either way.
 * @param now epoch ms of the request.
 * @returns the ids of the cards whose round this completed.
 */
export async function settleRoundsAfterMemberRemoval(input: {
  organizationId: string;
  workspaceId: string;
  removedUserId: string;
  /** The workspace role they held: only an Approver is ever a reviewer of a round. */
  removedRole: string | null | undefined;
  actorId: string;
  now: number;
}): Promise<string[]> {
  if (input.removedRole !== 'approver') return [];
  const waits = (await listApprovalWaits(input.organizationId)).filter((w) => w.workspace_id === input.workspaceId);
  if (waits.length === 0) return [];
  const cards = (await getCardsByKeys(waits.map((w) => ({ workspace_id: w.workspace_id, card_id: w.card_id })))).filter(
    (card) => askedInOpenRound(card, input.removedUserId),
  );
  if (cards.length === 0) return [];
  // Read after the removal: the members no longer include the removed reviewer.
  const [skeleton, actor] = await Promise.all([loadWorkspaceSkeleton(input.workspaceId), getUser(input.actorId)]);
  if (!skeleton.workspace || !actor) return [];
  const completed: string[] = [];
  for (const card of cards) {
    const scene = {
      card,
      stage: skeleton.stages.find((s) => s.stage_id === card.stage_id),
      workspace: skeleton.workspace,
      members: skeleton.members,
      caller: actor,
      now: input.now,
    };
    try {
      if (await settleRoundAfterRemoval(scene)) completed.push(card.card_id);
    } catch (error) {
      logger.warn('Round not settled after a member removal', { cardId: card.card_id, error: error as Error });
    }
  }
  return completed;
}
