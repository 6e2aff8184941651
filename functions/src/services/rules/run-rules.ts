/**
 * The board-rule engine (issue 38 "Runs happen on the server, from the change's event"; decisions BR4–BR9):
 * one queued trigger → each enabled rule of the workspace that wants it runs once on the card, in the
 * rules' creation order, as its author ("Greenlight rules"), with the card read fresh before each rule.
 *
 * A run is claimed first (its id is the event's and rule's, so a redelivered message runs nothing twice),
 * then:
 * - the loop guard: a run at chain depth above 5 is skipped, "where the chain stopped" in its reason;
 * - the trigger's stage and the conditions are checked on the card as it is now (skipped when not met);
 * - the author must still manage rules, else the rule pauses itself and the Team Leads are told;
 * - each action in order, inside `runAsActor(rule stamp)` (lib/rules/rule-actor.ts) so the changes it
 *   writes carry the chain depth; the first failing action ends the run (`failed`, with its message).
 */
import { RULE_LIMITS, type RuleCondition, type RuleRun } from '../../../../shared/schemas/rules';
import { claimRuleRun, finishRuleRun, listBoardRules, partsOf, type BoardRuleRecord } from '../../data/board-rules';
import { getCard, type CardRecord } from '../../data/cards';
import { loadWorkspaceSkeleton, type WorkspaceSkeleton } from '../../data/workspaces';
import { runAsActor } from '../../lib/actor-context';
import { HttpError } from '../../lib/http/errors';
import { uuidv5 } from '../../lib/ids/uuid';
import { logger } from '../../lib/observability';
import type { RuleMessage } from '../../lib/rules/queue';
import { ruleActorId } from '../../lib/rules/rule-actor';
import { ruleWants } from './publish-triggers';
import { authorAccessOf, pauseRule } from './author-access';
import { doRuleAction } from './rule-actions';

/** Why a run was skipped: the loop guard's reason names where the chain stopped. */
export const loopGuardReason = (depth: number) =>
  `Loop guard: this change came from a chain of ${depth} rule runs on this card; the chain stopped here (at most ${RULE_LIMITS.maxChainRuns} runs follow a rule's change).`;

/** The first condition the card does not meet, as a reason, or null when all hold. */
export function unmetCondition(
  card: CardRecord,
  conditions: readonly RuleCondition[],
  skeleton: WorkspaceSkeleton,
): string | null {
  for (const condition of conditions) {
    switch (condition.type) {
      case 'in_stage':
        if (card.stage_id !== condition.stage_id) {
          const name = skeleton.stages.find((s) => s.stage_id === condition.stage_id)?.name ?? 'a deleted stage';
          return `Condition not met: the card is not in ${name}.`;
        }
        break;
      case 'label_present':
      case 'label_absent': {
        const has = (card.label_ids ?? []).includes(condition.label_id!);
        const name = skeleton.labels.find((l) => l.label_id === condition.label_id)?.name ?? 'a deleted label';
        if (condition.type === 'label_present' && !has) return `Condition not met: the card has no label ${name}.`;
        if (condition.type === 'label_absent' && has) return `Condition not met: the card has the label ${name}.`;
        break;
      }
      case 'has_participant':
        if (!(card.assigned_user_ids ?? []).includes(condition.user_id!))
          return 'Condition not met: the member is not a participant of the card.';
        break;
    }
  }
  return null;
}

/** Outcome of one rule's run. */
interface RunResult {
  outcome: RuleRun['outcome'];
  reason: string | null;
  actionsDone: string[];
}

/** Run one claimed rule on the card. */
async function runRule(rule: BoardRuleRecord, message: RuleMessage, now: number): Promise<RunResult> {
  const { trigger } = message;
  const done: string[] = [];
  if (trigger.depth > RULE_LIMITS.maxChainRuns)
    return { outcome: 'skipped', reason: loopGuardReason(trigger.depth), actionsDone: done };
  const [card, skeleton] = await Promise.all([
    getCard(trigger.workspaceId, trigger.cardId),
    loadWorkspaceSkeleton(trigger.workspaceId, { consistent: true }),
  ]);
  if (!card || card.deleted_at || card.archived)
    return { outcome: 'skipped', reason: 'The card is no longer on the board.', actionsDone: done };
  const parts = partsOf(rule);
  const stageId = trigger.stageId ?? card.stage_id;
  if (parts.trigger.stage_id && parts.trigger.stage_id !== stageId)
    return { outcome: 'skipped', reason: 'The card is not in the stage the rule triggers on.', actionsDone: done };
  const unmet = unmetCondition(card, parts.conditions, skeleton);
  if (unmet) return { outcome: 'skipped', reason: unmet, actionsDone: done };
  const access = await authorAccessOf(rule.created_by, skeleton);
  if (!access) {
    await pauseRule(rule, skeleton);
    return {
      outcome: 'paused',
      reason: "The rule's author no longer has the right to manage rules: the rule paused itself.",
      actionsDone: done,
    };
  }
  const stamp = ruleActorId(trigger.depth, rule.rule_id, rule.created_by);
  for (const action of parts.actions) {
    // Each action sees the card as the previous one left it.
    const current = (await getCard(trigger.workspaceId, trigger.cardId)) ?? card;
    try {
      const result = await runAsActor(stamp, () =>
        doRuleAction(action, { card: current, skeleton, access, ruleName: rule.name, now }),
      );
      if (result) done.push(result);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return { outcome: 'failed', reason: `${action.type}: ${error.message}`, actionsDone: done };
    }
  }
  return { outcome: 'done', reason: null, actionsDone: done };
}

/**
 * Run the rules a queued trigger wants. @throws the table's errors (the message is then retried; runs
 * already claimed are not run again).
 */
export async function runTriggeredRules(message: RuleMessage, now = Date.now()): Promise<number> {
  const { trigger } = message;
  const rules = (await listBoardRules(trigger.workspaceId, { consistent: true })).filter((rule) =>
    ruleWants(rule, trigger),
  );
  let ran = 0;
  for (const rule of rules) {
    const runId = uuidv5(`${message.eventId}:${rule.rule_id}`);
    const card = await getCard(trigger.workspaceId, trigger.cardId);
    const claimed = await claimRuleRun({
      rule_run_of: rule.rule_id,
      run_id: runId,
      workspace_id: trigger.workspaceId,
      card_id: trigger.cardId,
      card_name: card?.name ?? '',
      trigger: trigger.type,
      outcome: 'running',
      actions_done: [],
      chain_depth: trigger.depth,
      created_at: new Date(now).toISOString(),
    });
    if (!claimed) continue;
    const result = await runRule(rule, message, now).catch(async (error: Error) => {
      logger.error('Rule run failed', { ruleId: rule.rule_id, cardId: trigger.cardId, reason: error.message });
      return { outcome: 'failed' as const, reason: 'Greenlight could not finish this run.', actionsDone: [] };
    });
    await finishRuleRun(rule.rule_id, runId, result);
    ran += 1;
  }
  return ran;
}
