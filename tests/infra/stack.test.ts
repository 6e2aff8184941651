/**
 * Key properties of the synthesized Greenlight stacks, and cdk-nag AwsSolutions with no
 * unacknowledged finding (issue 2 §4 "Checks"; BRIEF §5 "CDK tests assert key properties of the
 * template, not resource counts").
 *
 * Synth bundles every function with esbuild, so each stage is synthesized once in `beforeAll`:
 * dev (no web build), prod (with a stand-in web build, to cover the BucketDeployment, and in
 * eu-west-1, so its web ACL is in the us-east-1 stack `Greenlight-prod-waf`), and staging with Google
 * sign-in and an appUrl (to cover the optional context keys; region-agnostic, so its web ACL is in its
 * own stack). Bundles are cached across the three apps, so the second and third synths cost little.
 * The HTTP API's routes are in a nested stack (decisions I22): `routes` is its template.
 */
import { App, Duration, NestedStack, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { API_DOCS_REWRITE_CODE, apiDocsFiles } from '../../infra/lib/api-docs';
import { REVIEW_REWRITE_CODE } from '../../infra/lib/review-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_FUNCTIONS,
  COGNITO_TRIGGER_FUNCTION,
  HTTP_FUNCTIONS,
  SCHEDULED_FUNCTIONS,
} from '../../functions/src/catalogue';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from '../../functions/src/lib/http/viewer-address';
import { TABLE_DEFINITION } from '../../functions/src/data/table-definition';
import { ROUTES } from '../../functions/src/routes/route-table';
import { USER_POOL_SETTINGS } from '../../infra/lib/config/user-pool-settings';
import { NATIVE_MODULES, REPO_ROOT } from '../../infra/lib/constructs/app-function';
import { CHUNKS_DIR, FILES_BESIDE_BUNDLE, nativeModuleSetFor } from '../../infra/lib/bundling';
import {
  API_CACHE_POLICY_HEADERS,
  API_VIEWER_HEADERS,
  SPA_REWRITE_CODE,
  VIEWER_ADDRESS_CLOUDFRONT_HEADER,
} from '../../infra/lib/constructs/web';
import {
  COUNTED_COMMON_RULES,
  MANAGED_RULE_GROUPS,
  RATE_LIMITED_PATH_PREFIX,
  RATE_RULE_NAME,
  RATE_WINDOW_SECONDS,
  type FirewallStack,
} from '../../infra/lib/constructs/firewall';
import { API_GATEWAY_PUSH_TO_CLOUDWATCH_POLICY } from '../../infra/lib/constructs/realtime';
import { FUNCTION_NEEDS, type FunctionName } from '../../infra/lib/constructs/functions';
import { greenlightStacks, type GreenlightStack } from '../../infra/lib/greenlight-stack';
import {
  ContextError,
  parseStage,
  STAGE_SETTINGS,
  stackConfigFromContext,
  type Stage,
} from '../../infra/lib/stage-config';
import { buildFunctionBundles } from '../support/function-bundles';

