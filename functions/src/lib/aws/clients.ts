/**
 * The DynamoDB document client, created once per runtime and never inside a handler (BRIEF §5 "Avoid").
 *
 * No AWS SDK client runs in the functions (decisions I18): DynamoDB (dynamodb-client.ts), S3 (s3.ts),
 * Cognito (cognito.ts), SES (lib/email/send-email.ts) and the WebSocket management API
 * (lib/realtime/post-to-connection.ts) are signed HTTP calls (signed-fetch.ts). Endpoints come from the
 * SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack sets; in AWS they are
 * unset and the regional endpoints apply. No X-Ray SDK wraps them (decision I10).
 */
import { DynamoDBDocuments, type DynamoRequestListener } from './dynamodb-client';

let dynamo: DynamoDBDocuments | undefined;

/** The DynamoDB document client the data layer uses (dynamodb-client.ts: not the SDK's, decisions I18). */
export function dynamoClient(): DynamoDBDocuments {
  dynamo ??= new DynamoDBDocuments();
  return dynamo;
}

/** Subscribe to DynamoDB requests (`QueryCommand`…); the benchmark and tests count requests through it. Returns the unsubscribe function. */
export function onDynamoRequest(listener: DynamoRequestListener): () => void {
  return dynamoClient().onRequest(listener);
}
