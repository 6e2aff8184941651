/**
 * A workspace's board rules and their run log (issue 38 "Board rules"; docs/data-model.md patterns
 * 260–266; decisions BR2): list, read, create (at most 50, counted by a tally in the same TransactWrite),
 * change, delete, and the runs.
 */
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import {
  RULE_LIMITS,
  RULE_MESSAGES,
  type Rule,
  type RuleAction,
  type RuleCondition,
  type RuleRun,
  type RuleTrigger,
} from '../../../shared/schemas/rules';
import { BadRequestError, ConflictError } from '../lib/http/errors';
import { createItem, getItem, isConditionFailure, keyQuery, patchItem, queryAll, queryPage, type Item } from './access';
import { createTransaction, removeTransaction, runTransaction, updateTransaction } from './transactions';
import {
  BOARD_RULE_BY_WORKSPACE,
  BOARD_RULE_MODEL,
  BOARD_RULE_RUN_BY_RULE,
  BOARD_RULE_RUN_MODEL,
  BoardRule,
  BoardRuleRun,
  BoardRuleTally,
} from './entities/board-rule';

export type BoardRuleRecord = Item<typeof BoardRule>;
export type BoardRuleRunRecord = Item<typeof BoardRuleRun>;

/** A rule's parts as the API and the engine use them. */
export interface RuleParts {
  trigger: RuleTrigger;
  conditions: RuleCondition[];
  actions: RuleAction[];
}

/** The stored rule's trigger, conditions and actions, parsed. */
export function partsOf(record: BoardRuleRecord): RuleParts {
  return {
    trigger: JSON.parse(record.trigger) as RuleTrigger,
    conditions: JSON.parse(record.conditions) as RuleCondition[],
    actions: JSON.parse(record.actions) as RuleAction[],
  };
}

