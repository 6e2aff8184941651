/**
 * Api: the HTTP API built from the route table (BRIEF §1 "Routes"; issue 2 §2 and §4 "HTTP API").
 *
 * One API Gateway route per ROUTES entry, `RouteKey = "<METHOD> <path>"`, integrated (payload v2)
 * with its domain's Lambda. Every route but the `public` ones carries the Cognito JWT authorizer
 * (issuer = the user pool, audience = the server and web app clients). The `$default` stage
 * auto-deploys, logs every request as JSON, and is throttled per stage.
 *
 * The API is created first and gets its routes later (`addRoutes`), because CloudFront needs the
 * API's domain while the routes need the functions and the authorizer, which need CloudFront's URL.
 */
import { Stack, Validations } from 'aws-cdk-lib';
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
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Domain, RouteEntry } from '../../../functions/src/routes/route-table';
import type { StageSettings } from '../stage-config';

/** Request headers the browser may send cross-origin (`org_id` names the organization, policies.ts). */
export const CORS_ALLOWED_HEADERS = ['authorization', 'content-type', 'org_id'];

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
  /** JWT issuer (the user pool) and accepted audiences (app client ids). */
  issuerUrl: string;
  audiences: string[];
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
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

  /** Creates one route per entry; call once, after the functions and the user pool exist. */
  addRoutes(props: ApiRoutesProps): void {
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: props.audiences,
      identitySource: ['$request.header.Authorization'],
    });
    const integrations = new Map<Domain, HttpLambdaIntegration>();
    const integrationFor = (domain: Domain) => {
      let integration = integrations.get(domain);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${domain}Integration`, props.functionFor(domain), {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
          // One invoke permission per function for the whole API instead of one per route:
          // CloudFormation allows 500 resources per stack, and the full spec has many routes.
          scopePermissionToRoute: false,
        });
        integrations.set(domain, integration);
      }
      return integration;
    };

    for (const entry of props.routes) {
      const isPublic = entry.policy.kind === 'public';
      const route = new HttpRoute(this, `${entry.method} ${entry.path}`.replaceAll('/', '_'), {
        httpApi: this.httpApi,
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
