/**
 * A card's approval round as the API shows it (issue 38 "the card shows each reviewer's decision in the
 * round ('2 of 3 approved')"; issue 37 "The card shows the round number ('Round 2'), and the previous
 * round's decisions stay in the history"): `GET …/content_groups/{cid}/approval_round`.
 */
import * as z from './zod';
import { IdSchema } from './common';
import { APPROVAL_RULES, DECIDER_KINDS, ROUND_DECISIONS } from './approval-rule-limits';

export const ApprovalRuleSchema = z.enum(APPROVAL_RULES, { error: 'Choose any, all or decision_maker.' });

/** One stated decision: who (by name, a member or a reviewer by link), what, when, and whether it completed the round. */
export const RoundDecisionSchema = z.object({
  round: z.int().check(z.minimum(1)),
  decider_id: IdSchema,
  decider_kind: z.enum(DECIDER_KINDS),
  name: z.string(),
  decision: z.enum(ROUND_DECISIONS),
  decided_at: z.string(),
  /** Whether this decision completed the round (moved the card's approval). */
  final: z.boolean(),
});
export type RoundDecision = z.infer<typeof RoundDecisionSchema>;

/** One reviewer of the current round with their latest decision in it (null: not decided yet). */
export const RoundReviewerSchema = z.object({
  id: IdSchema,
  kind: z.enum(DECIDER_KINDS),
  name: z.string(),
  decision: z.nullable(z.enum(ROUND_DECISIONS)),
  decided_at: z.nullable(z.string()),
});

/** `GET …/content_groups/{cid}/approval_round`: the round, its rule, reviewers and count, and the earlier rounds. */
export const ApprovalRoundSchema = z.object({
  /** The card's round (1 from the first submission), or null when it was never submitted. */
  round: z.nullable(z.int().check(z.minimum(1))),
  rule: ApprovalRuleSchema,
  decision_maker: z.nullable(z.object({ id: IdSchema, name: z.string() })),
  reviewers: z.array(RoundReviewerSchema),
  /** Reviewers of the round who approved, of `total`. */
  approved: z.int().check(z.minimum(0)),
  total: z.int().check(z.minimum(0)),
  /** Decisions of this round, oldest first (also by people who are not reviewers of it). */
  decisions: z.array(RoundDecisionSchema),
  /** Earlier rounds, newest first, each with its decisions oldest first. */
  history: z.array(z.object({ round: z.int().check(z.minimum(1)), decisions: z.array(RoundDecisionSchema) })),
});
export type ApprovalRound = z.infer<typeof ApprovalRoundSchema>;