/** The rule as the API shows it. */
export function toRuleView(record: BoardRuleRecord): Rule {
  return {
    id: record.rule_id,
    name: record.name,
    enabled: record.enabled !== false,
    paused_reason: record.paused_reason ?? null,
    ...partsOf(record),
    created_by: record.created_by,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** The stored attributes of a rule's parts. */
export function storedParts(parts: RuleParts) {
  return {
    trigger_type: parts.trigger.type,
    ...(parts.trigger.stage_id ? { trigger_stage_id: parts.trigger.stage_id } : {}),
    trigger: JSON.stringify(parts.trigger),
    conditions: JSON.stringify(parts.conditions),
    actions: JSON.stringify(parts.actions),
  };
}

/** Pattern 260: a workspace's rules, oldest first (1 Query of its rules partition, ≤ 50 items). */
export async function listBoardRules(
  workspaceId: string,
  options: { consistent?: boolean } = {},
): Promise<BoardRuleRecord[]> {
  const rules = await queryAll(
    BoardRule,
    keyQuery(BOARD_RULE_MODEL, BOARD_RULE_BY_WORKSPACE, { rules_of: workspaceId }),
    options,
  );
  return rules.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Pattern 261: one rule of the workspace (1 GetItem); another workspace's rule id is simply not there. */
export async function getBoardRule(workspaceId: string, ruleId: string): Promise<BoardRuleRecord | null> {
  return getItem(BoardRule, { rules_of: workspaceId, rule_id: ruleId }, { consistent: true });
}

const TALLY_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));

/**
 * Pattern 262: create a rule. One TransactWrite: the tally +1 on condition it is below 50 (or absent), and
 * the rule `attribute_not_exists`. A cancellation is read again: a full tally is the 50-rule refusal.
 * @throws BadRequestError (RULE_MESSAGES.tooMany) when the workspace has 50; nothing is stored.
 */
export async function createBoardRule(record: BoardRuleRecord): Promise<BoardRuleRecord> {
  for (let attempt = 1; attempt <= TALLY_ATTEMPTS; attempt++) {
    const result = await runTransaction([
      updateTransaction(
        BoardRuleTally,
        { rules_of: record.rules_of, rule_count: $add(1) } as never,
        {
          or: [
            { attr: 'rule_count', exists: false },
            { attr: 'rule_count', lt: RULE_LIMITS.maxRules },
          ],
        } as never,
      ),
      createTransaction(BoardRule, record),
    ]);
    if (!result.canceled) return record;
    const tally = await getItem(BoardRuleTally, { rules_of: record.rules_of }, { consistent: true });
    if ((tally?.rule_count ?? 0) >= RULE_LIMITS.maxRules)
      throw new BadRequestError(RULE_MESSAGES.tooMany, { rules: [RULE_MESSAGES.tooMany] });
    await pause(attempt);
  }
  throw new ConflictError('The rules were changed meanwhile. Please try again.');
}

/** What PATCH and the engine's pause change; `null` removes `paused_reason`. */
export type BoardRuleChanges = Partial<{
  name: string;
  enabled: boolean;
  paused_reason: string | null;
  trigger_type: string;
  trigger_stage_id: string | null;
  trigger: string;
  conditions: string;
  actions: string;
  updated_at: string;
  /** Enabling a paused rule makes the one who enables it its author (decisions BR7). */
  created_by: string;
}>;

/** Pattern 263: change a rule (1 UpdateItem, `attribute_exists`). @returns the rule after, or null when it is gone. */
export async function updateBoardRule(
  workspaceId: string,
  ruleId: string,
  changes: BoardRuleChanges,
): Promise<BoardRuleRecord | null> {
  const values = Object.fromEntries(
    Object.entries(changes)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v === null ? $remove() : v]),
  );
  try {
    return (await patchItem(
      BoardRule,
      { rules_of: workspaceId, rule_id: ruleId, ...values } as never,
      {
        returnValues: 'ALL_NEW',
      } as never,
    )) as BoardRuleRecord;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Pattern 264: delete a rule and count it off the tally (1 TransactWrite). Its runs are left to their TTL. @returns false when it was not there. */
export async function deleteBoardRule(workspaceId: string, ruleId: string): Promise<boolean> {
  for (let attempt = 1; attempt <= TALLY_ATTEMPTS; attempt++) {
    const result = await runTransaction([
      removeTransaction(BoardRule, { rules_of: workspaceId, rule_id: ruleId }),
      updateTransaction(BoardRuleTally, { rules_of: workspaceId, rule_count: $add(-1) } as never),
    ]);
    if (!result.canceled) return true;
    if (!(await getBoardRule(workspaceId, ruleId))) return false;
    await pause(attempt);
  }
  throw new ConflictError('The rules were changed meanwhile. Please try again.');
}

/** Runs are kept 30 days (TTL), and the log shows the last 100. */
const RUN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Pattern 265: claim a run (1 PutItem `attribute_not_exists`): its id is the event's and rule's, so a
 * redelivered message finds it taken. @returns false when the run was already claimed.
 */
export async function claimRuleRun(run: Omit<BoardRuleRunRecord, 'expires_at'>): Promise<boolean> {
  try {
    await createItem(BoardRuleRun, {
      ...run,
      expires_at: Math.floor(Date.parse(run.created_at) / 1000) + RUN_TTL_SECONDS,
    } as never);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Pattern 265: the run's outcome once its actions are done (1 UpdateItem). */
export async function finishRuleRun(
  ruleId: string,
  runId: string,
  result: { outcome: RuleRun['outcome']; reason: string | null; actionsDone: string[] },
): Promise<void> {
  await patchItem(BoardRuleRun, {
    rule_run_of: ruleId,
    run_id: runId,
    outcome: result.outcome,
    actions_done: result.actionsDone,
    reason: result.reason ?? $remove(),
  } as never);
}

/** Pattern 266: a rule's last 100 runs, newest first (1 Query of its partition, up to 1000 runs of the 30 days TTL keeps, sorted by `created_at` in code: run ids are UUIDv5, decisions BR2). */
export async function listRuleRuns(ruleId: string): Promise<RuleRun[]> {
  const { items } = await queryPage(
    BoardRuleRun,
    keyQuery(BOARD_RULE_RUN_MODEL, BOARD_RULE_RUN_BY_RULE, { rule_run_of: ruleId }),
    { consistent: true, limit: 1000 },
  );
  return items
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, RULE_LIMITS.maxRunsListed)
    .map((run) => ({
      id: run.run_id,
      card_id: run.card_id,
      card_name: run.card_name ?? '',
      trigger: run.trigger,
      outcome: run.outcome as RuleRun['outcome'],
      reason: run.reason ?? null,
      actions_done: run.actions_done ?? [],
      chain_depth: run.chain_depth,
      created_at: run.created_at,
    }));
}
