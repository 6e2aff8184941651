/**
 * The words the rule editor offers for each trigger, condition and action type (issue 38 "triggers",
 * "conditions", "actions"), in the order shown, as keys of the `rules` catalogue (issue 41).
 */
import type { RuleActionType, RuleConditionType, RuleTriggerType } from '../../../../../shared/schemas/rules';

export const TRIGGER_OPTIONS: ReadonlyArray<[RuleTriggerType, string]> = [
  ['card_enters_stage', 'trigger.card_enters_stage'],
  ['approved', 'trigger.approved'],
  ['changes_requested', 'trigger.changes_requested'],
  ['checklist_done', 'trigger.checklist_done'],
  ['new_content_version', 'trigger.new_content_version'],
  ['due_date_passed', 'trigger.due_date_passed'],
];

export const CONDITION_OPTIONS: ReadonlyArray<[RuleConditionType, string]> = [
  ['in_stage', 'condition.in_stage'],
  ['label_present', 'condition.label_present'],
  ['label_absent', 'condition.label_absent'],
  ['has_participant', 'condition.has_participant'],
];

export const ACTION_OPTIONS: ReadonlyArray<[RuleActionType, string]> = [
  ['move_to_stage', 'action.move_to_stage'],
  ['add_label', 'action.add_label'],
  ['remove_label', 'action.remove_label'],
  ['add_participants', 'action.add_participants'],
  ['set_due_date', 'action.set_due_date'],
  ['post_team_comment', 'action.post_team_comment'],
  ['notify_members', 'action.notify_members'],
  ['submit_for_approval', 'action.submit_for_approval'],
];
