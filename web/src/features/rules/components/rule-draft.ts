/**
 * The rule editor's form state (issue 38 "Board rules": a trigger, optional conditions and one or more
 * actions; decisions RE1–RE3), pure so it is tested without a browser: a draft from a rule or from scratch,
 * the request it sends (`POST`/`PATCH …/rules`, shared/schemas/rules.ts), and the problems to fix before
 * sending, each a sentence that says what to do, keyed by the row it is about (so it follows a moved row).
 */
import {
  RULE_LIMITS,
  RULE_MESSAGES,
  type CreateRuleRequest,
  type Rule,
  type RuleAction,
  type RuleActionType,
  type RuleCondition,
  type RuleConditionType,
  type RuleTriggerType,
} from '../../../../../shared/schemas/rules';

/** One condition row. Unused ids stay '' (only the type's own field is sent). */
export interface DraftCondition {
  key: string;
  type: RuleConditionType;
  stage_id: string;
  label_id: string;
  user_id: string;
}

/** One action row. `target`: a stage id, 'next' or 'previous' (move); `days` as typed. */
export interface DraftAction {
  key: string;
  type: RuleActionType;
  target: string;
  label_id: string;
  user_ids: string[];
  card_participants: boolean;
  days: string;
  text: string;
}

export interface RuleDraft {
  name: string;
  enabled: boolean;
  trigger: { type: RuleTriggerType; stage_id: string };
  conditions: DraftCondition[];
  actions: DraftAction[];
}

/** Problems by field: 'name', 'trigger', 'actions' (none at all), or a row's key. */
export type DraftErrors = Record<string, string>;

let keys = 0;
const newKey = () => `row-${++keys}`;

/** A blank condition row of `type`. */
export function newCondition(type: RuleConditionType = 'in_stage'): DraftCondition {
  return { key: newKey(), type, stage_id: '', label_id: '', user_id: '' };
}

/** A blank action row of `type`. */
export function newAction(type: RuleActionType = 'move_to_stage'): DraftAction {
  return {
    key: newKey(),
    type,
    target: '',
    label_id: '',
    user_ids: [],
    card_participants: false,
    days: type === 'set_due_date' ? '3' : '',
    text: '',
  };
}

/** A new rule: enabled, on a card entering any stage, one empty move action. */
export function emptyDraft(): RuleDraft {
  return {
    name: '',
    enabled: true,
    trigger: { type: 'card_enters_stage', stage_id: '' },
    conditions: [],
    actions: [newAction()],
  };
}

/** The draft of a stored rule (the Edit form). */
export function draftOfRule(rule: Rule): RuleDraft {
  return {
    name: rule.name,
    enabled: rule.enabled,
    trigger: { type: rule.trigger.type, stage_id: rule.trigger.stage_id ?? '' },
    conditions: rule.conditions.map((c) => ({
      ...newCondition(c.type),
      stage_id: c.stage_id ?? '',
      label_id: c.label_id ?? '',
      user_id: c.user_id ?? '',
    })),
    actions: rule.actions.map((a) => ({
      ...newAction(a.type),
      target: a.stage_id ?? a.to ?? '',
      label_id: a.label_id ?? '',
      user_ids: a.user_ids ?? [],
      card_participants: a.card_participants ?? false,
      days: a.days === undefined ? '' : String(a.days),
      text: a.text ?? '',
    })),
  };
}

function conditionOf(row: DraftCondition): RuleCondition {
  if (row.type === 'in_stage') return { type: row.type, stage_id: row.stage_id };
  if (row.type === 'has_participant') return { type: row.type, user_id: row.user_id };
  return { type: row.type, label_id: row.label_id };
}

function actionOf(row: DraftAction): RuleAction {
  switch (row.type) {
    case 'move_to_stage':
      return row.target === 'next' || row.target === 'previous'
        ? { type: row.type, to: row.target }
        : { type: row.type, stage_id: row.target };
    case 'add_label':
    case 'remove_label':
      return { type: row.type, label_id: row.label_id };
    case 'add_participants':
      return { type: row.type, user_ids: row.user_ids };
    case 'set_due_date':
      return { type: row.type, days: Number(row.days) };
    case 'post_team_comment':
      return { type: row.type, text: row.text.trim() };
    case 'notify_members':
      return {
        type: row.type,
        ...(row.user_ids.length ? { user_ids: row.user_ids } : {}),
        ...(row.card_participants ? { card_participants: true } : {}),
        ...(row.text.trim() ? { text: row.text.trim() } : {}),
      };
    case 'submit_for_approval':
      return { type: row.type };
  }
}

