/**
 * The DynamoDB clients of every function (BRIEF §1 "one single-table DynamoDB", §5 "Avoid: creating SDK
 * clients inside the handler"; issue 24): the AWS SDK v3 `DynamoDBClient` and, over it, the
 * `DynamoDBDocumentClient` that DynamoDB-Toolbox and the data layer send their commands through.
 *
 * Created once per runtime, on first use (module scope, never per request). The endpoint is the SDK's
 * standard `AWS_ENDPOINT_URL_DYNAMODB` (the local stack's DynamoDB Local), else the region's. Errors are
 * the SDK's typed exceptions (`ConditionalCheckFailedException`, `TransactionCanceledException` with
 * `CancellationReasons`…), retried by the SDK's standard mode when transient (throttling, 5xx).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientConfig } from './client-config';

/**
 * Called with the SDK command's name (`QueryCommand`, `TransactWriteItemsCommand`…) once per request,
 * before retries, and its input (`Limit`, `ExclusiveStartKey`… as sent; issue 27 counts reads by it).
 */
export type DynamoRequestListener = (commandName: string, input: Readonly<Record<string, unknown>>) => void;

/** Called once a request succeeded, with its input and output (`Count`, `ScannedCount` of a Query: the items read; issue 27). */
export type DynamoResultListener = (
  commandName: string,
  input: Readonly<Record<string, unknown>>,
  output: Readonly<Record<string, unknown>>,
) => void;

/** The commands that can report the capacity they consumed (`ReturnConsumedCapacity`): the SDK's and the document client's names. */
const CAPACITY_COMMANDS = new Set([
  'GetCommand',
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchGetCommand',
  'BatchWriteCommand',
  'TransactGetCommand',
  'TransactWriteCommand',
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);
let reportCapacity = false;

const listeners = new Set<DynamoRequestListener>();
const resultListeners = new Set<DynamoResultListener>();
let base: DynamoDBClient | undefined;
let documents: DynamoDBDocumentClient | undefined;

/** The SDK's DynamoDB client (attribute values; the health check's DescribeTable). */
export function dynamoClient(): DynamoDBClient {
  if (!base) {
    base = new DynamoDBClient(awsClientConfig('dynamodb'));
    // Initialize step: once per command, around the retry loop, so a retried request counts once.
    base.middlewareStack.add(
      (next, context) => async (args) => {
        const name = context.commandName ?? 'unknown';
        const input = (args.input ?? {}) as Record<string, unknown>;
        if (reportCapacity && CAPACITY_COMMANDS.has(name)) input.ReturnConsumedCapacity ??= 'TOTAL';
        for (const listener of listeners) listener(name, input);
        const result = await next(args);
        for (const listener of resultListeners)
          listener(name, input, (result.output ?? {}) as unknown as Record<string, unknown>);
        return result;
      },
      { step: 'initialize', name: 'greenlightRequestListeners' },
    );
  }
  return base;
}

/**
 * The document client (plain JavaScript values; undefined attributes removed, as Toolbox expects) that
 * DynamoDB-Toolbox and `data/` use. It shares the base client's middleware, so `onDynamoRequest` sees its requests.
 */
export function documentClient(): DynamoDBDocumentClient {
  documents ??= DynamoDBDocumentClient.from(dynamoClient(), { marshallOptions: { removeUndefinedValues: true } });
  return documents;
}

/** Subscribe to DynamoDB requests; the benchmark and tests count requests through it. @returns the unsubscribe function. */
export function onDynamoRequest(listener: DynamoRequestListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Subscribe to DynamoDB answers (tests count the items a Query read). @returns the unsubscribe function. */
export function onDynamoResult(listener: DynamoResultListener): () => void {
  resultListeners.add(listener);
  return () => resultListeners.delete(listener);
}

/**
 * Ask DynamoDB for the capacity every request consumed (`ReturnConsumedCapacity: 'TOTAL'`, which costs
 * nothing), so `onDynamoResult` listeners find `ConsumedCapacity` in each answer: the cost model's read and
 * write request units (issue 39). Off by default: the answers are then exactly as the code asked.
 */
export function reportConsumedCapacity(on: boolean): void {
  reportCapacity = on;
}
