/**
 * GreenlightStack: one stack per stage (`Greenlight-dev|staging|prod`) composing the concern
 * constructs of `infra/lib/constructs/` (BRIEF §1 topology, §5 "Infra"; issue 2 §4).
 *
 * Composition order matters only because CloudFormation references must not form a cycle:
 *   1. data, storage, email, and the HTTP and WebSocket APIs without routes;
 *   2. web (CloudFront needs the HTTP API's domain), which gives the app URL;
 *   3. the functions (APP_URL), then the user pool (its trigger function, callback URLs);
 *   4. routes, realtime routes, grants and schedules, which tie them together.
 *
 * Outputs → web app settings (read in web/src/config.ts):
 *   ApiUrl       → VITE_API_URL        origin of the API: the CloudFront URL; paths start with /api/v1
 *   WebSocketUrl → VITE_WS_URL         wss://{apiId}.execute-api.{region}.amazonaws.com/live
 *   UserPoolId   → VITE_USER_POOL_ID
 *   WebClientId  → VITE_WEB_CLIENT_ID
 * UploadsBucket, DistributionDomain, Region, HttpApiEndpoint (and HostedUiDomain with Google) are for
 * operators and smoke tests.
 *
 * Staging and prod put CloudFront behind a WAF web ACL, which must live in us-east-1
 * (constructs/firewall.ts). `greenlightStacks` builds a stage's stacks for the CDK app and the tests:
 *   - stack in us-east-1: the web ACL is in the stage's stack;
 *   - stack in another region: the web ACL is in `Greenlight-<stage>-waf` (us-east-1), and the
 *     stage's stack reads its ARN across regions (`crossRegionReferences`; with cdk.json's weak
 *     references, CloudFormation's `Fn::GetStackOutput`);
 *   - no region known at synth (an environment-agnostic `cdk synth`): the web ACL is in the stage's
 *     stack, whose template then refuses to deploy outside us-east-1 (a CloudFormation rule).
 */
import { Aws, CfnRule, CfnOutput, Fn, Stack, Token, type Environment, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { REPO_ROOT } from './constructs/app-function';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Email } from './constructs/email';
import { CLOUDFRONT_WAF_REGION, Firewall, FirewallStack } from './constructs/firewall';
import { Functions } from './constructs/functions';
import { Realtime } from './constructs/realtime';
import { Webhooks } from './constructs/webhooks';
import { Rules } from './constructs/rules';
import { EmailOutbox } from './constructs/email-outbox';
import { Transfers } from './constructs/transfers';
import { Schedules } from './constructs/schedules';
import { Storage } from './constructs/storage';
import {
  EDGE_LOG_PREFIX,
  EDGE_LOG_REGION,
  EdgeAccessLog,
  EdgeAccessLogStack,
  inEdgeLogRegion,
} from './constructs/edge-access-log';
import { builtWebApp, Web } from './constructs/web';
import { apiDocsFiles } from './api-docs';
import { LOCAL_APP_URL, STAGE_SETTINGS, type StackConfig } from './stage-config';

export interface GreenlightStackProps extends StackProps {
  config: StackConfig;
  /**
   * Built web app to upload. Default: `web/dist` when it holds an index.html at synth time.
   * `null` skips the upload even if the build exists (tests use it to stay deterministic).
   */
  webDistPath?: string | null;
  /** The API's routes. Default: ROUTES, the route table; the infra tests add fake routes to check the headroom. */
  routes?: readonly RouteEntry[];
  /**
   * ARN of a CLOUDFRONT web ACL made elsewhere (FirewallStack in us-east-1). Without it, a stage with
   * `waf` settings makes its web ACL in this stack, which must then be in us-east-1 or region-agnostic.
   */
  webAclArn?: string;
}

/** `Greenlight-<stage>`. */
export function stackNameOf(config: StackConfig): string {
  return `Greenlight-${config.stage}`;
}

export class GreenlightStack extends Stack {
  readonly config: StackConfig;
  /** The HTTP API; its routes are in the nested stack `api.routesStack`. */
  readonly api: Api;
  /** The CloudFront distribution's ARN (its access log's delivery source). */
  readonly distributionArn: string;
  /** The bucket of S3's and CloudFront's access logs. */
  readonly accessLogBucketArn: string;

