/**
 * A reviewer removed mid-round no longer counts (issue 38 "a reviewer removed mid-round no longer counts, and
 * the team is told if that completes the round"; decisions R69): after a link is revoked, a pending round under
 * `all` whose every remaining reviewer has approved is completed as an approval, posted by the member who
 * removed the reviewer, and the card's participants and submitter are told.
 */
import { roundLabel } from '../../../../shared/schemas/approval-rule-limits';
import { currentApproval } from '../../data/card-response';
import { getCard } from '../../data/cards';
import type { CommentRecord } from '../../data/comments';
import type { CommentScene } from '../comments/post-comment';
import { noticeText } from '../../lib/i18n/notices';
import { postApprovalEvent } from './approval-actions';
import { approvedCount, decisionsOf, roundOf, roundReviewersOf } from './approval-round';
import { ruleOf } from './stage-rule';

/**
 * Complete the scene's card's round when a removal left only reviewers who approved (rule `all`).
 * @returns the approval event posted, or null when the round stays open (or is not an `all` round).
 * @throws ConflictError when a concurrent decision changed the round meanwhile (nothing written).
 */
export async function settleRoundAfterRemoval(scene: CommentScene): Promise<CommentRecord | null> {
  // Read again: the removal itself happened after the scene was read.
  const card = await getCard(scene.card.workspace_id, scene.card.card_id);
  if (!card || card.deleted_at || ruleOf(scene.stage) !== 'all' || currentApproval(card).status !== 'pending')
    return null;
  const fresh = { ...scene, card };
  const round = Math.max(roundOf(card), 1);
  const reviewers = await roundReviewersOf(fresh);
  if (reviewers.length === 0 || approvedCount(reviewers, decisionsOf(card, round)) < reviewers.length) return null;
  const submitter = card.approval_submitted_by;
  return postApprovalEvent(
    fresh,
    'approve',
    {
      description: `<p>${roundLabel(round)} is complete: every remaining reviewer approved.</p>`,
      attachments_attributes: [],
    },
    {
      // The round as read: a decision that lands meanwhile makes this fail rather than complete twice.
      round: {
        expect: { approval_round: card.approval_round ?? null, approval_vote_count: card.approval_vote_count ?? null },
      },
      told: submitter ? [submitter] : [],
      ...noticeText('round.complete', { card: card.name, round: String(round) }),
    },
  );
}