/** The body of `POST …/rules` (and of `PATCH`, every field sent). Call only once `draftErrors` is empty. */
export function requestOfDraft(draft: RuleDraft): CreateRuleRequest {
  return {
    name: draft.name.trim(),
    enabled: draft.enabled,
    trigger: { type: draft.trigger.type, stage_id: draft.trigger.stage_id || null },
    conditions: draft.conditions.map(conditionOf),
    actions: draft.actions.map(actionOf),
  };
}

/** Messages the server does not word for the form. */
export const DRAFT_MESSAGES = {
  nameRequired: 'Give the rule a name.',
  nameTooLong: `Keep the name to ${RULE_LIMITS.maxNameLength} characters.`,
  memberRequired: 'Choose a member.',
  tooManyConditions: `A rule can have at most ${RULE_LIMITS.maxConditions} conditions.`,
  tooManyActions: `A rule can have at most ${RULE_LIMITS.maxActions} actions.`,
} as const;

function conditionProblem(row: DraftCondition): string | null {
  if (row.type === 'in_stage') return row.stage_id ? null : RULE_MESSAGES.stageRequired;
  if (row.type === 'has_participant') return row.user_id ? null : DRAFT_MESSAGES.memberRequired;
  return row.label_id ? null : RULE_MESSAGES.labelRequired;
}

function actionProblem(row: DraftAction, triggerStage: string): string | null {
  switch (row.type) {
    case 'move_to_stage':
      if (!row.target) return RULE_MESSAGES.moveTargetRequired;
      return row.target === triggerStage ? RULE_MESSAGES.sameStage : null;
    case 'add_label':
    case 'remove_label':
      return row.label_id ? null : RULE_MESSAGES.labelRequired;
    case 'add_participants':
      return row.user_ids.length ? null : RULE_MESSAGES.usersRequired;
    case 'set_due_date': {
      const days = Number(row.days);
      const whole = row.days.trim() !== '' && Number.isInteger(days);
      return whole && days >= 0 && days <= RULE_LIMITS.maxDueDays ? null : RULE_MESSAGES.daysRequired;
    }
    case 'post_team_comment':
      return row.text.trim() ? null : RULE_MESSAGES.textRequired;
    case 'notify_members':
      return row.user_ids.length || row.card_participants ? null : RULE_MESSAGES.notifyWhoRequired;
    case 'submit_for_approval':
      return null;
  }
}

/** What to fix before the draft can be saved; empty when it can. */
export function draftErrors(draft: RuleDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = DRAFT_MESSAGES.nameRequired;
  else if (name.length > RULE_LIMITS.maxNameLength) errors.name = DRAFT_MESSAGES.nameTooLong;
  if (draft.actions.length === 0) errors.actions = RULE_MESSAGES.actionsRequired;
  else if (draft.actions.length > RULE_LIMITS.maxActions) errors.actions = DRAFT_MESSAGES.tooManyActions;
  if (draft.conditions.length > RULE_LIMITS.maxConditions) errors.conditions = DRAFT_MESSAGES.tooManyConditions;
  for (const row of draft.conditions) {
    const problem = conditionProblem(row);
    if (problem) errors[row.key] = problem;
  }
  for (const row of draft.actions) {
    const problem = actionProblem(row, draft.trigger.stage_id);
    if (problem) errors[row.key] = problem;
  }
  return errors;
}

/**
 * The server's field errors (e.g. `actions[1].stage_id`, `trigger.stage_id`) keyed as `draftErrors` keys
 * them, by the rows as sent; what names no row goes under 'form'.
 */
export function errorsFromServer(draft: RuleDraft, fields: Record<string, string[]>, message: string): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, messages] of Object.entries(fields)) {
    const text = messages[0] ?? message;
    const row = /^(conditions|actions)\[(\d+)\]/.exec(field);
    const key = row ? draft[row[1] as 'conditions' | 'actions'][Number(row[2])]?.key : undefined;
    if (key) errors[key] = text;
    else if (field.startsWith('trigger')) errors.trigger = text;
    else if (field === 'name') errors.name = text;
    else errors.form = text;
  }
  if (Object.keys(errors).length === 0) errors.form = message;
  return errors;
}

/** `list` with the item at `from` moved to `to` (both in range; otherwise `list` as it is). */
export function moveRow<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