  constructor(scope: Construct, id: string, props: GreenlightStackProps) {
    super(scope, id, { description: `Greenlight content approval (${props.config.stage})`, ...props });
    const { config } = props;
    const { stage } = config;
    const settings = STAGE_SETTINGS[stage];
    this.config = config;

    // Origins other than CloudFront's that may call the API and upload: the appUrl context (custom
    // domain, or a local Vite server against a deployed dev API), and localhost on dev.
    const extraOrigins = unique([config.appUrl, stage === 'dev' ? LOCAL_APP_URL : undefined]);
    // Fixed name, built from pseudo parameters only, so the CSP can name it without a reference.
    const uploadsBucketName = `greenlight-${stage}-uploads-${this.account}-${this.region}`;

    const data = new Data(this, 'Data', { settings });
    const storage = new Storage(this, 'Storage', { settings, uploadsBucketName });
    const email = new Email(this, 'Email', { mailFrom: config.mailFrom });
    const api = new Api(this, 'Api', { settings, corsOrigins: extraOrigins });
    this.api = api;
    const realtime = new Realtime(this, 'Realtime', { settings });

    const cognitoOrigins = [`https://cognito-idp.${this.region}.${this.urlSuffix}`];
    if (config.google)
      cognitoOrigins.push(`https://${config.google.authDomainPrefix}.auth.${this.region}.amazoncognito.com`);
    const web = new Web(this, 'Web', {
      settings,
      stage,
      webAclArn: settings.waf ? (props.webAclArn ?? this.ownWebAclArn(config)) : undefined,
      accessLogs: storage.accessLogs,
      apiOriginDomain: api.originDomainName,
      csp: {
        uploads: [
          `https://${uploadsBucketName}.s3.${this.region}.${this.urlSuffix}`,
          `https://${uploadsBucketName}.s3.${this.urlSuffix}`,
        ],
        websocket: `wss://${realtime.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        auth: cognitoOrigins,
      },
      webDistPath: props.webDistPath === null ? undefined : (props.webDistPath ?? builtWebApp(REPO_ROOT)),
      apiDocs: apiDocsFiles(),
    });
    this.distributionArn = web.distribution.distributionArn;
    this.accessLogBucketArn = storage.accessLogs.bucketArn;
    storage.allowLogDelivery(EDGE_LOG_PREFIX, EDGE_LOG_REGION);
    // CloudFront log deliveries exist in us-east-1 only; elsewhere greenlightStacks adds EdgeAccessLogStack.
    if (Token.isUnresolved(this.region) || this.region === EDGE_LOG_REGION)
      new EdgeAccessLog(this, 'EdgeAccessLog', {
        stage,
        distributionArn: this.distributionArn,
        logBucketArn: this.accessLogBucketArn,
        condition: Token.isUnresolved(this.region) ? inEdgeLogRegion(this) : undefined,
      });
    const cloudFrontUrl = `https://${web.distribution.distributionDomainName}`;
    const appUrl = config.appUrl ?? cloudFrontUrl;
    const appOrigins = unique([cloudFrontUrl, ...extraOrigins]);
    storage.allowUploadsFrom(appOrigins);

    const functions = new Functions(this, 'Functions', {
      stage,
      settings,
      tableName: data.table.tableName,
      uploadsBucketName: storage.uploads.bucketName,
      mailFrom: email.fromAddress,
      appUrl,
      websocketManagementUrl: realtime.managementUrl,
    });
    const auth = new Auth(this, 'Auth', {
      settings,
      deletionProtection: stage === 'prod',
      appOrigins,
      triggerFunction: functions.trigger,
      google: config.google,
    });
    functions.addAuthEnvironment(auth);
    functions.addOriginVerifySecret(web.originVerifySecret.secretValue.unsafeUnwrap());
    const webhooks = new Webhooks(this, 'Webhooks', { settings });
    const rules = new Rules(this, 'Rules', { settings });
    const emailOutbox = new EmailOutbox(this, 'EmailOutbox', { settings });
    const transfers = new Transfers(this, 'Transfers', { settings });
    functions.applyGrants({ data, auth, email, storage, realtime, webhooks, rules, emailOutbox, transfers });
    webhooks.consume(functions.webhookDelivery);
    rules.consume(functions.ruleRunner);
    emailOutbox.consume(functions.emailSender);
    transfers.consume(functions.transferWorker);

    api.addRoutes({
      routes: props.routes ?? ROUTES,
      functionFor: (domain) => functions.httpFunction(domain),
      authorizerFunction: functions.authorizer,
    });
    realtime.connect(functions.realtime);
    realtime.consumeStream(data.table, functions.streamFanOut);
    new Schedules(this, 'Schedules', { stage, functionFor: (name) => functions.scheduledFunction(name) });

    const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    output('ApiUrl', cloudFrontUrl, 'VITE_API_URL: origin serving /api/v1 (CloudFront, same origin as the app)');
    output('WebSocketUrl', realtime.url, 'VITE_WS_URL');
    output('UserPoolId', auth.userPool.userPoolId, 'VITE_USER_POOL_ID');
    output('WebClientId', auth.webClient.userPoolClientId, 'VITE_WEB_CLIENT_ID');
    // Only with Google sign-in; the web app shows "Continue with Google" only when it is set.
    if (auth.domain) output('AuthDomain', auth.domain.baseUrl(), 'VITE_AUTH_DOMAIN: Hosted UI domain (Google sign-in)');
    output('UploadsBucket', storage.uploads.bucketName, 'Uploads bucket (UPLOADS_BUCKET)');
    output('DistributionDomain', web.distribution.distributionDomainName, 'CloudFront domain of the app');
    output('Region', this.region, 'Region of the user pool and APIs');
    output('HttpApiEndpoint', api.httpApi.apiEndpoint, 'HTTP API without CloudFront, for smoke tests');
    if (auth.domain) output('HostedUiDomain', auth.domain.baseUrl(), 'Cognito Hosted UI (Google sign-in)');
  }

  /**
   * The web ACL made in this stack, for a stack in us-east-1 or one whose region is unknown at synth;
   * the latter's template asserts us-east-1 when deployed.
   * @throws Error for a stack in another region: the web ACL must then come from FirewallStack.
   */
  private ownWebAclArn(config: StackConfig): string {
    const waf = STAGE_SETTINGS[config.stage].waf!;
    if (!Token.isUnresolved(this.region) && this.region !== CLOUDFRONT_WAF_REGION) {
      throw new Error(
        `${this.stackName} is in ${this.region}: its CloudFront web ACL must come from a ${CLOUDFRONT_WAF_REGION} stack (use greenlightStacks).`,
      );
    }
    if (Token.isUnresolved(this.region)) {
      new CfnRule(this, 'WebAclRegion', {
        assertions: [
          {
            assert: Fn.conditionEquals(Aws.REGION, CLOUDFRONT_WAF_REGION),
            assertDescription: `This template holds a CloudFront web ACL, which exists only in ${CLOUDFRONT_WAF_REGION}. To deploy elsewhere, synthesize with the target region (CDK_DEFAULT_REGION) so the web ACL goes to its own ${CLOUDFRONT_WAF_REGION} stack.`,
          },
        ],
      });
    }
    return new Firewall(this, 'Firewall', { stage: config.stage, waf }).webAclArn;
  }
}

/** What `greenlightStacks` needs: the stage's validated context and where its stack goes. */
export interface GreenlightStacksProps {
  config: StackConfig;
  /** Account and region of the stage's stack; a missing region gives environment-agnostic templates. */
  env?: Environment;
  webDistPath?: string | null;
  routes?: readonly RouteEntry[];
}

/** A stage's stacks: its own, and the us-east-1 web ACL stack when the stage needs one elsewhere. */
export interface GreenlightStacks {
  main: GreenlightStack;
  firewall?: FirewallStack;
  /** `Greenlight-<stage>-edge-log`, CloudFront's log delivery, when the stage's stack is outside us-east-1. */
  edgeLog?: EdgeAccessLogStack;
}

/**
 * Creates a stage's stacks in `scope` (the CDK app): `Greenlight-<stage>`, plus, when its stack is in a
 * known region other than us-east-1, `Greenlight-<stage>-waf` if the stage has a web ACL (decisions I23)
 * and `Greenlight-<stage>-edge-log`, CloudFront's access log delivery (decisions CL1), both in us-east-1.
 */
export function greenlightStacks(scope: Construct, props: GreenlightStacksProps): GreenlightStacks {
  const { config, env } = props;
  const name = stackNameOf(config);
  const waf = STAGE_SETTINGS[config.stage].waf;
  const region = env?.region;
  const outsideEdgeRegion = region !== undefined && !Token.isUnresolved(region) && region !== EDGE_LOG_REGION;
  const elsewhere = waf !== undefined && outsideEdgeRegion;
  const firewall = elsewhere
    ? new FirewallStack(scope, `${name}-waf`, {
        stage: config.stage,
        waf,
        env: { account: env?.account, region: CLOUDFRONT_WAF_REGION },
      })
    : undefined;
  const main = new GreenlightStack(scope, name, {
    config,
    env,
    webDistPath: props.webDistPath,
    routes: props.routes,
    webAclArn: firewall?.firewall.webAclArn,
    crossRegionReferences: firewall !== undefined || outsideEdgeRegion,
  });
  const edgeLog = outsideEdgeRegion
    ? new EdgeAccessLogStack(scope, `${name}-edge-log`, {
        stage: config.stage,
        distributionArn: main.distributionArn,
        logBucketArn: main.accessLogBucketArn,
        env: { account: env?.account, region: EDGE_LOG_REGION },
        crossRegionReferences: true,
      })
    : undefined;
  return { main, firewall, edgeLog };
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))];
}
