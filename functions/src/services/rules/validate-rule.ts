/**
 * What a rule may say (issue 38 "Bad input"; decisions BR3): every stage, label and member it names must be
 * the workspace's own; each action has the fields its type needs; a move never goes to the stage the
 * rule triggers on. The shapes (unknown trigger, condition and action types) are refused by the schemas
 * of shared/schemas/rules.ts before this runs. A refused rule stores nothing.
 */
import { RULE_MESSAGES, type RuleAction, type RuleCondition, type RuleTrigger } from '../../../../shared/schemas/rules';
import type { WorkspaceSkeleton } from '../../data/workspaces';
import { BadRequestError } from '../../lib/http/errors';

/** The parts to check. */
export interface RuleDraft {
  trigger: RuleTrigger;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

/**
 * Check a rule against the workspace's stages, labels and members (the skeleton, one Query).
 * @throws BadRequestError with the first problem's message, under the field it is about.
 */
export function assertRuleValid(draft: RuleDraft, skeleton: WorkspaceSkeleton): void {
  const stages = new Set(skeleton.stages.map((s) => s.stage_id));
  const labels = new Set(skeleton.labels.map((l) => l.label_id));
  const members = new Set(skeleton.members.map((m) => m.user_id));
  const refuse = (field: string, message: string): never => {
    throw new BadRequestError(message, { [field]: [message] });
  };
  const stage = (field: string, id: string | null | undefined) => {
    if (!id) refuse(field, RULE_MESSAGES.stageRequired);
    if (!stages.has(id!)) refuse(field, RULE_MESSAGES.stageNotInWorkspace);
  };
  const label = (field: string, id: string | undefined) => {
    if (!id) refuse(field, RULE_MESSAGES.labelRequired);
    if (!labels.has(id!)) refuse(field, RULE_MESSAGES.labelNotInWorkspace);
  };
  const users = (field: string, ids: readonly string[] | undefined, required: boolean) => {
    if (required && !ids?.length) refuse(field, RULE_MESSAGES.usersRequired);
    if (ids?.some((id) => !members.has(id))) refuse(field, RULE_MESSAGES.memberNotInWorkspace);
  };

  if (draft.trigger.stage_id) stage('trigger.stage_id', draft.trigger.stage_id);
  draft.conditions.forEach((condition, index) => {
    const at = `conditions[${index}]`;
    if (condition.type === 'in_stage') stage(`${at}.stage_id`, condition.stage_id);
    else if (condition.type === 'has_participant')
      users(`${at}.user_id`, condition.user_id ? [condition.user_id] : [], true);
    else label(`${at}.label_id`, condition.label_id);
  });
  draft.actions.forEach((action, index) => {
    const at = `actions[${index}]`;
    switch (action.type) {
      case 'move_to_stage':
        if (!action.stage_id && !action.to) refuse(`${at}.stage_id`, RULE_MESSAGES.moveTargetRequired);
        if (action.stage_id) stage(`${at}.stage_id`, action.stage_id);
        if (action.stage_id && action.stage_id === draft.trigger.stage_id)
          refuse(`${at}.stage_id`, RULE_MESSAGES.sameStage);
        break;
      case 'add_label':
      case 'remove_label':
        label(`${at}.label_id`, action.label_id);
        break;
      case 'add_participants':
        users(`${at}.user_ids`, action.user_ids, true);
        break;
      case 'set_due_date':
        if (action.days === undefined) refuse(`${at}.days`, RULE_MESSAGES.daysRequired);
        break;
      case 'post_team_comment':
        if (!action.text?.trim()) refuse(`${at}.text`, RULE_MESSAGES.textRequired);
        break;
      case 'notify_members':
        if (!action.user_ids?.length && action.card_participants !== true)
          refuse(`${at}.user_ids`, RULE_MESSAGES.notifyWhoRequired);
        users(`${at}.user_ids`, action.user_ids, false);
        break;
      case 'submit_for_approval':
        break;
    }
  });
}
