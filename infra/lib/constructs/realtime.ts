/**
 * Realtime: the WebSocket API (BRIEF §1 "wss ── API Gateway WebSocket API ── Lambda"; issue 2 §4).
 *
 * `$connect`, `$disconnect` and `$default` all go to the realtime function, which checks the
 * Cognito token on `$connect` and keeps connections in the table. The `live` stage auto-deploys.
 * Functions that push to browsers get `execute-api:ManageConnections` on this stage only, and find
 * the management endpoint in WEBSOCKET_MANAGEMENT_URL. The table's stream feeds the fan-out function,
 * which turns committed changes into channel events (BRIEF §7 "Live updates").
 *
 * The live stage writes one JSON access-log line per connect, message and disconnect to its own log
 * group (WEBSOCKET_ACCESS_LOG_FORMAT; issue 24; decisions I25). Unlike an HTTP API, a WebSocket stage
 * can log only once API Gateway's account setting names a CloudWatch role, so the stack sets it
 * (`ApiGatewayAccount`, see `apiGatewayCloudWatchRole`).
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ManagedPolicy, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { WEBSOCKET_ROUTES } from '../../../functions/src/catalogue';
import type { StageSettings } from '../stage-config';
import { acknowledgeOnPrincipal, resourceFinding } from '../nag';

export const WEBSOCKET_STAGE_NAME = 'live';

/**
 * WebSocket access-log line: one JSON object per connect, message or disconnect, WebSocket context
 * variables only (`eventType` is CONNECT, MESSAGE or DISCONNECT; `ip` is the browser's, since browsers
 * connect to the WebSocket API directly).
 */
export const WEBSOCKET_ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    requestTime: '$context.requestTime',
    eventType: '$context.eventType',
    routeKey: '$context.routeKey',
    connectionId: '$context.connectionId',
    status: '$context.status',
    integrationLatencyMs: '$context.integrationLatency',
    error: '$context.error.message',
  }),
);

/** The AWS managed policy API Gateway's account-level CloudWatch role carries (AWS's documented setup). */
export const API_GATEWAY_PUSH_TO_CLOUDWATCH_POLICY = 'service-role/AmazonAPIGatewayPushToCloudWatchLogs';

export interface RealtimeProps {
  settings: StageSettings;
}

export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'WebSocketApi', { description: 'Greenlight realtime (board and chat updates)' });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.settings.logRetention,
      removalPolicy: props.settings.removalPolicy,
    });
    this.stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.api,
      stageName: WEBSOCKET_STAGE_NAME,
      autoDeploy: true,
      throttle: props.settings.apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: WEBSOCKET_ACCESS_LOG_FORMAT },
    });
    // API Gateway refuses a logging WebSocket stage until the account setting names a CloudWatch role.
    this.stage.node.addDependency(apiGatewayCloudWatchRole(this));
  }

  /** The browser's URL: wss://<apiId>.execute-api.<region>.amazonaws.com/live. */
  get url(): string {
    return this.stage.url;
  }

  /** The management endpoint (WEBSOCKET_MANAGEMENT_URL): https://<apiId>.execute-api.<region>.amazonaws.com/live. */
  get managementUrl(): string {
    return this.stage.callbackUrl;
  }

  /** Routes every WebSocket route key to the realtime function. */
  connect(fn: IFunction): void {
    const integration = new WebSocketLambdaIntegration('RealtimeIntegration', fn);
    for (const routeKey of WEBSOCKET_ROUTES) {
      const route = this.api.addRoute(routeKey, { integration });
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          routeKey === '$connect'
            ? 'Browsers cannot send headers on a WebSocket upgrade; the $connect handler verifies the Cognito token from the query string against the pool (BRIEF §1) and refuses the connection otherwise.'
            : 'API Gateway allows authorization on $connect only; later messages ride the connection that $connect authenticated.',
      });
    }
  }

  /**
   * Maps the table's stream to the fan-out function: batches of up to 100 records, no batching window
   * (latency over cost: the goal is a move on every board within 500 ms), failed batches split and retried
   * twice, records older than 5 minutes dropped (a board that missed them refetches on reconnect).
   */
  consumeStream(table: ITable, fn: IFunction & { addEventSource(source: DynamoEventSource): void }): void {
    acknowledgeOnPrincipal(
      fn,
      'AwsSolutions-IAM5[Resource::*]',
      "The event source mapping needs dynamodb:ListStreams, which requires Resource '*' (the Service Authorization Reference lists no resource type for it; it lists the account's streams); the stream's records are read only from this table's stream ARN.",
    );
    fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        retryAttempts: 2,
        bisectBatchOnError: true,
        maxRecordAge: Duration.minutes(5),
        parallelizationFactor: 1,
      }),
    );
  }

  /** execute-api:ManageConnections (PostToConnection, GetConnection, DeleteConnection) on the live stage. */
  grantPush(grantee: IGrantable): void {
    this.stage.grantManagementApiAccess(grantee);
    const connections = Stack.of(this).formatArn({ service: 'execute-api', resource: this.api.apiId });
    acknowledgeOnPrincipal(
      grantee,
      `AwsSolutions-IAM5[Resource::${resourceFinding(this, `${connections}/${WEBSOCKET_STAGE_NAME}/*/@connections/*`)}]`,
      "Connection ids are created at run time; the grant covers only the @connections of this API's live stage.",
    );
  }
}

/**
 * API Gateway's account setting (one per account and region) naming the role that REST and WebSocket
 * stages write their logs with; HTTP APIs do not need it. Each stage's stack sets it to its own role
 * with AWS's managed policy (the documented setup). The role is retained when a stack is deleted, so a
 * stage sharing the account never finds the setting pointing at a deleted role (decisions I25).
 * @returns the `AWS::ApiGateway::Account` resource, which logging stages must depend on.
 */
export function apiGatewayCloudWatchRole(scope: Construct): CfnAccount {
  const policy = ManagedPolicy.fromAwsManagedPolicyName(API_GATEWAY_PUSH_TO_CLOUDWATCH_POLICY);
  const role = new Role(scope, 'ApiGatewayCloudWatchRole', {
    assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
    description: 'API Gateway account setting: writes REST and WebSocket stage logs to CloudWatch Logs',
    managedPolicies: [policy],
  });
  role.applyRemovalPolicy(RemovalPolicy.RETAIN);
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM4[Policy::${resourceFinding(scope, policy.managedPolicyArn)}]`,
    reason:
      "AmazonAPIGatewayPushToCloudWatchLogs is the policy AWS documents for API Gateway's account-level CloudWatch role; the role is account-wide (every REST and WebSocket stage of the account and region logs with it), so it cannot be scoped to this stack's log groups.",
  });
  const account = new CfnAccount(scope, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
  account.node.addDependency(role);
  return account;
}
