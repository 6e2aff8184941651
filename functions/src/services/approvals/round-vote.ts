/**
 * A reviewer's decision within a round (issue 38 "Decision rules per approval stage"; decisions R65, R67):
 * every decision is recorded with its round and decider; one that completes the round is the spec's approval
 * event (./approval-actions.ts), one that leaves it open is a plain Guest comment ("Approved: 1 of 2
 * approved.") with the note, telling the card's participants, with no approval event, badge or counter change.
 */
import type { NewAttachment } from '../../../../shared/schemas/comments';
import { APPROVAL_MESSAGES } from '../../../../shared/schemas/approvals-limits';
import { roundProgressText, type RoundDecision } from '../../../../shared/schemas/approval-rule-limits';
import type { CommentRecord } from '../../data/comments';
import { noticeText } from '../../lib/i18n/notices';
import { nameOf, postComment, type CommentScene } from '../comments/post-comment';
import {
  approvedCount,
  completesRound,
  decisionsOf,
  recordDecisionChange,
  roundOf,
  roundReviewersOf,
  type Decider,
} from './approval-round';
import { ruleOf } from './stage-rule';

/** A decision as weighed against its round. */
export interface RoundVote {
  decision: RoundDecision;
  /** Whether it completes the round. */
  final: boolean;
  /** The card change recording it (conditioned on the round as read). */
  change: ReturnType<typeof recordDecisionChange>;
  /** After it, among the round's reviewers: how many approved, of how many, and as text ("1 of 2 approved"). */
  progress: { approved: number; total: number; text: string };
}

/** Who acts in the scene: a reviewer by link, or a member (issue 38: "approver user or e-mail reviewer, by name"). */
export function deciderOf(scene: CommentScene): Decider {
  return scene.reviewer
    ? { id: scene.caller.user_id, kind: 'reviewer', name: scene.reviewer.name }
    : { id: scene.caller.user_id, kind: 'user', name: nameOf(scene.caller) };
}

/** Weigh `decision` by the scene's caller against the card's current round and its stage's rule. */
export async function roundVote(scene: CommentScene, decision: RoundDecision): Promise<RoundVote> {
  const reviewers = await roundReviewersOf(scene);
  const earlier = decisionsOf(scene.card, Math.max(roundOf(scene.card), 1));
  const decider = deciderOf(scene);
  const final = completesRound(scene, reviewers, earlier, decider, decision);
  const record = {
    decider_id: decider.id,
    decider_kind: decider.kind,
    name: decider.name,
    decision,
    decided_at: new Date(scene.now).toISOString(),
    final,
  };
  const after = [...earlier, { ...record, round: 0 }];
  return {
    decision,
    final,
    change: recordDecisionChange(scene.card, record),
    progress: progressOf(approvedCount(reviewers, after), reviewers.length),
  };
}

const progressOf = (approved: number, total: number) => ({ approved, total, text: roundProgressText(approved, total) });

/**
 * What an open vote's comment says ("Approved: 1 of 2 approved.", stored, so in English) and its notice, with
 * the notice's `notices` message for readers of other languages (issue 41).
 */
function voteText(scene: CommentScene, decision: RoundDecision, vote: RoundVote) {
  const verb = decision === 'approve' ? 'Approved' : 'Requested changes';
  const rule = ruleOf(scene.stage) === 'decision_maker' ? 'decision_maker' : 'count';
  const why = rule === 'decision_maker' ? 'the decision maker decides this round' : vote.progress.text;
  const notice = noticeText('vote.cast', {
    actor: nameOf(scene.caller),
    decision,
    card: scene.card.name,
    rule,
    approved: String(vote.progress.approved),
    total: String(vote.progress.total),
  });
  return { text: `${verb}: ${why}.`, ...notice };
}

/**
 * Post a decision that leaves the round open: a Guest comment of its text and the note, the decision recorded
 * on the card, the participants told. @throws ConflictError when the approval or round changed meanwhile.
 */
export async function postOpenVote(
  scene: CommentScene,
  comment: { description: string; attachments_attributes: NewAttachment[] },
  vote: RoundVote,
): Promise<CommentRecord> {
  const { card } = scene;
  const { text, summary, message } = voteText(scene, vote.decision, vote);
  return postComment(scene, {
    tab: 'guest',
    description: `<p>${text}</p>${comment.description}`,
    uploads: comment.attachments_attributes,
    event: {
      summary,
      message,
      cardChange: {
        set: vote.change.set,
        add: vote.change.add,
        expect: {
          approval_status: 'pending',
          approval_stage_id: card.stage_id,
          stage_id: card.stage_id,
          ...vote.change.expect,
        },
      },
      workspaceAdd: {},
      conflictMessage: APPROVAL_MESSAGES.wrongState,
    },
  });
}
