/**
 * The rule editor's "what to fix" messages in the reader's language (issue 41): the checks of ./rule-draft.ts
 * and the server's refusals word them in English (shared/schemas/rules.ts `RULE_MESSAGES`, `DRAFT_MESSAGES`);
 * `problemKey` finds the `rules` catalogue key of such a message by its English text, as the comments' file
 * refusals are found (decisions LT3), so the checks and their unit tests keep the spec's wording.
 */
import { RULE_LIMITS, RULE_MESSAGES } from '../../../../../shared/schemas/rules';
import { DRAFT_MESSAGES } from './rule-draft';

/** English message → `rules` key. */
const PROBLEM_KEYS = new Map<string, string>([
  [DRAFT_MESSAGES.nameRequired, 'problem.nameRequired'],
  [DRAFT_MESSAGES.nameTooLong, 'problem.nameTooLong'],
  [DRAFT_MESSAGES.memberRequired, 'problem.memberRequired'],
  [DRAFT_MESSAGES.tooManyConditions, 'problem.tooManyConditions'],
  [DRAFT_MESSAGES.tooManyActions, 'problem.tooManyActions'],
  [RULE_MESSAGES.sameStage, 'problem.sameStage'],
  [RULE_MESSAGES.actionsRequired, 'problem.actionsRequired'],
  [RULE_MESSAGES.stageRequired, 'problem.stageRequired'],
  [RULE_MESSAGES.moveTargetRequired, 'problem.moveTargetRequired'],
  [RULE_MESSAGES.labelRequired, 'problem.labelRequired'],
  [RULE_MESSAGES.usersRequired, 'problem.usersRequired'],
  [RULE_MESSAGES.daysRequired, 'problem.daysRequired'],
  [RULE_MESSAGES.textRequired, 'problem.textRequired'],
  [RULE_MESSAGES.notifyWhoRequired, 'problem.notifyWhoRequired'],
  [RULE_MESSAGES.stageNotInWorkspace, 'problem.stageNotInWorkspace'],
  [RULE_MESSAGES.labelNotInWorkspace, 'problem.labelNotInWorkspace'],
  [RULE_MESSAGES.memberNotInWorkspace, 'problem.memberNotInWorkspace'],
]);

/** The `rules` key of an English problem message, or undefined for a message the catalogue lacks. */
export function problemKey(message: string): string | undefined {
  return PROBLEM_KEYS.get(message);
}

/** The limits the messages name (`{maxName}`, `{maxConditions}`, `{maxActions}`). */
export const PROBLEM_VALUES = {
  maxName: RULE_LIMITS.maxNameLength,
  maxConditions: RULE_LIMITS.maxConditions,
  maxActions: RULE_LIMITS.maxActions,
};
