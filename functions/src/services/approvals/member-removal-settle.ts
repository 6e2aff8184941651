/**
 * A reviewer removed mid-round no longer counts, whatever removed them (issue 38 "a reviewer removed mid-round
 * no longer counts, and the team is told if that completes the round"; decisions RE6): once an Approver's
 * membership of a workspace ends (removed by the team or an admin, leaving, their account deleted) or their
 * role is no longer Approver, every round still open on that workspace's cards that asked them is recomputed
 * exactly as after a link reviewer's revocation (./round-settle.ts `settleRoundAfterRemoval`): an `all` round
 * whose remaining reviewers all approved completes with one approval event, and the team is told.
 *
 * Run by the rule runner from the membership's stream change (functions/src/lib/rules/reviewer-removals.ts),
 * not by the removing routes: the approval code (comments, their files) stays out of the workspaces and
 * admin functions. The open rounds are found from the organization's approval wait marks (pattern 178, one
 * Query), narrowed to the workspace, then the cards (one BatchGet per 100): pattern 267.
 */
import { getCardsByKeys, type CardRecord } from '../../data/cards';
import { listApprovalWaits } from '../../data/report-items';
import { getUser } from '../../data/users';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { ConflictError } from '../../lib/http/errors';
import { logger } from '../../lib/observability';
import type { ReviewerRemoval } from '../../lib/rules/reviewer-removals';
import { settleRoundAfterRemoval } from './round-settle';

/** Whether the card's pending round asked `userId` (a submission made before issue 37 asked every Approver). */
function askedInOpenRound(card: CardRecord, userId: string): boolean {
  if (card.deleted_at || card.approval_status !== 'pending' || card.approval_stage_id !== card.stage_id) return false;
  return !card.approval_reviewer_ids || card.approval_reviewer_ids.includes(userId);
}

/**
 * Settle every open round of the workspace's cards that asked the removed reviewer. The completion is posted
 * as the workspace's owner (the stream change does not say who removed them). A round that a concurrent
 * decision changed meanwhile is logged and left (that decision recomputed it); a round already settled is
 * left too, so a retried message changes nothing.
 * @param input.now epoch ms (the links' expiry is checked against it).
 * @returns the ids of the cards whose round this completed.
 * @throws the table's errors (the queue retries the message).
 */
export async function settleRoundsAfterMemberRemoval(input: ReviewerRemoval & { now: number }): Promise<string[]> {
  const waits = (await listApprovalWaits(input.organizationId)).filter((w) => w.workspace_id === input.workspaceId);
  if (waits.length === 0) return [];
  const cards = (await getCardsByKeys(waits.map((w) => ({ workspace_id: w.workspace_id, card_id: w.card_id })))).filter(
    (card) => askedInOpenRound(card, input.userId),
  );
  if (cards.length === 0) return [];
  // Read after the removal: the members no longer include the removed reviewer as an Approver.
  const skeleton = await loadWorkspaceSkeleton(input.workspaceId);
  const owner = skeleton.workspace ? await getUser(skeleton.workspace.owner_id) : null;
  if (!skeleton.workspace || !owner) return [];
  const completed: string[] = [];
  for (const card of cards) {
    const scene = {
      card,
      stage: skeleton.stages.find((s) => s.stage_id === card.stage_id),
      workspace: skeleton.workspace,
      members: skeleton.members,
      caller: owner,
      now: input.now,
    };
    try {
      if (await settleRoundAfterRemoval(scene)) completed.push(card.card_id);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      logger.warn('Round changed meanwhile: not settled after a reviewer removal', { cardId: card.card_id });
    }
  }
  return completed;
}
