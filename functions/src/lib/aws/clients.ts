/**
 * AWS clients, created once per runtime and never inside a handler (BRIEF §5 "Avoid"): the SDK v3 S3
 * client, and the lean DynamoDB document client of dynamodb-client.ts (decisions I18; Cognito, SES and
 * the WebSocket management API are plain signed calls: cognito.ts, email/send-email.ts, realtime/).
 *
 * Endpoints come from the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack
 * sets; in AWS they are unset and the SDK uses the regional endpoints. Each client is created on first
 * use so a function bundles and initialises only the clients it uses. No X-Ray SDK wraps them
 * (decision I10: Lambda's active tracing records each invocation; per-call subsegments cost 110 KB).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocuments, type DynamoRequestListener } from './dynamodb-client';

let dynamo: DynamoDBDocuments | undefined;
let s3: S3Client | undefined;

/** The DynamoDB document client ElectroDB and the data layer use (dynamodb-client.ts: not the SDK's, decisions I18). */
export function dynamoClient(): DynamoDBDocuments {
  dynamo ??= new DynamoDBDocuments();
  return dynamo;
}

/** Subscribe to DynamoDB requests (`QueryCommand`…); the benchmark and tests count requests through it. Returns the unsubscribe function. */
export function onDynamoRequest(listener: DynamoRequestListener): () => void {
  return dynamoClient().onRequest(listener);
}

/** S3 with checksums only when required: s3rver stores streamed bodies with chunk framing otherwise (BRIEF §4). */
export function s3Client(): S3Client {
  s3 ??= new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3), requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}
