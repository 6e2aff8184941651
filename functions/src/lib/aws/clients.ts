/**
 * AWS SDK v3 clients, created once per runtime and never inside a handler (BRIEF §5 "Avoid").
 *
 * Endpoints come from the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, which the local stack
 * sets; in AWS they are unset and the SDK uses the regional endpoints. Each client is created on first
 * use so a function bundles and initialises only the clients it uses. No X-Ray SDK wraps them
 * (decision I10: Lambda's active tracing records each invocation; per-call subsegments cost 110 KB).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { S3Client } from '@aws-sdk/client-s3';

let dynamo: DynamoDBDocumentClient | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let ses: SESv2Client | undefined;
let s3: S3Client | undefined;

/** Called with every DynamoDB command name; the benchmark and tests count requests through it. */
type DynamoRequestListener = (commandName: string) => void;
const dynamoListeners = new Set<DynamoRequestListener>();

/** Subscribe to DynamoDB requests; returns the unsubscribe function. */
export function onDynamoRequest(listener: DynamoRequestListener): () => void {
  dynamoListeners.add(listener);
  return () => dynamoListeners.delete(listener);
}

/** The DynamoDB document client ElectroDB uses. */
export function dynamoClient(): DynamoDBDocumentClient {
  if (!dynamo) {
    const base = new DynamoDBClient({});
    base.middlewareStack.add(
      (next, context) => async (args) => {
        for (const listener of dynamoListeners) listener(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'greenlightRequestCounter' },
    );
    dynamo = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return dynamo;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({});
  return cognito;
}

export function sesClient(): SESv2Client {
  ses ??= new SESv2Client({});
  return ses;
}

/** S3 with checksums only when required: s3rver stores streamed bodies with chunk framing otherwise (BRIEF §4). */
export function s3Client(): S3Client {
  s3 ??= new S3Client({ forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3), requestChecksumCalculation: 'WHEN_REQUIRED' });
  return s3;
}
