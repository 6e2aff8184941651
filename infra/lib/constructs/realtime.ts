/**
 * Realtime: the WebSocket API (BRIEF §1 "wss ── API Gateway WebSocket API ── Lambda"; issue 2 §4).
 *
 * `$connect`, `$disconnect` and `$default` all go to the realtime function, which checks the
 * Cognito token on `$connect` and keeps connections in the table. The `live` stage auto-deploys.
 * Functions that push to browsers get `execute-api:ManageConnections` on this stage only, and find
 * the management endpoint in WEBSOCKET_MANAGEMENT_URL. The table's stream feeds the fan-out function,
 * which turns committed changes into channel events (BRIEF §7 "Live updates").
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { StartingPosition, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import { WEBSOCKET_ROUTES } from '../../../functions/src/catalogue';
import type { StageSettings } from '../stage-config';
import { acknowledgeOnPrincipal, resourceFinding } from '../nag';

export const WEBSOCKET_STAGE_NAME = 'live';

export interface RealtimeProps {
  settings: StageSettings;
}

export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    this.api = new WebSocketApi(this, 'WebSocketApi', { description: 'Greenlight realtime (board and chat updates)' });
    this.stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.api,
      stageName: WEBSOCKET_STAGE_NAME,
      autoDeploy: true,
      throttle: props.settings.apiThrottle,
    });
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'WebSocket access logs need the account-wide API Gateway CloudWatch role, an account setting outside a per-stage stack; the realtime function logs every $connect/$disconnect with its request id instead.',
    });
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
      'Connection ids are created at run time; the grant covers only the @connections of this API\'s live stage.',
    );
  }
}
