/**
 * The words the rule editor offers for each trigger, condition and action type (issue 38 "triggers",
 * "conditions", "actions"), in the order shown.
 */
import type { RuleActionType, RuleConditionType, RuleTriggerType } from '../../../../../shared/schemas/rules';

export const TRIGGER_OPTIONS: ReadonlyArray<[RuleTriggerType, string]> = [
  ['card_enters_stage', 'A card enters a stage'],
  ['approved', 'A card is approved'],
  ['changes_requested', 'Changes are requested'],
  ['checklist_done', 'All checklist items are done'],
  ['new_content_version', 'A new content version is added'],
  ['due_date_passed', 'A card passes its due date'],
];

export const CONDITION_OPTIONS: ReadonlyArray<[RuleConditionType, string]> = [
  ['in_stage', 'The card is in a stage'],
  ['label_present', 'The card has a label'],
  ['label_absent', 'The card does not have a label'],
  ['has_participant', 'A member is a participant'],
];

export const ACTION_OPTIONS: ReadonlyArray<[RuleActionType, string]> = [
  ['move_to_stage', 'Move to a stage'],
  ['add_label', 'Add a label'],
  ['remove_label', 'Remove a label'],
  ['add_participants', 'Add participants'],
  ['set_due_date', 'Set the due date'],
  ['post_team_comment', 'Post a Team comment'],
  ['notify_members', 'Notify members'],
  ['submit_for_approval', 'Submit for approval'],
];