type Resource = {
  Type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON is untyped; the assertions check its shape.
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

// Synth runs esbuild once per function, one after another; on a shared two-core machine that can take minutes.
const SYNTH_TIMEOUT_MS = 480_000;
const CDK_CONTEXT = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
const GOOGLE_CONTEXT = {
  googleClientId: 'test-client.apps.googleusercontent.com',
  googleClientSecretName: 'greenlight/google-client-secret',
  authDomainPrefix: 'greenlight-staging-test',
  appUrl: 'https://app.greenlight.example',
};

/** Function environment names the handlers read (issue 2 §4). */
const FULL_ENVIRONMENT = [
  'TABLE_NAME',
  'USER_POOL_ID',
  'USER_POOL_SERVER_CLIENT_ID',
  'USER_POOL_WEB_CLIENT_ID',
  'UPLOADS_BUCKET',
  'MAIL_FROM',
  'APP_URL',
  'WEBSOCKET_MANAGEMENT_URL',
  'STAGE',
];
const TRIGGER_ENVIRONMENT = ['TABLE_NAME', 'MAIL_FROM', 'APP_URL'];
/** The functions that send to or read the webhook queue also name it (issue 29; decisions H24). */
const WEBHOOK_QUEUE_FUNCTIONS = new Set(['stream-fan-out', 'webhooks', 'webhook-delivery']);
/** The functions that send to the board-rule queue name it (issue 38; decisions BR4). */
const RULE_QUEUE_FUNCTIONS = new Set(['stream-fan-out', 'due-reminders']);
/** The function that queues organization exports and imports names the transfer queue (issue 40; decisions EX3). */
const TRANSFER_QUEUE_FUNCTIONS = new Set(['organizations']);

/** Least privilege as the design states it, written out independently of FUNCTION_NEEDS. */
const EXPECTED_GRANTS = {
  cognitoAdmin: ['auth', 'users', 'account-deletion'],
  // Issue 40: only the e-mail outbox's sender calls SES (decisions MO1).
  sendEmail: ['email-sender'],
  // Issue 40: the functions that send mail write it to the e-mail outbox.
  emailSend: [
    'auth',
    'users',
    'workspaces',
    'admin',
    // Reviewer links, review codes and submissions e-mail the reviewers (issue 37).
    'approvals',
    'contents',
    'due-reminders',
    'account-deletion',
    'cognito-triggers',
    'webhook-delivery',
    // Issue 38: a rule's approval submission e-mails the reviewers.
    'rule-runner',
    // Issue 40: the Owner's "export ready" e-mail.
    'transfer-worker',
  ],
  // comments and approvals store and sign comment files (decisions R5).
  uploads: [
    'users',
    'organizations',
    'workspaces',
    'cards',
    'contents',
    'comments',
    'approvals',
    'chat',
    'bin',
    'bin-purge',
    'account-deletion',
    'recurring-cards',
    // A rule's Team comment goes through the comment service, which stores a comment's files (decisions RB2).
    'rule-runner',
    // Issue 40: reads the organization's files, writes export zips and imported files.
    'transfer-worker',
    // Issue 40: a Trello import posts its comments through the comment service (decisions FT8).
    'imports',
  ],
  // auth, admin, stages (participants) and notifications (the actors' icons) sign presigned GET URLs of
  // profile pictures, which needs s3:GetObject and nothing else.
  uploadsReadOnly: ['auth', 'admin', 'stages', 'notifications'],
  realtimePush: ['auth', 'users', 'workspaces', 'stages', 'cards', 'realtime', 'stream-fan-out', 'due-reminders'],
  // Issue 29: sending to the webhook queue (the delivery function reads it through its event source mapping).
  webhookSend: ['stream-fan-out', 'webhooks'],
  // Issue 38: sending to the board-rule queue (the runner reads it through its event source mapping).
  ruleSend: ['stream-fan-out', 'due-reminders'],
};

interface Synthesized {
  stack: GreenlightStack;
  template: Template;
  resources: Record<string, Resource>;
  /** The nested stack of the HTTP API's routes, integrations, invoke permissions and authorizer. */
  routes: Template;
  routeResources: Record<string, Resource>;
  /** `Greenlight-<stage>-waf`, when the stage's web ACL is in its own us-east-1 stack. */
  firewall?: FirewallStack;
  /** Cloud assembly folder, where the bundles are. */
  outdir: string;
}

function synthesize(
  stage: string,
  extraContext: Record<string, string> = {},
  webDistPath: string | null = null,
  region?: string,
): Synthesized {
  // Asset metadata (as the CLI sets it) tells the tests where each function's bundle is.
  const app = new App({ context: { ...CDK_CONTEXT, 'aws:cdk:enable-asset-metadata': true, stage, ...extraContext } });
  const config = stackConfigFromContext(app.node);
  const { main: stack, firewall } = greenlightStacks(app, {
    config,
    webDistPath,
    env: region ? { region } : undefined,
  });
  const template = Template.fromStack(stack);
  const routes = Template.fromStack(stack.api.routesStack!);
  return {
    stack,
    template,
    resources: template.toJSON().Resources as Record<string, Resource>,
    routes,
    routeResources: routes.toJSON().Resources as Record<string, Resource>,
    firewall,
    outdir: app.outdir,
  };
}

/** A function's asset folder. */
const assetOf = (s: Synthesized, fn: Resource & { Metadata?: Record<string, string> }) =>
  join(s.outdir, fn.Metadata?.['aws:asset:path'] ?? '');

/** A function's bundled files, relative to its asset folder: index.mjs and its chunks (decisions KI2), sorted. */
function bundleFilesOf(folder: string): string[] {
  const chunks = join(folder, CHUNKS_DIR);
  return ['index.mjs', ...(existsSync(chunks) ? readdirSync(chunks).map((name) => join(CHUNKS_DIR, name)) : [])].sort();
}

/** The bundled code of a function: index.mjs and its chunks, one after the other. */
function bundleOf(s: Synthesized, fn: Resource & { Metadata?: Record<string, string> }): string {
  const folder = assetOf(s, fn);
  return bundleFilesOf(folder)
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

/** The shared options' bundles, built once for every stage's comparison. */
let sharedBuild: ReturnType<typeof buildFunctionBundles> | undefined;
const sharedOptionsBundles = () =>
  (sharedBuild ??= buildFunctionBundles(join(REPO_ROOT, '.build', 'function-bundles-synth')));

const ofType = (s: Synthesized, type: string) => Object.entries(s.resources).filter(([, r]) => r.Type === type);
const routesOfType = (s: Synthesized, type: string) =>
  Object.entries(s.routeResources).filter(([, r]) => r.Type === type);

/** What the parent passes for a `{Ref: <parameter>}` of the routes stack (CDK's nested-stack parameters). */
function parentValueOf(s: Synthesized, value: unknown): unknown {
  const ref = (value as { Ref?: string }).Ref;
  const [[, nested]] = ofType(s, 'AWS::CloudFormation::Stack');
  const parameters = nested.Properties.Parameters as Record<string, unknown>;
  if (!ref || !(ref in parameters)) throw new Error(`${JSON.stringify(value)} is not a parameter of the routes stack`);
  return parameters[ref];
}

/** The distribution's config and its `/api/*` behaviour. */
function apiBehaviourOf(s: Synthesized) {
  const [[, distribution]] = ofType(s, 'AWS::CloudFront::Distribution');
  const config = distribution.Properties.DistributionConfig;
  const behaviour = (config.CacheBehaviors as Array<Resource['Properties']>).find((b) => b.PathPattern === '/api/*')!;
  return { config, behaviour };
}

/** Our functions (AppFunction sets the Powertools namespace), keyed by catalogue name. */
function appFunctions(s: Synthesized): Map<string, [string, Resource]> {
  const map = new Map<string, [string, Resource]>();
  for (const [id, r] of ofType(s, 'AWS::Lambda::Function')) {
    const env = r.Properties.Environment?.Variables ?? {};
    if (env.POWERTOOLS_METRICS_NAMESPACE === 'Greenlight') map.set(env.POWERTOOLS_SERVICE_NAME, [id, r]);
  }
  return map;
}

/** Every Allow statement attached to a function's role. */
function statementsOf(s: Synthesized, fn: Resource): Statement[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  return ofType(s, 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[])
    .filter((st) => st.Effect === 'Allow');
}

const actionsOf = (statements: Statement[]) =>
  statements.flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]));

/**
 * Every `Resource: '*'` an IAM policy grants a Lambda execution role, and every AWS managed policy on
 * one (issue 24 "No Lambda role gains a new Resource: *"). Each entry needs its reason; nothing else
 * may appear. The actions are the only ones that cannot name a resource:
 * - every function (AppFunction, `Tracing.ACTIVE`): xray:PutTraceSegments and xray:PutTelemetryRecords,
 *   which have no resource type in the Service Authorization Reference, so IAM requires Resource '*';
 * - stream-fan-out: dynamodb:ListStreams, which its DynamoDB event source mapping needs and which has no
 *   resource type either (the stream's records are read from this table's stream ARN only);
 * - CDK's BucketDeployment handler (runs only during deployments; aws-cdk-lib writes its policy):
 *   cloudfront:CreateInvalidation and cloudfront:GetInvalidation on '*', which aws-cdk-lib offers no way
 *   to narrow, and AWSLambdaBasicExecutionRole for its logs;
 * - CDK's S3 auto-delete-objects provider, on stages whose buckets are destroyed with the stack (dev;
 *   it empties them on deletion): AWSLambdaBasicExecutionRole for its logs, its S3 grants name the buckets.
 */
const XRAY_ACTIONS = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];
const BUCKET_DEPLOYMENT_HANDLER = 'CDK BucketDeployment handler';
const AUTO_DELETE_OBJECTS_PROVIDER = 'CDK S3 auto-delete-objects provider';
function expectedResourceStarGrants(stage: Stage): Record<string, { actions: string[]; managedPolicies: string[] }> {
  const expected: Record<string, { actions: string[]; managedPolicies: string[] }> = {};
  for (const fn of ALL_FUNCTIONS)
    expected[fn.name] = {
      actions: fn.name === 'stream-fan-out' ? ['dynamodb:ListStreams', ...XRAY_ACTIONS] : XRAY_ACTIONS,
      managedPolicies: [],
    };
  expected[BUCKET_DEPLOYMENT_HANDLER] = {
    actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
    managedPolicies: ['service-role/AWSLambdaBasicExecutionRole'],
  };
  if (STAGE_SETTINGS[stage].removalPolicy === RemovalPolicy.DESTROY)
    expected[AUTO_DELETE_OBJECTS_PROVIDER] = {
      actions: [],
      managedPolicies: ['service-role/AWSLambdaBasicExecutionRole'],
    };
  return expected;
}

