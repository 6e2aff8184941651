/**
 * Decision rules per approval stage and approval rounds (issue 38 "Decision rules per approval stage";
 * issue 37 "A new version starts a new round"; decisions R64–R71). Zod-free and
 * pure, so the server and the web app word and count a round the same way.
 *
 * - `any`: the first decision completes the round (the spec's behaviour, the default);
 * - `all`: every reviewer of the round must approve; one request for changes completes it at once;
 * - `decision_maker`: the others may state a decision, but only `decision_maker_id`'s completes the round.
 */

export const APPROVAL_RULES = ['any', 'all', 'decision_maker'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/** The labels the stage settings show. */
export const APPROVAL_RULE_LABELS: Record<ApprovalRule, string> = {
  any: 'Any reviewer decides',
  all: 'All reviewers must approve',
  decision_maker: 'One person decides',
};

/** The two decisions a reviewer states. */
export const ROUND_DECISIONS = ['approve', 'request_revision'] as const;
export type RoundDecision = (typeof ROUND_DECISIONS)[number];

/** Who decided: a workspace member (`user`) or a reviewer invited by e-mail link (`reviewer`). */
export const DECIDER_KINDS = ['user', 'reviewer'] as const;
export type DeciderKind = (typeof DECIDER_KINDS)[number];

/** Decisions kept on a card across its rounds (oldest dropped first): the history stays bounded. */
export const MAX_KEPT_DECISIONS = 200;

export const APPROVAL_RULE_MESSAGES = {
  decisionMakerRequired: 'Choose who decides for the "One person decides" rule.',
  decisionMakerInvalid:
    'The person who decides must be a member of this workspace who may approve (an Approver or Team Lead).',
  decisionMakerWithoutRule: 'A decision maker can only be set with the "One person decides" rule.',
} as const;

/** "2 of 3 approved": the card's count of the round's reviewers who approved. */
export function roundProgressText(approved: number, total: number): string {
  return `${approved} of ${total} approved`;
}

/** "Round 2". */
export const roundLabel = (round: number) => `Round ${round}`;

/** A card's current round: 1 for a submission made before rounds were kept, 0 when never submitted. */
export function roundOf(card: { approval_round?: number; approval_status?: string }): number {
  return card.approval_round ?? (card.approval_status && card.approval_status !== 'none' ? 1 : 0);
}
