/**
 * Board rules of a workspace (issue 38 "Board rules"; decisions BR1–BR12): a trigger, optional conditions
 * and one or more actions, run on the server from the change's stream event (functions/src/services/rules/).
 * Shared by web, functions and the OpenAPI document.
 *
 * Routes (all `x-beyond-spec`; Owner, Admins and Team Leads: `can_access_update_workspace`, decisions BR1),
 * under `/api/v1/workspaces/{id}/rules`:
 * - `GET` → `{rules}`; `POST {name, enabled?, trigger, conditions?, actions}` → 201 `{rule}`;
 * - `PATCH /{rule_id}` (any of those fields) → `{rule}`; `DELETE /{rule_id}` → 204;
 * - `GET /{rule_id}/runs` → `{runs}`, the last 100 runs, newest first.
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { maxTextLength, multiLineText, singleLineText } from './text';

/** Limits of issue 38: rules per workspace, the loop guard, the run log. */
export const RULE_LIMITS = {
  maxRules: 50,
  maxNameLength: 100,
  maxConditions: 10,
  maxActions: 10,
  maxUserIds: 20,
  maxCommentLength: 2000,
  maxDueDays: 365,
  /** A change made by a rule can trigger at most this many further runs on the card (issue 38 "never loops"). */
  maxChainRuns: 5,
  maxRunsListed: 100,
} as const;

/** What starts a rule (issue 38 "triggers"). `stage_id` narrows each to one stage. */
export const RULE_TRIGGER_TYPES = [
  'card_enters_stage',
  'approved',
  'changes_requested',
  'checklist_done',
  'new_content_version',
  'due_date_passed',
] as const;
export type RuleTriggerType = (typeof RULE_TRIGGER_TYPES)[number];

export const RULE_CONDITION_TYPES = ['in_stage', 'label_present', 'label_absent', 'has_participant'] as const;
export type RuleConditionType = (typeof RULE_CONDITION_TYPES)[number];

export const RULE_ACTION_TYPES = [
  'move_to_stage',
  'add_label',
  'remove_label',
  'add_participants',
  'set_due_date',
  'post_team_comment',
  'notify_members',
  'submit_for_approval',
] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

/** Messages, one clear sentence each; a refused rule stores nothing. */
export const RULE_MESSAGES = {
  notFound: 'Rule not found',
  unknownTrigger: `Unknown trigger type. Use one of: ${RULE_TRIGGER_TYPES.join(', ')}.`,
  unknownCondition: `Unknown condition type. Use one of: ${RULE_CONDITION_TYPES.join(', ')}.`,
  unknownAction: `Unknown action type. Use one of: ${RULE_ACTION_TYPES.join(', ')}.`,
  tooMany: `A workspace can have at most ${RULE_LIMITS.maxRules} rules. Delete one first.`,
  stageNotInWorkspace: 'The stage is not a stage of this workspace.',
  labelNotInWorkspace: 'The label is not a label of this workspace.',
  memberNotInWorkspace: 'The member is not a member of this workspace.',
  sameStage: 'A rule cannot move a card to the stage it triggers on.',
  actionsRequired: 'Add at least one action.',
  stageRequired: 'Choose a stage.',
  moveTargetRequired: 'Choose the stage to move to, or next or previous.',
  labelRequired: 'Choose a label.',
  usersRequired: 'Choose at least one member.',
  daysRequired: 'Give the number of days ahead (0 to 365).',
  textRequired: 'Write the comment.',
  notifyWhoRequired: "Choose the members to notify, or the card's participants.",
  nothingToChange: 'Nothing to change',
} as const;

const OptionalId = z.optional(IdSchema);

/** `{type, stage_id?}`: without a stage, any stage. */
export const RuleTriggerSchema = z.object({
  type: z.enum(RULE_TRIGGER_TYPES, { error: RULE_MESSAGES.unknownTrigger }),
  stage_id: z.optional(z.nullable(IdSchema)),
});
export type RuleTrigger = z.infer<typeof RuleTriggerSchema>;

/** One condition, checked on the card when the rule runs: all must hold. */
export const RuleConditionSchema = z.object({
  type: z.enum(RULE_CONDITION_TYPES, { error: RULE_MESSAGES.unknownCondition }),
  stage_id: OptionalId,
  label_id: OptionalId,
  user_id: OptionalId,
});
export type RuleCondition = z.infer<typeof RuleConditionSchema>;