/** What resourceStarGrants found, keyed by function name (or the CDK handler's), across every stack of the stage. */
function resourceStarGrants(s: Synthesized): Record<string, { actions: string[]; managedPolicies: string[] }> {
  const functionOfRole = new Map(
    [...appFunctions(s)].map(([name, [, fn]]) => [fn.Properties.Role['Fn::GetAtt'][0] as string, name]),
  );
  const templates = [
    s.resources,
    s.routeResources,
    ...(s.firewall ? [Template.fromStack(s.firewall).toJSON().Resources as Record<string, Resource>] : []),
  ];
  const found: Record<string, { actions: string[]; managedPolicies: string[] }> = {};
  for (const resources of templates) {
    for (const [roleId, role] of Object.entries(resources)) {
      if (
        role.Type !== 'AWS::IAM::Role' ||
        !JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('lambda.amazonaws.com')
      )
        continue;
      const inline = (
        (role.Properties.Policies ?? []) as Array<{ PolicyDocument: { Statement: Statement[] } }>
      ).flatMap((p) => p.PolicyDocument.Statement);
      const attached = Object.values(resources)
        .filter(
          (p) =>
            p.Type === 'AWS::IAM::Policy' &&
            (p.Properties.Roles as Array<{ Ref?: string }>).some((r) => r.Ref === roleId),
        )
        .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
      const star = [...inline, ...attached].filter(
        (st) =>
          st.Effect === 'Allow' && (st.Resource === '*' || (Array.isArray(st.Resource) && st.Resource.includes('*'))),
      );
      const managed = ((role.Properties.ManagedPolicyArns ?? []) as unknown[]).map((arn) =>
        JSON.stringify(arn).replace(/^.*:iam::aws:policy\/([^"]+)".*$/, '$1'),
      );
      if (!star.length && !managed.length) continue;
      const cdkProvided = roleId.startsWith('CustomCDKBucketDeployment')
        ? BUCKET_DEPLOYMENT_HANDLER
        : roleId.startsWith('CustomS3AutoDeleteObjects')
          ? AUTO_DELETE_OBJECTS_PROVIDER
          : roleId;
      const name = functionOfRole.get(roleId) ?? cdkProvided;
      found[name] = { actions: [...new Set(actionsOf(star))].sort(), managedPolicies: managed.sort() };
    }
  }
  return found;
}

function nagViolations(stack: Stack) {
  return new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack).violations;
}

let dev: Synthesized;
let prod: Synthesized;
let staging: Synthesized;
let webDist: string;

beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'greenlight-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  dev = synthesize('dev');
  prod = synthesize('prod', {}, webDist, 'eu-west-1');
  staging = synthesize('staging', GOOGLE_CONTEXT);
}, SYNTH_TIMEOUT_MS);

