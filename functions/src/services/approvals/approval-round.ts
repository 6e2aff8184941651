/**
 * Approval rounds and decision rules (issue 37 "A new version starts a new round"; issue 38 "Decision rules
 * per approval stage"; decisions R64–R71).
 *
 * A round starts at each submission, at a rejected revision request (the card goes back to the client) and at
 * a new version while the card is Sent. The card keeps its round (`approval_round`), the number of decisions
 * stated in it (`approval_vote_count`, the optimistic lock of every decision) and the decisions of every round
 * (`approval_decisions`). The reviewers of a round are the Approvers the submission asked who still may review
 * (./reviewers.ts `reviewersOfSubmission`) and the card's reviewers by e-mail link whose link is live.
 */
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import {
  MAX_KEPT_DECISIONS,
  roundOf,
  type RoundDecision as Decision,
} from '../../../../shared/schemas/approval-rule-limits';
import type { ApprovalRound, RoundDecision } from '../../../../shared/schemas/approval-rounds';
import type { CardRecord } from '../../data/cards';
import { listReviewerItems } from '../../data/review-links';
import type { StageRecord } from '../../data/stages';
import { getUsers } from '../../data/users';
import type { WorkspaceMemberRecord } from '../../data/workspaces';
import { fullName } from '../../lib/text/names';
import { reviewersOfSubmission } from './reviewers';
import { mayDecide, ruleOf } from './stage-rule';

export { roundOf };

/** One reviewer of a round, or one who decides: a member (`user`) or a reviewer by link (`reviewer`). */
export interface Decider {
  id: string;
  kind: 'user' | 'reviewer';
  name: string;
}

/** What a round is read from. */
export interface RoundScene {
  card: CardRecord;
  stage: StageRecord | undefined;
  members: readonly WorkspaceMemberRecord[];
  now: number;
}

/** The decisions of `round`, oldest first. */
export function decisionsOf(card: Pick<CardRecord, 'approval_decisions'>, round: number): RoundDecision[] {
  return (card.approval_decisions ?? []).filter((d) => d.round === round) as RoundDecision[];
}

/** Each decider's latest decision in `decisions`. */
function latestOf(decisions: readonly RoundDecision[]): Map<string, RoundDecision> {
  return new Map(decisions.map((d) => [d.decider_id, d]));
}

/**
 * The reviewers of the card's current round: the asked Approvers still allowed (in member order), then the
 * reviewers by link whose link has not expired (oldest invite first). One Query and one BatchGet.
 */
export async function roundReviewersOf(scene: RoundScene): Promise<Decider[]> {
  const approverIds = reviewersOfSubmission(scene.card, scene);
  const [users, links] = await Promise.all([getUsers(approverIds), listReviewerItems(scene.card.card_id)]);
  const approvers = approverIds.flatMap((id): Decider[] => {
    const user = users.get(id);
    return user ? [{ id, kind: 'user', name: fullName(user.first_name, user.last_name) }] : [];
  });
  const byLink = links
    .filter((r) => Date.parse(r.valid_until) > scene.now)
    .map((r): Decider => ({ id: r.reviewer_id, kind: 'reviewer', name: r.name }));
  return [...approvers, ...byLink];
}

/** The member whose decision completes a round in the stage, or null (rule not `decision_maker`, or they may no longer decide: the rule then acts as `any`, decisions R68). */
export function decisionMakerOf(scene: Pick<RoundScene, 'stage' | 'members'>): string | null {
  const id = scene.stage?.decision_maker_id;
  return ruleOf(scene.stage) === 'decision_maker' && id && mayDecide(scene.members, id) ? id : null;
}

/** How many of `reviewers` approved in `decisions` (their latest decision). */
export function approvedCount(reviewers: readonly Decider[], decisions: readonly RoundDecision[]): number {
  const latest = latestOf(decisions);
  return reviewers.filter((r) => latest.get(r.id)?.decision === 'approve').length;
}

/**
 * Whether `decision` by `decider` completes the round under the stage's rule (issue 38):
 * `any` always; `all` on a request for changes, or when every reviewer's latest decision is then an approval
 * (a round without reviewers: at once); `decision_maker` when the decider is the decision maker.
 */
export function completesRound(
  scene: Pick<RoundScene, 'stage' | 'members'>,
  reviewers: readonly Decider[],
  earlier: readonly RoundDecision[],
  decider: Decider,
  decision: Decision,
): boolean {
  const rule = ruleOf(scene.stage);
  if (rule === 'decision_maker') {
    const maker = decisionMakerOf(scene);
    return maker === null || (decider.kind === 'user' && decider.id === maker);
  }
  if (rule === 'any' || decision === 'request_revision') return true;
  const after = [...earlier, { decider_id: decider.id, decision } as RoundDecision];
  return approvedCount(reviewers, after) === reviewers.length;
}

/**
 * The card change that records `decision` in the current round, conditioned on the round and its decisions
 * as read (a concurrent decision or new round: 409, nothing written). The kept list drops its oldest past
 * MAX_KEPT_DECISIONS.
 */
export function recordDecisionChange(card: CardRecord, decision: Omit<RoundDecision, 'round'>) {
  const round = Math.max(roundOf(card), 1);
  const kept = [...(card.approval_decisions ?? []), { ...decision, round }].slice(-MAX_KEPT_DECISIONS);
  return {
    // `$set`: the whole list replaced, not patched element by element.
    set: { approval_decisions: $set(kept), approval_round: round },
    add: { approval_vote_count: 1 },
    expect: {
      approval_round: card.approval_round ?? null,
      approval_vote_count: card.approval_vote_count ?? null,
    },
  };
}

/** The card change that starts the next round (a submission, a rejected revision request, a new version while Sent). */
export function newRoundChange(card: CardRecord) {
  return {
    set: { approval_round: roundOf(card) + 1, approval_vote_count: 0 },
    expect: { approval_round: card.approval_round ?? null },
  };
}

/** The card's round as the API shows it (`GET …/approval_round`, the review page). */
export async function presentRound(scene: RoundScene): Promise<ApprovalRound> {
  const round = roundOf(scene.card);
  const reviewers = round > 0 ? await roundReviewersOf(scene) : [];
  const decisions = decisionsOf(scene.card, round);
  const latest = latestOf(decisions);
  const maker = decisionMakerOf(scene);
  const makerName = maker ? (await getUsers([maker])).get(maker) : undefined;
  const earlier = new Map<number, RoundDecision[]>();
  for (const d of (scene.card.approval_decisions ?? []) as RoundDecision[])
    if (d.round !== round) earlier.set(d.round, [...(earlier.get(d.round) ?? []), d]);
  return {
    round: round > 0 ? round : null,
    rule: ruleOf(scene.stage),
    decision_maker:
      maker && makerName ? { id: maker, name: fullName(makerName.first_name, makerName.last_name) } : null,
    reviewers: reviewers.map((r) => ({
      ...r,
      decision: latest.get(r.id)?.decision ?? null,
      decided_at: latest.get(r.id)?.decided_at ?? null,
    })),
    approved: approvedCount(reviewers, decisions),
    total: reviewers.length,
    decisions,
    history: [...earlier.entries()].sort(([a], [b]) => b - a).map(([n, list]) => ({ round: n, decisions: list })),
  };
}
