/**
 * Firewall: the AWS WAF web ACL in front of CloudFront on staging and prod (issue 24 "WAF";
 * decisions I23). Dev goes without one (`StageSettings.waf` undefined).
 *
 * Rules, in the order WAF evaluates them:
 *   0. `RateLimitPerIp`: a viewer IP sending more than `waf.apiRequestsPer5Minutes` requests to
 *      `/api/*` within 5 minutes is answered 429 until its rate falls back (static files are served from
 *      CloudFront's cache and do not count);
 *   1. `AWSManagedRulesCommonRuleSet` (AWS's core rule set), with two body rules counted instead of
 *      blocking (COUNTED_COMMON_RULES): `SizeRestrictions_BODY` blocks any body over 8 KB, and the API
 *      takes rich-text descriptions and comments larger than that (our own schemas bound every body);
 *      `CrossSiteScripting_BODY` matches HTML, which the rich-text fields are by design (the API
 *      sanitizes them with an allowlist, decisions I21, and the browser sanitizes them again, R29),
 *      so blocking would refuse legitimate text with a bare 403;
 *   2. `AWSManagedRulesKnownBadInputsRuleSet` (Log4j, Java deserialization, localhost Host headers …).
 * Counted matches still show in the rule group's metrics and sampled requests.
 *
 * A CloudFront web ACL has scope CLOUDFRONT and must be created in us-east-1: `Firewall` goes either
 * into the stage's stack when that stack is in us-east-1, or into `FirewallStack`, a small stack in
 * us-east-1 whose ARN reaches the stage's stack through a cross-region reference (see
 * `greenlightStacks` in ../greenlight-stack.ts; docs/deploy.md "WAF").
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { Stage, WafSettings } from '../stage-config';

/** The region every CloudFront web ACL lives in. */
export const CLOUDFRONT_WAF_REGION = 'us-east-1';

/** Managed rule groups of the web ACL, in priority order after the rate rule. */
export const MANAGED_RULE_GROUPS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

/** Core rule set rules that only count: legitimate API bodies would match them (see the module comment). */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'] as const;

/** Name of the per-IP rate rule. */
export const RATE_RULE_NAME = 'RateLimitPerIp';

/** The path prefix the rate rule counts (the API behind CloudFront). */
export const RATE_LIMITED_PATH_PREFIX = '/api/';

/** The window of the rate rule, in seconds (WAF allows 60, 120, 300 or 600). */
export const RATE_WINDOW_SECONDS = 300;

/** The stage (it names the web ACL and its metrics) and its WAF settings. */
export interface FirewallProps {
  stage: Stage;
  waf: WafSettings;
}

/** The CLOUDFRONT-scoped web ACL; create it only in a us-east-1 stack (or an environment-agnostic one). */
export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    const name = `greenlight-${props.stage}-cloudfront`;
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${name}-${metricName}`,
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      // WAF allows letters, digits, spaces and + = : # @ / - , . in descriptions.
      description: `Greenlight ${props.stage}: AWS managed rules, per-IP rate limit on /api/ paths, decisions I23`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('all'),
      rules: [
        {
          name: RATE_RULE_NAME,
          priority: 0,
          action: { block: { customResponse: { responseCode: 429 } } },
          statement: {
            rateBasedStatement: {
              limit: props.waf.apiRequestsPer5Minutes,
              evaluationWindowSec: RATE_WINDOW_SECONDS,
              aggregateKeyType: 'IP',
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: RATE_LIMITED_PATH_PREFIX,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
          visibilityConfig: visibility(RATE_RULE_NAME),
        },
        ...MANAGED_RULE_GROUPS.map((group, i): CfnWebACL.RuleProperty => ({
          name: group,
          priority: i + 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: group,
              ruleActionOverrides:
                group === 'AWSManagedRulesCommonRuleSet'
                  ? COUNTED_COMMON_RULES.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
                  : undefined,
            },
          },
          visibilityConfig: visibility(group),
        })),
      ],
    });
  }

  /** The web ACL's ARN, which CloudFront takes as its `WebACLId`. */
  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}

/** FirewallProps plus the stack's environment, whose region must be us-east-1. */
export interface FirewallStackProps extends StackProps {
  stage: Stage;
  waf: WafSettings;
}

/**
 * `Greenlight-<stage>-waf`: the web ACL alone, in us-east-1, for a stage whose stack is in another
 * region. The stage's stack depends on it (it deploys first) and reads the ARN from its output with
 * CloudFormation's `Fn::GetStackOutput`, the weak cross-stack reference cdk.json chooses
 * (`@aws-cdk/core:defaultCrossStackReferences`), so no custom resource is involved.
 * @throws Error when its environment names a region other than us-east-1.
 */
export class FirewallStack extends Stack {
  readonly firewall: Firewall;

  constructor(scope: Construct, id: string, props: FirewallStackProps) {
    super(scope, id, { description: `Greenlight ${props.stage}: CloudFront web ACL (us-east-1)`, ...props });
    if (this.region !== CLOUDFRONT_WAF_REGION)
      throw new Error(`${id} must be in ${CLOUDFRONT_WAF_REGION}, not ${this.region}`);
    this.firewall = new Firewall(this, 'Firewall', { stage: props.stage, waf: props.waf });
  }
}