afterAll(() => {
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe('stage context', () => {
  it('accepts dev, staging and prod only', () => {
    expect(['dev', 'staging', 'prod'].map(parseStage)).toEqual(['dev', 'staging', 'prod']);
    expect(() => parseStage('qa')).toThrow(ContextError);
    expect(() => parseStage('qa')).toThrow(/stage=dev\|staging\|prod/);
  });

  it('rejects a partial Google configuration and a non-https appUrl', () => {
    const partial = new App({ context: { stage: 'dev', googleClientId: 'x' } });
    expect(() => stackConfigFromContext(partial.node)).toThrow(/go together/);
    const insecure = new App({ context: { stage: 'dev', appUrl: 'http://app.example.com' } });
    expect(() => stackConfigFromContext(insecure.node)).toThrow(/https/);
  });

  it('names the stacks Greenlight-<stage>', () => {
    expect([dev, prod, staging].map((s) => s.stack.stackName)).toEqual([
      'Greenlight-dev',
      'Greenlight-prod',
      'Greenlight-staging',
    ]);
  });
});

describe.each([
  ['dev', () => dev],
  ['prod', () => prod],
  ['staging with Google', () => staging],
])('Greenlight %s', (_, get) => {
  it('has the table of TABLE_DEFINITION: keys, GSIs, on-demand, PITR, TTL', () => {
    const gsis = TABLE_DEFINITION.globalSecondaryIndexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    }));
    get().template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: Match.arrayEquals(gsis),
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE_DEFINITION.ttlAttribute, Enabled: true },
    });
  });

  it('has a user pool with e-mail usernames, self sign-up, password minimum 6 and the triggers', () => {
    get().template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: [...USER_POOL_SETTINGS.usernameAttributes],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: Match.objectLike({ MinimumLength: USER_POOL_SETTINGS.passwordPolicy.minimumLength }),
      },
      LambdaConfig: { PostConfirmation: Match.anyValue() },
    });
  });

  it('gives the server client ADMIN_USER_PASSWORD_AUTH and the web client no password flow', () => {
    const { template } = get();
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: USER_POOL_SETTINGS.serverClient.name,
      ExplicitAuthFlows: Match.arrayEquals([...USER_POOL_SETTINGS.serverClient.explicitAuthFlows]),
    });
    const web = template.findResources('AWS::Cognito::UserPoolClient', {
      Properties: { ClientName: USER_POOL_SETTINGS.webClient.name },
    });
    const [webClient] = Object.values(web) as Resource[];
    expect(webClient.Properties.ExplicitAuthFlows).toEqual([...USER_POOL_SETTINGS.webClient.explicitAuthFlows]);
    for (const flow of [
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_USER_SRP_AUTH',
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_CUSTOM_AUTH',
    ]) {
      expect(webClient.Properties.ExplicitAuthFlows).not.toContain(flow);
    }
    expect(webClient.Properties.AllowedOAuthFlows).toEqual(['code']);
  });

  it('creates an API Gateway route for every route-table entry in the routes stack, with the Lambda authorizer unless public, to its domain function', () => {
    const s = get();
    const fns = appFunctions(s);
    const routes = routesOfType(s, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    const integrations = new Map(routesOfType(s, 'AWS::ApiGatewayV2::Integration'));
    expect(routes).toHaveLength(ROUTES.length);
    for (const entry of ROUTES) {
      const routeKey = `${entry.method} ${entry.path}`;
      const route = routes.find((r) => r.RouteKey === routeKey);
      expect(route, routeKey).toBeDefined();
      expect(route?.AuthorizationType, routeKey).toBe(entry.policy.kind === 'public' ? 'NONE' : 'CUSTOM');
      const integrationId = (route?.Target['Fn::Join'][1] as [string, { Ref: string }])[1].Ref;
      const uri = integrations.get(integrationId)?.Properties.IntegrationUri;
      expect(parentValueOf(s, uri), routeKey).toEqual({ 'Fn::GetAtt': [fns.get(entry.domain)?.[0], 'Arn'] });
    }
    // Every route, integration and authorizer of the HTTP API is in the routes stack, on the parent's API.
    const [[httpApiId]] = ofType(s, 'AWS::ApiGatewayV2::Api').filter(([, r]) => r.Properties.ProtocolType === 'HTTP');
    for (const type of [
      'AWS::ApiGatewayV2::Route',
      'AWS::ApiGatewayV2::Integration',
      'AWS::ApiGatewayV2::Authorizer',
    ]) {
      for (const [id, r] of routesOfType(s, type))
        expect(parentValueOf(s, r.Properties.ApiId), id).toEqual({ Ref: httpApiId });
    }
    expect(
      ofType(s, 'AWS::ApiGatewayV2::Route')
        .map(([, r]) => r.Properties.RouteKey)
        .sort(),
    ).toEqual(['$connect', '$default', '$disconnect']);
    expect(ofType(s, 'AWS::ApiGatewayV2::Authorizer')).toEqual([]);
  });

  it('gives each HTTP function one invoke permission for the whole API, not one per route', () => {
    const s = get();
    const fns = appFunctions(s);
    const [[httpApiId]] = ofType(s, 'AWS::ApiGatewayV2::Api').filter(([, r]) => r.Properties.ProtocolType === 'HTTP');
    const authorizerId = fns.get('authorizer')![0];
    const functionIdOf = (p: Resource['Properties']) =>
      (parentValueOf(s, p.FunctionName) as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    // The authorizer's own permission (issue 29) is checked with the authorizer below.
    const permissions = routesOfType(s, 'AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => functionIdOf(p) !== authorizerId);
    const functionIds = permissions.map(functionIdOf);
    expect(functionIds.sort()).toEqual(HTTP_FUNCTIONS.map((f) => fns.get(f.name)![0]).sort());
    for (const p of permissions) {
      expect(p.Principal).toBe('apigateway.amazonaws.com');
      const [, parts] = p.SourceArn['Fn::Join'] as [string, unknown[]];
      expect(parts.at(-1)).toBe('/*/*/*');
      expect(parentValueOf(s, parts.at(-2))).toEqual({ Ref: httpApiId });
    }
    expect(
      ofType(s, 'AWS::Lambda::Permission').filter(
        ([, p]) =>
          p.Properties.Principal === 'apigateway.amazonaws.com' &&
          JSON.stringify(p.Properties.SourceArn).includes(httpApiId),
      ),
    ).toEqual([]);
  });

  it('authorizes with the Lambda REQUEST authorizer, uncached, which knows the user pool and its two app clients (issue 29)', () => {
    const s = get();
    s.routes.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 0,
      IdentitySource: ['$request.header.Authorization'],
    });
    const [authorizerId, authorizer] = appFunctions(s).get('authorizer')!;
    const env = authorizer.Properties.Environment.Variables;
    expect(env.USER_POOL_ID).toEqual({ Ref: expect.stringMatching(/AuthUserPool/) });
    expect(env.USER_POOL_SERVER_CLIENT_ID).toEqual({ Ref: expect.stringMatching(/ServerClient/) });
    expect(env.USER_POOL_WEB_CLIENT_ID).toEqual({ Ref: expect.stringMatching(/WebClient/) });
    const invokes = routesOfType(s, 'AWS::Lambda::Permission').filter(([, p]) =>
      JSON.stringify(parentValueOf(s, p.Properties.FunctionName)).includes(authorizerId),
    );
    expect(invokes).toHaveLength(1);
  });

  it('runs every function on nodejs22.x arm64 with tracing and without source maps', () => {
    const fns = appFunctions(get());
    expect(fns.size).toBeGreaterThan(0);
    for (const [name, [, fn]] of fns) {
      expect(fn.Properties.Runtime, name).toBe('nodejs22.x');
      expect(fn.Properties.Architectures, name).toEqual(['arm64']);
      expect(fn.Properties.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Handler, name).toBe('index.handler');
      expect(JSON.stringify(fn.Properties.Environment.Variables), name).not.toContain('enable-source-maps');
    }
  });

  it("names each function's Powertools service after its catalogue entry (metrics dimension `service`)", () => {
    expect([...appFunctions(get()).keys()].sort()).toEqual(ALL_FUNCTIONS.map((f) => f.name).sort());
  });

  it('deploys exactly the bundles that the bundle-size test and the benchmark build (infra/lib/bundling.ts)', async () => {
    const s = get();
    const fns = appFunctions(s);
    for (const bundle of await sharedOptionsBundles()) {
      const [, fn] = fns.get(bundle.name) ?? [];
      expect(fn, bundle.name).toBeDefined();
      const folder = assetOf(s, fn!);
      const built = dirname(bundle.file);
      const files = bundleFilesOf(folder);
      expect(files, `${bundle.name}: index.mjs and its chunks`).toEqual(bundleFilesOf(built));
      for (const file of files)
        expect(
          readFileSync(join(folder, file), 'utf8') === readFileSync(join(built, file), 'utf8'),
          `${bundle.name}: synthesized ${file} differs from the shared options' build`,
        ).toBe(true);
    }
  });

  it('ships the errors catalogues beside every bundle (FILES_BESIDE_BUNDLE, decisions LI1)', () => {
    const s = get();
    for (const [name, [, fn]] of appFunctions(s)) {
      const folder = join(s.outdir, (fn as { Metadata?: Record<string, string> }).Metadata?.['aws:asset:path'] ?? '');
      for (const { from, to } of FILES_BESIDE_BUNDLE)
        expect(readFileSync(join(folder, to), 'utf8'), `${name}: ${to}`).toBe(
          readFileSync(join(REPO_ROOT, from), 'utf8'),
        );
    }
  });

  it('never bundles NATIVE_MODULES (sharp, the PDF renderer), and ships them to exactly the functions whose code imports one', () => {
    const s = get();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const importOf = (module: string) =>
      new RegExp(`(from\\s*|import\\(\\s*|require\\(\\s*)"${escape(module)}(/[^"]*)?"`);
    for (const [name, [, fn]] of appFunctions(s)) {
      const code = bundleOf(s, fn);
      // sharp's loader, bundled, would look for its binary next to index.mjs and crash at start; pdf.js,
      // bundled, would look for its worker, fonts and WebAssembly next to index.mjs.
      expect(code, name).not.toContain('Could not load the "sharp" module');
      expect(code, name).not.toContain('globalThis.pdfjsLib');
      const imported = NATIVE_MODULES.filter((module) => importOf(module).test(code));
      // The smallest set that holds what it imports: only contents ships the PDF renderer (decisions LD3).
      expect(
        FUNCTION_NEEDS[name as FunctionName].nativeModules,
        `${name}: FUNCTION_NEEDS.nativeModules (imports ${imported.join(', ') || 'none'})`,
      ).toBe(nativeModuleSetFor(imported));
      // The PDF thumbnails (decision U4) load pdf.js from node_modules, on the first PDF.
      if (name === 'contents') expect(code, name).toMatch(/import\(\s*"pdfjs-dist\/legacy\/build\/pdf\.mjs"\s*\)/);
    }
  });

  it('gives each function the environment names the handlers read (the trigger only its non-circular ones)', () => {
    for (const [name, [, fn]] of appFunctions(get())) {
      const names = Object.keys(fn.Properties.Environment.Variables).filter((n) => !n.startsWith('POWERTOOLS_'));
      // Only auth limits per viewer IP, so only auth holds the origin secret (decisions I24).
      const base =
        name === COGNITO_TRIGGER_FUNCTION.name
          ? TRIGGER_ENVIRONMENT
          : name === 'auth'
            ? [...FULL_ENVIRONMENT, ORIGIN_VERIFY_ENV]
            : FULL_ENVIRONMENT;
      const expected = [
        ...base,
        ...(WEBHOOK_QUEUE_FUNCTIONS.has(name) ? ['WEBHOOK_QUEUE_URL'] : []),
        ...(RULE_QUEUE_FUNCTIONS.has(name) ? ['RULE_QUEUE_URL'] : []),
        // Issue 40: the functions that send mail, and the outbox's sender, name the e-mail queue.
        ...([...EXPECTED_GRANTS.emailSend, 'email-sender'].includes(name) ? ['EMAIL_QUEUE_URL'] : []),
        ...(TRANSFER_QUEUE_FUNCTIONS.has(name) ? ['TRANSFER_QUEUE_URL'] : []),
      ];
      expect(names.sort(), name).toEqual([...expected].sort());
      expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe('Greenlight');
    }
  });

  it('feeds the table stream (new and old images) to the fan-out function alone', () => {
    const s = get();
    const [, table] = ofType(s, 'AWS::DynamoDB::Table')[0];
    expect(table.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const mappings = ofType(s, 'AWS::Lambda::EventSourceMapping').filter(([, m]) =>
      JSON.stringify(m.Properties.EventSourceArn).includes('StreamArn'),
    );
    expect(mappings).toHaveLength(1);
    const [, mapping] = mappings[0];
    expect(mapping.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: 100,
      MaximumRetryAttempts: 2,
      BisectBatchOnFunctionError: true,
      MaximumRecordAgeInSeconds: 300,
    });
    const fns = appFunctions(s);
    const [fanOutId] = fns.get('stream-fan-out')!;
    expect(JSON.stringify(mapping.Properties.FunctionName)).toContain(fanOutId);
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('StreamArn');
  });

  it.each([
    {
      name: 'webhook',
      prefix: 'Webhooks',
      visibility: 720,
      receives: 50,
      reader: 'webhook-delivery',
      senders: EXPECTED_GRANTS.webhookSend,
    },
    {
      name: 'board-rule',
      prefix: 'Rules',
      visibility: 360,
      receives: 5,
      reader: 'rule-runner',
      senders: EXPECTED_GRANTS.ruleSend,
    },
    {
      name: 'e-mail outbox',
      prefix: 'EmailOutbox',
      visibility: 180,
      receives: 100,
      reader: 'email-sender',
      senders: EXPECTED_GRANTS.emailSend,
    },
  ])(
    'has the $name FIFO queue with a FIFO dead-letter queue, read by its function alone with partial batch failures (issues 29, 38, 40)',
    ({ prefix, visibility, receives, reader, senders }) => {
      const s = get();
      const all = ofType(s, 'AWS::SQS::Queue');
      // Webhooks, board rules and the e-mail outbox (FIFO), and the transfer queue of issue 40 (standard), each with its DLQ.
      expect(all).toHaveLength(8);
      const queues = all.filter(([id]) => id.startsWith(prefix));
      const dlq = queues.find(([, q]) => q.Properties.MessageRetentionPeriod === 14 * 24 * 3600);
      const queue = queues.find(([, q]) => q.Properties.RedrivePolicy);
      expect(dlq?.[1].Properties).toMatchObject({ FifoQueue: true, SqsManagedSseEnabled: true });
      expect(queue?.[1].Properties).toMatchObject({
        FifoQueue: true,
        DeduplicationScope: 'messageGroup',
        FifoThroughputLimit: 'perMessageGroupId',
        VisibilityTimeout: visibility,
        SqsManagedSseEnabled: true,
      });
      expect(queue?.[1].Properties.RedrivePolicy.maxReceiveCount).toBe(receives);
      expect(JSON.stringify(queue?.[1].Properties.RedrivePolicy.deadLetterTargetArn)).toContain(dlq![0]);
      const mappings = ofType(s, 'AWS::Lambda::EventSourceMapping').filter(([, m]) =>
        JSON.stringify(m.Properties.EventSourceArn).includes(queue![0]),
      );
      expect(mappings).toHaveLength(1);
      expect(mappings[0]![1].Properties).toMatchObject({
        BatchSize: 10,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const fns = appFunctions(s);
      expect(JSON.stringify(mappings[0]![1].Properties.FunctionName)).toContain(fns.get(reader)![0]);
      const onQueue = (fn: Resource, action: string) =>
        statementsOf(s, fn).some(
          (st) =>
            (Array.isArray(st.Action) ? st.Action : [st.Action]).includes(action) &&
            JSON.stringify(st.Resource).includes(queue![0]),
        );
      const sending = [...fns]
        .filter(([, [, fn]]) => onQueue(fn, 'sqs:SendMessage'))
        .map(([name]) => name)
        .sort();
      expect(sending).toEqual([...senders].sort());
      const readers = [...fns].filter(([, [, fn]]) => onQueue(fn, 'sqs:ChangeMessageVisibility')).map(([name]) => name);
      expect(readers).toEqual([reader]);
    },
  );

  it('grants Cognito admin, SES, uploads and realtime push only to the functions that need them', () => {
    const s = get();
    const fns = appFunctions(s);
    const holders = (predicate: (actions: string[]) => boolean) =>
      [...fns]
        .filter(([, [, fn]]) => predicate(actionsOf(statementsOf(s, fn))))
        .map(([name]) => name)
        .sort();
    expect(holders((a) => a.includes('cognito-idp:AdminInitiateAuth'))).toEqual(
      [...EXPECTED_GRANTS.cognitoAdmin].sort(),
    );
    expect(holders((a) => a.some((x) => x.startsWith('cognito-idp:')))).toEqual(
      [...EXPECTED_GRANTS.cognitoAdmin].sort(),
    );
    expect(holders((a) => a.includes('ses:SendEmail'))).toEqual([...EXPECTED_GRANTS.sendEmail].sort());
    expect(holders((a) => a.includes('s3:PutObject'))).toEqual([...EXPECTED_GRANTS.uploads].sort());
    expect(holders((a) => a.includes('s3:DeleteObject'))).toEqual([...EXPECTED_GRANTS.uploads].sort());
    expect(holders((a) => a.some((x) => x.startsWith('s3:')))).toEqual(
      [...EXPECTED_GRANTS.uploads, ...EXPECTED_GRANTS.uploadsReadOnly].sort(),
    );
    expect(holders((a) => a.includes('execute-api:ManageConnections'))).toEqual(
      [...EXPECTED_GRANTS.realtimePush].sort(),
    );
    // The health check reads; everything else reads and writes.
    expect(holders((a) => a.includes('dynamodb:PutItem'))).toEqual(
      [...fns.keys()].filter((n) => n !== 'health').sort(),
    );
    expect(holders((a) => a.includes('dynamodb:GetItem'))).toEqual([...fns.keys()].sort());
  });

  it('never grants a function a wildcard action or an AWS managed policy', () => {
    const s = get();
    for (const [name, [, fn]] of appFunctions(s)) {
      expect(
        actionsOf(statementsOf(s, fn)).filter((a) => a.endsWith(':*') || a === '*'),
        name,
      ).toEqual([]);
      const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
      expect(s.resources[roleId].Properties.ManagedPolicyArns, name).toBeUndefined();
    }
  });

  it("grants a Lambda role `Resource: '*'` only for the allowlisted actions, in every stack", () => {
    const s = get();
    expect(resourceStarGrants(s)).toEqual(expectedResourceStarGrants(s.stack.config.stage));
  });

  it('has a private, encrypted, TLS-only uploads bucket with CORS for POST and an abort-incomplete-uploads rule', () => {
    const { template } = get();
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketName: { 'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp('^greenlight-.*-uploads-$')])] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } })]),
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/uploads/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('StorageUploads') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the app through CloudFront with OAC, an SPA fallback, /api/* to the HTTP API and security headers', () => {
    const { template } = get();
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
        }),
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({ PathPattern: '/api/*', ViewerProtocolPolicy: 'https-only' }),
        ]),
        // Distribution-wide error responses would rewrite the API's 403/404 into index.html.
        CustomErrorResponses: Match.absent(),
        // The legacy log would record review tokens in paths; standard logging v2 replaces it (edge-access-log.test.ts).
        Logging: Match.absent(),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: SPA_REWRITE_CODE,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue() }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
  });

  it('serves the review page (/review and /review/*) as review.html with Referrer-Policy: no-referrer (issue 37; decisions K6, L1)', () => {
    const s = get();
    const [reviewRewriteId] = Object.keys(
      s.template.findResources('AWS::CloudFront::Function', { Properties: { FunctionCode: REVIEW_REWRITE_CODE } }),
    );
    expect(reviewRewriteId).toBeDefined();
    const [[, distribution]] = ofType(s, 'AWS::CloudFront::Distribution');
    const behaviors = distribution.Properties.DistributionConfig.CacheBehaviors as Array<{
      PathPattern: string;
      ResponseHeadersPolicyId: { Ref: string };
      FunctionAssociations?: unknown[];
    }>;
    for (const pattern of ['/review', '/review/*']) {
      const behavior = behaviors.find((b) => b.PathPattern === pattern)!;
      expect(behavior, pattern).toBeDefined();
      // Its own rewrite serves review.html there, the lean page (decisions L1), not the app's index.html.
      expect(behavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [reviewRewriteId, 'FunctionARN'] } },
      ]);
      const policy = s.resources[behavior.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig;
      expect(policy.SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
      expect(policy.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    }
  });

  it('logs every WebSocket connect, message and disconnect to its own log group, with the account role API Gateway needs for it', () => {
    const s = get();
    const [[stageId, live]] = ofType(s, 'AWS::ApiGatewayV2::Stage').filter(
      ([, r]) => r.Properties.StageName === 'live',
    );
    const { DestinationArn, Format } = live.Properties.AccessLogSettings as {
      DestinationArn: { 'Fn::GetAtt': [string, string] };
      Format: string;
    };
    expect(s.resources[DestinationArn['Fn::GetAtt'][0]].Type).toBe('AWS::Logs::LogGroup');
    expect(JSON.parse(Format)).toMatchObject({
      requestId: '$context.requestId',
      ip: '$context.identity.sourceIp',
      eventType: '$context.eventType',
      routeKey: '$context.routeKey',
      connectionId: '$context.connectionId',
      status: '$context.status',
    });
    // A WebSocket stage logs only once API Gateway's account setting names a CloudWatch role.
    const [[accountId, account]] = ofType(s, 'AWS::ApiGateway::Account');
    const roleId = account.Properties.CloudWatchRoleArn['Fn::GetAtt'][0] as string;
    const role = s.resources[roleId];
    expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('apigateway.amazonaws.com');
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain(API_GATEWAY_PUSH_TO_CLOUDWATCH_POLICY);
    expect(role.DeletionPolicy).toBe('Retain');
    expect((s.resources[stageId] as Resource & { DependsOn?: string[] }).DependsOn).toContain(accountId);
    // Both APIs' stages log, so cdk-nag's APIG1 needs no acknowledgement.
    for (const [id, stage] of ofType(s, 'AWS::ApiGatewayV2::Stage'))
      expect(stage.Properties.AccessLogSettings?.DestinationArn, id).toBeDefined();
  });

  it('compresses every behaviour with brotli or gzip: Compress on, and both encodings in each cache policy', () => {
    const s = get();
    const { config } = apiBehaviourOf(s);
    const behaviours = [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Array<Resource['Properties']>)];
    // The app, /review and /review/* (the review page, issue 37), /api/docs* and /api/*.
    expect(behaviours.map((b) => b.PathPattern ?? 'default')).toEqual([
      'default',
      '/review',
      '/review/*',
      '/api/docs*',
      '/api/*',
    ]);
    for (const behaviour of behaviours) {
      expect(behaviour.Compress, behaviour.PathPattern ?? 'default').toBe(true);
      const policy = behaviour.CachePolicyId as string | { Ref: string };
      // The managed CachingOptimized policy enables both encodings; our own policies must say so.
      if (typeof policy === 'string') expect(policy).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
      else
        expect(
          s.resources[policy.Ref].Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin,
        ).toMatchObject({ EnableAcceptEncodingBrotli: true, EnableAcceptEncodingGzip: true });
    }
  });

  it('forwards the viewer address and the origin secret to the API; only auth, which limits per IP, holds the secret', () => {
    const s = get();
    const { config, behaviour } = apiBehaviourOf(s);
    const originRequests = s.resources[behaviour.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
    expect(originRequests.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [...API_VIEWER_HEADERS, VIEWER_ADDRESS_CLOUDFRONT_HEADER],
    });
    expect(originRequests.QueryStringsConfig).toEqual({ QueryStringBehavior: 'all' });
    const cache = s.resources[behaviour.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(cache).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: [...API_CACHE_POLICY_HEADERS],
    });
    // Never Host: API Gateway answers 403 to a Host that is not its own.
    expect(JSON.stringify([originRequests, cache]).toLowerCase()).not.toContain('"host"');

    const origin = (config.Origins as Array<Resource['Properties']>).find((o) => o.Id === behaviour.TargetOriginId)!;
    const [secretHeader] = (origin.OriginCustomHeaders as Array<{ HeaderName: string; HeaderValue: unknown }>).filter(
      (h) => h.HeaderName === ORIGIN_VERIFY_HEADER,
    );
    expect(JSON.stringify(secretHeader.HeaderValue)).toContain('{{resolve:secretsmanager:');
    const holders = [...appFunctions(s)].filter(
      ([, [, fn]]) => ORIGIN_VERIFY_ENV in fn.Properties.Environment.Variables,
    );
    expect(holders.map(([name]) => name)).toEqual(['auth']);
    expect(holders[0][1][1].Properties.Environment.Variables[ORIGIN_VERIFY_ENV]).toEqual(secretHeader.HeaderValue);
  });

  it('has a WebSocket API with $connect, $disconnect and $default on an auto-deployed live stage', () => {
    const { template } = get();
    for (const routeKey of ['$connect', '$disconnect', '$default']) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: Match.anyValue() }),
    });
  });

  it('schedules every SCHEDULED_FUNCTIONS job at its rate, targeting its function', () => {
    const s = get();
    const fns = appFunctions(s);
    const stage = s.stack.config.stage;
    for (const job of SCHEDULED_FUNCTIONS) {
      s.template.hasResourceProperties('AWS::Scheduler::Schedule', {
        Name: `greenlight-${stage}-${job.name}`,
        ScheduleExpression: Schedule.rate(Duration.minutes(job.rateMinutes)).expressionString,
        State: 'ENABLED',
        Target: Match.objectLike({
          Arn: { 'Fn::GetAtt': [fns.get(job.name)?.[0], 'Arn'] },
          RoleArn: Match.anyValue(),
          // The event shape the local stack's scheduler sends too.
          Input: JSON.stringify({ time: '<aws.scheduler.scheduled-time>' }),
        }),
      });
    }
  });

  it('has an SES configuration set and the mail identity', () => {
    const { template } = get();
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@greenlight.example' });
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });

  it('outputs what the web app and operators need', () => {
    const outputs = Object.keys(get().template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'WebSocketUrl',
        'UserPoolId',
        'WebClientId',
        'UploadsBucket',
        'DistributionDomain',
      ]),
    );
  });

  it('passes cdk-nag AwsSolutions in every stack, the routes stack included: no unacknowledged error or warning', () => {
    const s = get();
    const violations = [s.stack, ...(s.firewall ? [s.firewall] : [])].flatMap(nagViolations);
    const describe = (severity: string) =>
      violations
        .filter((v) => v.severity === severity)
        .map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(describe('error')).toEqual([]);
    expect(describe('warning')).toEqual([]);
  });
});

describe('per-stage differences', () => {
  it('puts a WAF web ACL in front of CloudFront on staging and prod, and none on dev', () => {
    dev.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(apiBehaviourOf(dev).config.WebACLId).toBeUndefined();
    expect(dev.firewall).toBeUndefined();

    // staging, synthesized without a region: the web ACL is in its own stack, which may deploy to us-east-1 only.
    const [[stagingAclId]] = ofType(staging, 'AWS::WAFv2::WebACL');
    expect(apiBehaviourOf(staging).config.WebACLId).toEqual({ 'Fn::GetAtt': [stagingAclId, 'Arn'] });
    expect(staging.firewall).toBeUndefined();
    const rules = staging.template.toJSON().Rules as Record<string, { Assertions: Array<{ Assert: unknown }> }>;
    expect(Object.values(rules).flatMap((r) => r.Assertions.map((a) => a.Assert))).toContainEqual({
      'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
    });

    // prod, in eu-west-1: the web ACL is in Greenlight-prod-waf (us-east-1), read across regions from its output.
    prod.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(prod.firewall?.region).toBe('us-east-1');
    expect(prod.firewall?.stackName).toBe('Greenlight-prod-waf');
    const firewall = Template.fromStack(prod.firewall!).toJSON();
    const [[prodAclId]] = Object.entries(firewall.Resources as Record<string, Resource>).filter(
      ([, r]) => r.Type === 'AWS::WAFv2::WebACL',
    );
    const reference = apiBehaviourOf(prod).config.WebACLId['Fn::GetStackOutput'] as {
      StackName: string;
      Region: string;
      OutputName: string;
    };
    expect(reference).toMatchObject({ StackName: 'Greenlight-prod-waf', Region: 'us-east-1' });
    expect(firewall.Outputs[reference.OutputName].Value).toEqual({ 'Fn::GetAtt': [prodAclId, 'Arn'] });
    expect(prod.stack.dependencies).toContain(prod.firewall);
  });

  it('gives the web ACL a per-IP rate rule on /api/, the core rule set with the body size and XSS body rules counted, and known bad inputs', () => {
    const acls: Array<[Stage, Resource]> = [
      ['staging', ofType(staging, 'AWS::WAFv2::WebACL')[0][1]],
      [
        'prod',
        Object.values(Template.fromStack(prod.firewall!).toJSON().Resources as Record<string, Resource>).find(
          (r) => r.Type === 'AWS::WAFv2::WebACL',
        )!,
      ],
    ];
    for (const [stage, acl] of acls) {
      expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
      const rules = acl.Properties.Rules as Array<Resource['Properties']>;
      expect(rules.map((r) => r.Name)).toEqual([RATE_RULE_NAME, ...MANAGED_RULE_GROUPS]);
      expect(rules[0]).toMatchObject({
        Priority: 0,
        Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
        Statement: {
          RateBasedStatement: {
            Limit: STAGE_SETTINGS[stage].waf!.apiRequestsPer5Minutes,
            EvaluationWindowSec: RATE_WINDOW_SECONDS,
            AggregateKeyType: 'IP',
            ScopeDownStatement: {
              ByteMatchStatement: {
                FieldToMatch: { UriPath: {} },
                PositionalConstraint: 'STARTS_WITH',
                SearchString: RATE_LIMITED_PATH_PREFIX,
              },
            },
          },
        },
      });
      const [common, badInputs] = rules.slice(1);
      expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({
        VendorName: 'AWS',
        Name: 'AWSManagedRulesCommonRuleSet',
      });
      expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual(
        COUNTED_COMMON_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })),
      );
      expect(COUNTED_COMMON_RULES).toContain('SizeRestrictions_BODY');
      expect(badInputs.Statement.ManagedRuleGroupStatement).toEqual({
        VendorName: 'AWS',
        Name: 'AWSManagedRulesKnownBadInputsRuleSet',
      });
      for (const rule of rules.slice(1)) expect(rule.OverrideAction, rule.Name).toEqual({ None: {} });
    }
    expect(STAGE_SETTINGS.dev.waf).toBeUndefined();
  });

  it('retains and protects the prod table, deletes the dev table', () => {
    const [[, prodTable]] = ofType(prod, 'AWS::DynamoDB::Table');
    const [[, devTable]] = ofType(dev, 'AWS::DynamoDB::Table');
    expect(prodTable.DeletionPolicy).toBe('Retain');
    expect(prodTable.UpdateReplacePolicy).toBe('Retain');
    expect(prodTable.Properties.DeletionProtectionEnabled).toBe(true);
    expect(devTable.DeletionPolicy).toBe('Delete');
    expect(devTable.Properties.DeletionProtectionEnabled).toBe(false);
  });

  it('retains the prod user pool and uploads bucket', () => {
    for (const type of ['AWS::Cognito::UserPool', 'AWS::S3::Bucket']) {
      for (const [, r] of ofType(prod, type)) expect(r.DeletionPolicy, type).toBe('Retain');
    }
    prod.template.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
  });

  it('keeps logs longer on prod', () => {
    const retention = (s: Synthesized) =>
      Math.min(...ofType(s, 'AWS::Logs::LogGroup').map(([, r]) => r.Properties.RetentionInDays as number));
    expect(retention(prod)).toBeGreaterThan(retention(dev));
  });

  it('allows localhost as an origin on dev only', () => {
    const origins = (s: Synthesized) => JSON.stringify(s.template.findResources('AWS::Cognito::UserPoolClient'));
    expect(origins(dev)).toContain('http://localhost:3000/auth/callback');
    expect(origins(prod)).not.toContain('localhost');
  });

  it('uploads web/dist only when a build is given, hashed assets first', () => {
    const prefixes = (s: Synthesized) =>
      ofType(s, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties.DestinationBucketKeyPrefix ?? '');
    expect(prefixes(dev)).toEqual(['api/docs/']);
    const deployments = ofType(prod, 'Custom::CDKBucketDeployment').map(([, r]) => r.Properties);
    expect(deployments.map((d) => d.DestinationBucketKeyPrefix ?? '')).toEqual(
      expect.arrayContaining(['assets/', '', 'api/docs/']),
    );
    expect(deployments.find((d) => !d.DestinationBucketKeyPrefix)?.DistributionPaths).toEqual(['/*']);
  });

  it('publishes the API reference and its OpenAPI document under /api/docs, matched before /api/*', () => {
    const docs = ofType(dev, 'Custom::CDKBucketDeployment')
      .map(([, r]) => r.Properties)
      .find((d) => d.DestinationBucketKeyPrefix === 'api/docs/')!;
    expect(docs.DistributionPaths).toEqual(['/api/docs*']);
    const distribution = ofType(dev, 'AWS::CloudFront::Distribution')[0][1].Properties as {
      DistributionConfig: {
        CacheBehaviors: Array<{ PathPattern: string; TargetOriginId: string }>;
        DefaultCacheBehavior: { TargetOriginId: string };
      };
    };
    const behaviors = distribution.DistributionConfig.CacheBehaviors;
    // The review page's two behaviours come first (issue 37); the docs are matched before the rest of /api.
    expect(behaviors.map((b) => b.PathPattern)).toEqual(['/review', '/review/*', '/api/docs*', '/api/*']);
    // The docs come from the web bucket, not the HTTP API.
    expect(behaviors[2].TargetOriginId).toBe(distribution.DistributionConfig.DefaultCacheBehavior.TargetOriginId);
    dev.template.hasResourceProperties('AWS::CloudFront::Function', { FunctionCode: API_DOCS_REWRITE_CODE });
    expect(
      apiDocsFiles()
        .map((f) => f.name)
        .sort(),
    ).toEqual(['index.html', 'init.js', 'openapi.json', 'swagger-ui-bundle.js', 'swagger-ui.css']);
  });

  it('adds Google sign-in and the Hosted UI domain only when their context is given', () => {
    dev.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    dev.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    staging.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({ client_id: GOOGLE_CONTEXT.googleClientId }),
    });
    staging.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: GOOGLE_CONTEXT.authDomainPrefix });
    // The Hosted UI's own password form would bypass the API's lockout, so the web client offers Google only.
    staging.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: USER_POOL_SETTINGS.webClient.name,
      SupportedIdentityProviders: ['Google'],
      CallbackURLs: Match.arrayWith([`${GOOGLE_CONTEXT.appUrl}/auth/callback`]),
    });
  });
});

describe('SPA fallback function', () => {
  const rewrite = (uri: string): string =>
    runInNewContext(`${SPA_REWRITE_CODE}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;

  it('serves index.html for client-side routes and passes files through', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/workspaces/42/board')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });
});

describe('API docs rewrite function', () => {
  const rewrite = (uri: string): string =>
    runInNewContext(`${API_DOCS_REWRITE_CODE}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;

  it('serves the reference page for /api/docs and passes its files through', () => {
    expect(rewrite('/api/docs')).toBe('/api/docs/index.html');
    expect(rewrite('/api/docs/')).toBe('/api/docs/index.html');
    expect(rewrite('/api/docs/openapi.json')).toBe('/api/docs/openapi.json');
    expect(rewrite('/api/docs/swagger-ui-bundle.js')).toBe('/api/docs/swagger-ui-bundle.js');
  });
});

describe('cdk-nag canary', () => {
  it('reports an unprotected bucket, so a clean report above means the pack ran', () => {
    const stack = new Stack(new App(), 'Canary');
    new Bucket(stack, 'Open');
    const rules = nagViolations(stack).map((v) => v.ruleName);
    expect(rules).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  it('reaches resources in a nested stack from its parent, as the routes stack is checked', () => {
    const stack = new Stack(new App(), 'Canary');
    new Bucket(new NestedStack(stack, 'Nested'), 'Open');
    const paths = nagViolations(stack)
      .filter((v) => v.ruleName === 'AwsSolutions-S1')
      .flatMap((v) => v.violatingResources.map((r) => r.constructPath));
    expect(paths).toContain('Canary/Nested/Open/Resource');
  });

  it('fails the synth for a finding in a nested stack through the app-level plugin, as `-c nag=true` runs it', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'greenlight-nag-canary-'));
    try {
      const app = new App({ outdir });
      new Bucket(new NestedStack(new Stack(app, 'Canary'), 'Nested'), 'Open');
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      // The message names the findings, or (outside a test runner) points at the printed report.
      expect(() => app.synth()).toThrow(/Canary\/Nested\/Open\/Resource[\s\S]*AwsSolutions-S1|Validation failed/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
