/**
 * Api: the HTTP API built from the route table (BRIEF §1 "Routes"; issue 2 §2 and §4 "HTTP API").
 *
 * One API Gateway route per ROUTES entry, `RouteKey = "<METHOD> <path>"`, integrated (payload v2)
 * with its domain's Lambda. Every route but the `public` ones carries the Lambda REQUEST authorizer
 * (issue 29; functions/src/handlers/http/authorizer.ts): it verifies Cognito access tokens as the JWT
 * authorizer did (issuer = the user pool, client = the server or web app client) and personal API keys,
 * with simple responses and no result cache, so a revoked key stops at once (decisions P10). The `$default` stage
 * auto-deploys, logs every request as JSON, and is throttled per stage.
 *
 * The API is created first and gets its routes later (`addRoutes`), because CloudFront needs the
 * API's domain while the routes need the functions and the authorizer, which need CloudFront's URL.
 *
 * The routes, their integrations (one per domain), the Lambda invoke permissions (one per function)
 * and the JWT authorizer live in a nested stack, `ApiRoutesStack` (issue 24 "Headroom"; decisions
 * I22): a new route adds one resource there and none to the stage's stack, which keeps the API, the
 * stage and everything else. CDK passes the parent's values the routes need (the API id, the
 * functions' ARNs, the pool and client ids) as nested-stack parameters.
 */
import { Duration, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Domain, RouteEntry } from '../../../functions/src/routes/route-table';
import type { StageSettings } from '../stage-config';

/**
 * Request headers the browser may send cross-origin (`org_id` names the organization, policies.ts;
 * `idempotency-key` makes a retried creation safe, issue 40).
 */
export const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', 'org_id', 'idempotency-key'];

/** HTTP API access-log line: one JSON object per request, HTTP API context variables only. */
export const HTTP_ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export interface ApiProps {
  settings: StageSettings;
  /** Origins allowed cross-origin (context appUrl, localhost on dev). Empty: same-origin only, via CloudFront. */
  corsOrigins: string[];
}

export interface ApiRoutesProps {
  routes: readonly RouteEntry[];
  /** The Lambda serving each domain. */
  functionFor: (domain: Domain) => IFunction;
  /** The Lambda REQUEST authorizer's function (tokens and API keys; issue 29). */
  authorizerFunction: IFunction;
}

/**
 * The nested stack holding the HTTP API's routes, integrations, invoke permissions and JWT authorizer
 * (decisions I22). Its template counts one route per ROUTES entry plus one integration and one
 * permission per domain and the authorizer; CloudFormation's 500-resource limit applies to it alone.
 */
export class ApiRoutesStack extends NestedStack {
  constructor(scope: Construct, id: string, api: HttpApi, props: ApiRoutesProps) {
    super(scope, id, { description: 'Greenlight HTTP API routes (functions/src/routes/route-table.ts)' });
    // A handle on the parent's API inside this stack: HttpRoute binds the authorizer in its API's scope,
    // so with the parent's construct the authorizer would stay in the parent stack.
    const httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', { httpApiId: api.apiId });
    // No cache (TTL 0): a revoked or expired key, or one over its rate limit, is decided on every request.
    const authorizer = new HttpLambdaAuthorizer('TokensAndApiKeys', props.authorizerFunction, {
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      resultsCacheTtl: Duration.seconds(0),
      identitySource: ['$request.header.Authorization'],
    });
    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationFor = (domain: Domain) => {
      let integration = integrations.get(domain);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${domain}Integration`, props.functionFor(domain), {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
          // One invoke permission per function for the whole API (source arn `<api>/*/*/*`) instead of
          // one per route: a new route then adds no permission, only its own route resource.
          scopePermissionToRoute: false,
        });
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const entry of props.routes) {
      const isPublic = entry.policy.kind === 'public';
      const route = new HttpRoute(this, `${entry.method} ${entry.path}`.replaceAll('/', '_'), {
        httpApi,
        routeKey: HttpRouteKey.with(entry.path, HttpMethod[entry.method]),
        integration: integrationFor(entry.domain),
        authorizer: isPublic ? undefined : authorizer,
      });
      if (isPublic) {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by the route table (${entry.summary}): no token exists yet or none is needed; the handler validates its input.`,
        });
      }
    }
  }
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The nested stack with the routes, once `addRoutes` ran. */
  routesStack?: ApiRoutesStack;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    // Not 'HttpApi': a stage deployed before the routes moved to the nested stack gets a new API, since
    // CloudFormation creates the nested stack's routes before it deletes the old ones, and one API
    // refuses two routes with the same key (decisions I22).
    this.httpApi = new HttpApi(this, 'HttpApiNestedRoutes', {
      description: 'Greenlight /api/v1 (routes from functions/src/routes/route-table.ts)',
      createDefaultStage: false,
      corsPreflight: props.corsOrigins.length
        ? {
            allowOrigins: props.corsOrigins,
            allowMethods: [CorsHttpMethod.ANY],
            allowHeaders: CORS_ALLOWED_HEADERS,
          }
        : undefined,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.settings.logRetention,
      removalPolicy: props.settings.removalPolicy,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: props.settings.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: HTTP_ACCESS_LOG_FORMAT },
    });
  }

  /** `<apiId>.execute-api.<region>.amazonaws.com`, the CloudFront origin for `/api/*`. */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * Creates one route per entry in the nested ApiRoutesStack; call once, after the functions and the
   * user pool exist.
   * @throws Error when called twice.
   */
  addRoutes(props: ApiRoutesProps): ApiRoutesStack {
    if (this.routesStack) throw new Error('Api.addRoutes was already called');
    this.routesStack = new ApiRoutesStack(this, 'Routes', this.httpApi, props);
    return this.routesStack;
  }
}