/**
 * One action. Which fields each type needs (checked by the server, with RULE_MESSAGES):
 * `move_to_stage` `stage_id` or `to` (`next`/`previous` on the board); `add_label`/`remove_label` `label_id`;
 * `add_participants` `user_ids`; `set_due_date` `days` (from the run's day); `post_team_comment` `text`;
 * `notify_members` `user_ids` and/or `card_participants`, optional `text`; `submit_for_approval` nothing.
 */
export const RuleActionSchema = z.object({
  type: z.enum(RULE_ACTION_TYPES, { error: RULE_MESSAGES.unknownAction }),
  stage_id: OptionalId,
  to: z.optional(z.enum(['next', 'previous'])),
  label_id: OptionalId,
  user_ids: z.optional(z.array(IdSchema).check(z.maxLength(RULE_LIMITS.maxUserIds))),
  card_participants: z.optional(z.boolean()),
  days: z.optional(z.int().check(z.minimum(0), z.maximum(RULE_LIMITS.maxDueDays))),
  text: z.optional(multiLineText().check(maxTextLength(RULE_LIMITS.maxCommentLength))),
});
export type RuleAction = z.infer<typeof RuleActionSchema>;

const RuleNameSchema = singleLineText().check(z.minLength(1, 'Required'), maxTextLength(RULE_LIMITS.maxNameLength));
const ConditionsSchema = z.array(RuleConditionSchema).check(z.maxLength(RULE_LIMITS.maxConditions));
const ActionsSchema = z
  .array(RuleActionSchema)
  .check(z.minLength(1, RULE_MESSAGES.actionsRequired), z.maxLength(RULE_LIMITS.maxActions));

/** `POST …/rules`. */
export const CreateRuleRequestSchema = z.object({
  name: RuleNameSchema,
  enabled: z.optional(z.boolean()),
  trigger: RuleTriggerSchema,
  conditions: z.optional(ConditionsSchema),
  actions: ActionsSchema,
});
export type CreateRuleRequest = z.infer<typeof CreateRuleRequestSchema>;

/** `PATCH …/rules/{rule_id}`: any field; enabling a paused rule clears its pause. */
export const UpdateRuleRequestSchema = z.object({
  name: z.optional(RuleNameSchema),
  enabled: z.optional(z.boolean()),
  trigger: z.optional(RuleTriggerSchema),
  conditions: z.optional(ConditionsSchema),
  actions: z.optional(ActionsSchema),
});
export type UpdateRuleRequest = z.infer<typeof UpdateRuleRequestSchema>;

/** A rule as the API shows it. `paused_reason`: why it turned itself off (its author lost the rights). */
export const RuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  paused_reason: z.nullable(z.string()),
  trigger: RuleTriggerSchema,
  conditions: z.array(RuleConditionSchema),
  actions: z.array(RuleActionSchema),
  created_by: z.string(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Rule = z.infer<typeof RuleSchema>;

export const RuleListSchema = z.object({ rules: z.array(RuleSchema) });
export const RuleResultSchema = z.object({ rule: RuleSchema });

/** How a run ended: its actions done, skipped (conditions, loop guard, card gone), failed, or the rule paused; `running` until then. */
export const RULE_RUN_OUTCOMES = ['running', 'done', 'skipped', 'failed', 'paused'] as const;
export type RuleRunOutcome = (typeof RULE_RUN_OUTCOMES)[number];

/** One run of a rule on a card. `chain_depth`: rule runs before this one in the chain on that card (0: a person's change). */
export const RuleRunSchema = z.object({
  id: z.string(),
  card_id: z.string(),
  card_name: z.string(),
  trigger: z.string(),
  outcome: z.enum(RULE_RUN_OUTCOMES),
  reason: z.nullable(z.string()),
  actions_done: z.array(z.string()),
  chain_depth: z.int(),
  created_at: TimestampSchema,
});
export type RuleRun = z.infer<typeof RuleRunSchema>;
export const RuleRunListSchema = z.object({ runs: z.array(RuleRunSchema) });
