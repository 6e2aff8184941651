/**
 * The DynamoDB client of every function: lib-dynamodb's document commands sent over DynamoDB's JSON
 * API by signed-fetch.ts (issue 11 "Lambda size and cold start"; docs/decisions.md I18).
 *
 * It stands where `DynamoDBDocumentClient` stood: the data layer (DynamoDB-Toolbox) calls `send(new
 * QueryCommand(…))` as before and get the same documents back (dynamodb-documents.ts converts them;
 * tests/unit/dynamodb-client.test.ts checks both against the SDK's client). The SDK's DynamoDB client
 * and its @smithy runtime were ≈ 250 KB of every bundle; this client and aws4fetch are ≈ 10 KB.
 * Endpoint: AWS_ENDPOINT_URL_DYNAMODB (the local stack's DynamoDB Local), else the region's.
 * @throws AwsServiceError named as the SDK names DynamoDB's errors (`ConditionalCheckFailedException`,
 *   `TransactionCanceledException` with `CancellationReasons`…).
 */
import type { BatchWriteCommand, BatchWriteCommandOutput, QueryCommand, QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { DOCUMENT_OPERATIONS } from './dynamodb-documents';
import { awsRegion, callJsonApi, serviceEndpoint, type Payload } from './signed-fetch';

/** Called with `<Operation>Command` (e.g. `QueryCommand`) once per request, before retries. */
export type DynamoRequestListener = (commandName: string) => void;

/** A command built by `@aws-sdk/lib-dynamodb` (or the bundles' stand-in): its class's name says the operation. */
interface DocumentCommand {
  readonly input: object;
}

type Options = { abortSignal?: AbortSignal };

/** DynamoDB's JSON API, with the document commands the data layer sends (`send`) and raw operations (`call`). */
export class DynamoDBDocuments {
  private readonly listeners = new Set<DynamoRequestListener>();

  /** Subscribe to requests; returns the unsubscribe function. */
  onRequest(listener: DynamoRequestListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Send a lib-dynamodb document command (`GetCommand`, `QueryCommand`, `TransactWriteCommand`…), not
   * a client-dynamodb one: those share class names (`QueryCommand`) but carry attribute values, which
   * would be converted twice; raw operations go through `call`.
   * @returns its output with documents in place of attribute values, as `DynamoDBDocumentClient` returns.
   * @throws TypeError for a command this client does not know.
   */
  send(command: QueryCommand, options?: Options): Promise<QueryCommandOutput>;
  send(command: BatchWriteCommand, options?: Options): Promise<BatchWriteCommandOutput>;
  send(command: DocumentCommand, options?: Options): Promise<Payload>;
  async send(command: DocumentCommand, options: Options = {}): Promise<unknown> {
    const operation = DOCUMENT_OPERATIONS.get(command.constructor.name);
    if (!operation) throw new TypeError(`DynamoDB command not supported: ${command.constructor.name}`);
    const output = await this.call(operation.name, operation.input(command.input as Payload), options.abortSignal);
    return operation.output(output);
  }

  /** One DynamoDB API operation (`DescribeTable`…) with an attribute-value body, as the API takes it. */
  async call(operation: string, body: Payload, abortSignal?: AbortSignal): Promise<Payload> {
    for (const listener of this.listeners) listener(`${operation}Command`);
    const region = awsRegion();
    const api = { service: 'dynamodb', url: serviceEndpoint('DYNAMODB', `dynamodb.${region}.amazonaws.com`), targetPrefix: 'DynamoDB_20120810', jsonVersion: '1.0' } as const;
    return callJsonApi(api, operation, body, { signal: abortSignal });
  }
}
