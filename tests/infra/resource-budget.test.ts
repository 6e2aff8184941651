/**
 * Headroom under CloudFormation's 500 resources per stack (issue 24 "Ready to deploy", Headroom;
 * decisions I22): every stack of every stage (the stage's own, the nested routes stack, and the
 * us-east-1 web ACL stack where there is one) stays at or below 60 % of the limit (the routes stack, which
 * holds only routes, 80 %: decisions RB1), today and with 40 more routes, and a new route adds resources to the nested routes stack only.
 *
 * The counts do not depend on the functions' code, so these synths skip esbuild bundling
 * (`aws:cdk:bundling-stacks` empty) and take seconds; tests/infra/stack.test.ts checks the bundled
 * stacks. Each stage is synthesized without a region, in us-east-1 and in eu-west-1 (where staging and
 * prod get the separate web ACL stack). The counts are printed.
 */
import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { REPO_ROOT } from '../../infra/lib/constructs/app-function';
import { greenlightStacks } from '../../infra/lib/greenlight-stack';
import { STAGES, stackConfigFromContext, type Stage } from '../../infra/lib/stage-config';

/** CloudFormation's limit is 500 resources per stack; we keep every stack at or below 60 % of it… */
const RESOURCE_BUDGET = 300;
/**
 * …except the nested routes stack, which holds one resource per route and nothing else: 80 % (decisions RB1).
 * Past it, the routes split by domain into a second nested stack.
 */
const ROUTES_STACK_BUDGET = 400;
const budgetOf = (stack: string) => (stack.endsWith('/Api/Routes') ? ROUTES_STACK_BUDGET : RESOURCE_BUDGET);
/** The growth the stacks must absorb: 40 routes more than the route table has today. */
const EXTRA_ROUTES = 40;
const REGIONS = [undefined, 'us-east-1', 'eu-west-1'] as const;

const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** `n` routes the route table does not have, each a new path on an existing domain function. */
function extraRoutes(n: number): RouteEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    method: 'GET',
    path: `/api/v1/headroom_check_${i}`,
    domain: 'health',
    policy: { kind: 'signed_in' },
    summary: 'Stand-in route for the resource budget test',
  }));
}

interface StackCount {
  /** Construct path: `Greenlight-prod`, `Greenlight-prod/Api/Routes` (nested), `Greenlight-prod-waf`. */
  stack: string;
  nested: boolean;
  resources: number;
}

/** Resources per stack (nested ones included) of one stage, read from the synthesized templates. */
function countResources(stage: Stage, region: string | undefined, routes: readonly RouteEntry[]): StackCount[] {
  const app = new App({ context: { ...CDK_CONTEXT, stage, [BUNDLING_STACKS]: [] } });
  greenlightStacks(app, {
    config: stackConfigFromContext(app.node),
    routes,
    webDistPath: null,
    env: region ? { region } : undefined,
  });
  const assembly = app.synth();
  return app.node
    .findAll()
    .filter((c): c is Stack => Stack.isStack(c))
    .map((stack) => {
      const template = JSON.parse(readFileSync(join(assembly.directory, stack.templateFile), 'utf8')) as {
        Resources: object;
      };
      return {
        stack: stack.node.path,
        nested: NestedStack.isNestedStack(stack),
        resources: Object.keys(template.Resources).length,
      };
    });
}

const cases = STAGES.flatMap((stage) => REGIONS.map((region) => [stage, region] as const));

describe.each(cases)('Greenlight-%s (region %s)', (stage, region) => {
  const today = countResources(stage, region, ROUTES);
  const grown = countResources(stage, region, [...ROUTES, ...extraRoutes(EXTRA_ROUTES)]);
  console.log(
    `Resources, ${stage} in ${region ?? 'any region'} (budget ${RESOURCE_BUDGET} per stack; ${ROUTES.length} routes, then ${ROUTES.length + EXTRA_ROUTES}):\n` +
      today
        .map((c, i) => `  ${c.stack.padEnd(32)} ${String(c.resources).padStart(4)} → ${grown[i].resources}`)
        .join('\n'),
  );

  it(`keeps every stack at or below ${RESOURCE_BUDGET} resources (the routes stack ${ROUTES_STACK_BUDGET}), today and with ${EXTRA_ROUTES} more routes`, () => {
    for (const count of [...today, ...grown])
      expect(count.resources, count.stack).toBeLessThanOrEqual(budgetOf(count.stack));
  });

  it('adds a new route to the nested routes stack alone, one resource each', () => {
    expect(grown.map((c) => c.stack)).toEqual(today.map((c) => c.stack));
    for (const [i, count] of today.entries()) {
      const routesStack = count.nested && count.stack.endsWith('/Api/Routes');
      expect(grown[i].resources - count.resources, count.stack).toBe(routesStack ? EXTRA_ROUTES : 0);
    }
    expect(today.filter((c) => c.nested).map((c) => c.stack)).toEqual([`Greenlight-${stage}/Api/Routes`]);
  });
});
