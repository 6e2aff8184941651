/**
 * Rules domain (issue 38 "Board rules"; beyond the spec; decisions BR1–BR12): a workspace's board rules and
 * their run log. The route policy lets in only Owner, Admins and Team Leads (functions/src/routes/domains/rules.ts).
 * Every stage, label and member a rule names must be the workspace's own (services/rules/validate-rule.ts);
 * a refused rule stores nothing.
 */
import { CreateRuleRequestSchema, RULE_MESSAGES, UpdateRuleRequestSchema } from '../../../../shared/schemas/rules';
import {
  createBoardRule,
  deleteBoardRule,
  getBoardRule,
  listBoardRules,
  listRuleRuns,
  partsOf,
  storedParts,
  toRuleView,
  updateBoardRule,
  type BoardRuleRecord,
} from '../../data/board-rules';
import { loadWorkspaceSkeleton } from '../../data/workspaces';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { uuidv7 } from '../../lib/ids/uuid';
import { RULES_ROUTES } from '../../routes/domains/rules';
import { assertRuleValid } from '../../services/rules/validate-rule';
import { domainHandler, ok } from '../domain-handler';

/** The workspace's rule, or the route's 404 (another workspace's rule id is simply not there). */
async function requireRule(workspaceId: string, ruleId: string): Promise<BoardRuleRecord> {
  const rule = await getBoardRule(workspaceId, ruleId);
  if (!rule) throw new NotFoundError(RULE_MESSAGES.notFound);
  return rule;
}

export const handler = domainHandler('rules', RULES_ROUTES, {
  // Pattern 260.
  'GET /api/v1/workspaces/{id}/rules': async ({ params }) =>
    ok({ rules: (await listBoardRules(params.id!, { consistent: true })).map(toRuleView) }),

  // Pattern 262: checked against the skeleton (1 Query), then the tally and the rule in 1 TransactWrite.
  'POST /api/v1/workspaces/{id}/rules': async ({ params, body, caller, access }) => {
    const input = parseInput(CreateRuleRequestSchema, body);
    const parts = { trigger: input.trigger, conditions: input.conditions ?? [], actions: input.actions };
    assertRuleValid(parts, access.skeleton ?? (await loadWorkspaceSkeleton(params.id!, { consistent: true })));
    const now = new Date().toISOString();
    const rule = await createBoardRule({
      rules_of: params.id!,
      rule_id: uuidv7(),
      organization_id: access.workspace!.organization_id,
      name: input.name,
      enabled: input.enabled ?? true,
      ...storedParts(parts),
      created_by: caller!.userId,
      created_at: now,
      updated_at: now,
    } as BoardRuleRecord);
    return ok({ rule: toRuleView(rule) });
  },

  // Pattern 263: the whole rule is checked again as it would be after the change. Enabling clears a pause.
  'PATCH /api/v1/workspaces/{id}/rules/{rule_id}': async ({ params, body, caller }) => {
    const input = parseInput(UpdateRuleRequestSchema, body);
    if (Object.values(input).every((v) => v === undefined)) throw new BadRequestError(RULE_MESSAGES.nothingToChange);
    const rule = await requireRule(params.id!, params.rule_id!);
    const before = partsOf(rule);
    const parts = {
      trigger: input.trigger ?? before.trigger,
      conditions: input.conditions ?? before.conditions,
      actions: input.actions ?? before.actions,
    };
    if (input.trigger || input.conditions || input.actions)
      assertRuleValid(parts, await loadWorkspaceSkeleton(params.id!, { consistent: true }));
    const updated = await updateBoardRule(params.id!, params.rule_id!, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      // A paused rule enabled again runs as the one who enables it (decisions BR7).
      ...(input.enabled === true && rule.paused_reason ? { paused_reason: null, created_by: caller!.userId } : {}),
      ...(input.trigger || input.conditions || input.actions
        ? { ...storedParts(parts), trigger_stage_id: parts.trigger.stage_id ?? null }
        : {}),
      updated_at: new Date().toISOString(),
    });
    if (!updated) throw new NotFoundError(RULE_MESSAGES.notFound);
    return ok({ rule: toRuleView(updated) });
  },

  // Pattern 264.
  'DELETE /api/v1/workspaces/{id}/rules/{rule_id}': async ({ params }) => {
    if (!(await deleteBoardRule(params.id!, params.rule_id!))) throw new NotFoundError(RULE_MESSAGES.notFound);
    return ok(null);
  },

  // Pattern 266: a rule of this workspace only.
  'GET /api/v1/workspaces/{id}/rules/{rule_id}/runs': async ({ params }) => {
    await requireRule(params.id!, params.rule_id!);
    return ok({ runs: await listRuleRuns(params.rule_id!) });
  },
});
