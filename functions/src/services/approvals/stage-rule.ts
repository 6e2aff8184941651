/**
 * Checking a stage's decision rule before it is stored (issue 38 "Decision rules per approval stage"; decisions
 * R68): `decision_maker` needs `decision_maker_id`, a member of the workspace whose role may approve (an
 * Approver or a Team Lead); any other rule drops a decision maker the stage had.
 */
import { WORKSPACE_ROLE_PERMISSIONS } from '../../../../shared/permissions/matrix';
import { APPROVAL_RULE_MESSAGES, type ApprovalRule } from '../../../../shared/schemas/approval-rule-limits';
import type { StageChanges, StageRecord } from '../../data/stages';
import type { WorkspaceMemberRecord } from '../../data/workspaces';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';

/** Whether `userId` is a member of the workspace whose role may approve (decisions R68). */
export function mayDecide(members: readonly WorkspaceMemberRecord[], userId: string): boolean {
  const member = members.find((m) => m.user_id === userId);
  return member !== undefined && WORKSPACE_ROLE_PERMISSIONS[member.role].has('can_access_accept_revision');
}

/** The stage's rule, `any` when it has none (the spec's behaviour). */
export const ruleOf = (stage: Pick<StageRecord, 'approval_rule'> | undefined | null): ApprovalRule =>
  stage?.approval_rule ?? 'any';

/**
 * The rule fields to store for a `PUT …/stages/{sid}` body, checked against the stage as stored and the
 * workspace's members.
 * @returns the fields to patch (`decision_maker_id: null`, a removal, when the rule leaves `decision_maker`), or
 *   `{}` when the body changes neither field.
 * @throws NotFoundError for an unknown stage; BadRequestError (fields `decision_maker_id` or `approval_rule`)
 *   for a decision maker missing, not allowed to decide, or sent with another rule. Nothing is stored then.
 */
export function stageRuleChange(
  stage: StageRecord | undefined,
  members: readonly WorkspaceMemberRecord[],
  input: { approval_rule?: ApprovalRule; decision_maker_id?: string },
): Pick<StageChanges, 'approval_rule' | 'decision_maker_id'> {
  if (input.approval_rule === undefined && input.decision_maker_id === undefined) return {};
  if (!stage) throw new NotFoundError('Stage not found');
  const rule = input.approval_rule ?? ruleOf(stage);
  const refuse = (field: string, message: string): never => {
    throw new BadRequestError(message, { [field]: [message] });
  };
  if (rule !== 'decision_maker') {
    if (input.decision_maker_id !== undefined)
      refuse('decision_maker_id', APPROVAL_RULE_MESSAGES.decisionMakerWithoutRule);
    return { approval_rule: rule, ...(stage.decision_maker_id ? { decision_maker_id: null } : {}) };
  }
  const decider = input.decision_maker_id ?? stage.decision_maker_id;
  if (!decider) refuse('decision_maker_id', APPROVAL_RULE_MESSAGES.decisionMakerRequired);
  if (!mayDecide(members, decider!)) refuse('decision_maker_id', APPROVAL_RULE_MESSAGES.decisionMakerInvalid);
  return { approval_rule: rule, decision_maker_id: decider };
}
