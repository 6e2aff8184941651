/**
 * The lean DynamoDB client (functions/src/lib/aws/dynamodb-client.ts; issue 11 "Lambda size and cold
 * start", decisions I18) against a recording HTTP server: it must send what the SDK's
 * DynamoDBDocumentClient sends for every document command, read answers as it does, sign each request,
 * name errors as the SDK names them, and retry only what the SDK retries.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoDBDocuments } from '../../functions/src/lib/aws/dynamodb-client';
import { AwsServiceError } from '../../functions/src/lib/aws/signed-fetch';
import * as standIns from '../../functions/src/lib/bundling/dynamodb-commands';
import { startRecordingServer, type RecordedRequest } from '../support/recording-server';

interface Recorded {
  target: string;
  authorization: string;
  securityToken?: string;
  body: unknown;
}

/** What the server answers next, in order; when empty it answers 200 `{}`. */
let answers: Array<{ status: number; body: unknown }> = [];
let recorded: Recorded[] = [];
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let endpoint: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  const record = (request: RecordedRequest) =>
    recorded.push({
      target: String(request.headers['x-amz-target']),
      authorization: String(request.headers.authorization),
      securityToken: request.headers['x-amz-security-token'] as string | undefined,
      body: JSON.parse(request.body.toString('utf8')),
    });
  server = await startRecordingServer({ record, next: () => answers.shift() ?? { status: 200, body: {} } }, 'application/x-amz-json-1.0');
  endpoint = server.endpoint;
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_SESSION_TOKEN: 'session-token',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
});

afterAll(async () => {
  process.env = savedEnv;
  await server.close();
});

beforeEach(() => {
  answers = [];
  recorded = [];
});

/** The SDK's own document client, pointed at the same server: the reference. */
function sdkDocuments(): DynamoDBDocumentClient {
  const base = new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken: 'session-token' },
    maxAttempts: 1,
  });
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}

const item = { pk: 'card_1', sk: 'card', n: 3, big: 1.5, ok: true, none: null, gone: undefined, tags: new Set(['a', 'b']), nested: { list: [1, 'x', { deep: false }] } };
const key = { pk: 'card_1', sk: 'card' };
const storedItem = { pk: { S: 'card_1' }, sk: { S: 'card' }, n: { N: '3' }, tags: { SS: ['a', 'b'] }, nested: { M: { list: { L: [{ N: '1' }, { S: 'x' }] } } } };

/** Each document command: an input, and an answer with attribute values where documents come back. */
const CASES = [
  { name: 'GetCommand', input: { TableName: 't', Key: key, ConsistentRead: true }, answer: { Item: storedItem } },
  { name: 'PutCommand', input: { TableName: 't', Item: item, ConditionExpression: 'attribute_not_exists(pk)', ExpressionAttributeValues: { ':v': 1 } }, answer: { Attributes: storedItem } },
  {
    name: 'UpdateCommand',
    input: { TableName: 't', Key: key, UpdateExpression: 'SET #n = :n', ExpressionAttributeNames: { '#n': 'n' }, ExpressionAttributeValues: { ':n': 4, ':s': new Set([1, 2]) }, ReturnValues: 'ALL_NEW' },
    answer: { Attributes: storedItem },
  },
  { name: 'DeleteCommand', input: { TableName: 't', Key: key, ReturnValues: 'ALL_OLD' }, answer: { Attributes: storedItem } },
  {
    name: 'QueryCommand',
    input: { TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'card_1' }, ExclusiveStartKey: key, Limit: 2 },
    answer: { Items: [storedItem, storedItem], Count: 2, ScannedCount: 2, LastEvaluatedKey: { pk: { S: 'card_1' }, sk: { S: 'z' } } },
  },
  { name: 'ScanCommand', input: { TableName: 't', FilterExpression: 'n > :n', ExpressionAttributeValues: { ':n': 1 } }, answer: { Items: [storedItem], Count: 1 } },
  {
    name: 'BatchGetCommand',
    input: { RequestItems: { t: { Keys: [key, { pk: 'card_2', sk: 'card' }], ProjectionExpression: 'pk' } } },
    answer: { Responses: { t: [storedItem] }, UnprocessedKeys: { t: { Keys: [{ pk: { S: 'card_2' }, sk: { S: 'card' } }] } } },
  },
  {
    name: 'BatchWriteCommand',
    input: { RequestItems: { t: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: key } }] } },
    answer: { UnprocessedItems: { t: [{ DeleteRequest: { Key: { pk: { S: 'card_1' }, sk: { S: 'card' } } } }] } },
  },
  { name: 'TransactGetCommand', input: { TransactItems: [{ Get: { TableName: 't', Key: key } }] }, answer: { Responses: [{ Item: storedItem }, {}] } },
  {
    name: 'TransactWriteCommand',
    input: {
      TransactItems: [
        { Put: { TableName: 't', Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: 't', Key: key, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
        { Delete: { TableName: 't', Key: key } },
        { ConditionCheck: { TableName: 't', Key: key, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': 'x' } } },
      ],
      ClientRequestToken: 'token',
    },
    answer: {},
  },
] as const;

const SDK_COMMANDS = { GetCommand, PutCommand, UpdateCommand, DeleteCommand, QueryCommand, ScanCommand, BatchGetCommand, BatchWriteCommand, TransactGetCommand, TransactWriteCommand };

describe('the DynamoDB document client', () => {
  it.each(CASES)('$name sends and reads exactly what the SDK document client does', async ({ name, input, answer }) => {
    const Command = SDK_COMMANDS[name] as unknown as new (input: unknown) => never;
    answers = [{ status: 200, body: answer }];
    const { $metadata: _metadata, ...expected } = (await sdkDocuments().send(new Command(input))) as Record<string, unknown>;
    const sdkRequest = recorded.pop()!;

    answers = [{ status: 200, body: answer }];
    const output = await new DynamoDBDocuments().send(new Command(input));
    const ours = recorded.pop()!;

    expect(ours.target).toBe(sdkRequest.target);
    expect(ours.body).toEqual(sdkRequest.body);
    expect(output).toEqual(expected);
  });

  it.each(CASES)('$name from the bundles’ stand-in class is sent the same way', async ({ name, input }) => {
    const StandIn = standIns[name];
    expect(StandIn.name).toBe(name);
    await new DynamoDBDocuments().send(new StandIn(input as Record<string, unknown>));
    const viaStandIn = recorded.pop()!;
    await new DynamoDBDocuments().send(new (SDK_COMMANDS[name] as unknown as new (input: unknown) => never)(input));
    expect(viaStandIn.body).toEqual(recorded.pop()!.body);
  });

  it('signs each request with SigV4 for the region and service, with the session token', async () => {
    await new DynamoDBDocuments().call('DescribeTable', { TableName: 't' });
    const [request] = recorded;
    expect(request.target).toBe('DynamoDB_20120810.DescribeTable');
    expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=\S*x-amz-target\S*, Signature=[0-9a-f]{64}$/);
    expect(request.securityToken).toBe('session-token');
  });

  it('names errors as the SDK does, with the answer’s fields (a cancelled transaction’s reasons)', async () => {
    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }];
    answers = [{ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'Transaction cancelled', CancellationReasons: reasons } }];
    const error = await new DynamoDBDocuments().send(new TransactWriteCommand({ TransactItems: [] })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({ name: 'TransactionCanceledException', message: 'Transaction cancelled', CancellationReasons: reasons, $metadata: { httpStatusCode: 400 } });
    expect(recorded).toHaveLength(1);
  });

  it('retries throttling and 5xx answers up to 3 attempts, and tells listeners once per request', async () => {
    const documents = new DynamoDBDocuments();
    const heard: string[] = [];
    const stop = documents.onRequest((name) => heard.push(name));
    answers = [
      { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' } },
      { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'oops' } },
      { status: 200, body: { Item: storedItem } },
    ];
    expect(await documents.send(new GetCommand({ TableName: 't', Key: key }))).toEqual({ Item: { pk: 'card_1', sk: 'card', n: 3, tags: new Set(['a', 'b']), nested: { list: [1, 'x'] } } });
    expect(recorded).toHaveLength(3);
    expect(heard).toEqual(['GetItemCommand']);

    answers = Array.from({ length: 3 }, () => ({ status: 503, body: {} }));
    await expect(documents.send(new GetCommand({ TableName: 't', Key: key }))).rejects.toMatchObject({ name: 'HTTP503', $metadata: { httpStatusCode: 503 } });
    expect(recorded).toHaveLength(6);
    stop();
    expect(heard).toHaveLength(2);
  });

  it('does not retry a refused condition or a bad request', async () => {
    answers = [{ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed' } }];
    await expect(new DynamoDBDocuments().send(new PutCommand({ TableName: 't', Item: key }))).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    answers = [{ status: 400, body: { __type: 'com.amazon.coral.validate#ValidationException', message: 'One or more parameter values were invalid' } }];
    await expect(new DynamoDBDocuments().send(new QueryCommand({ TableName: 't' }))).rejects.toMatchObject({ name: 'ValidationException', message: 'One or more parameter values were invalid' });
    expect(recorded).toHaveLength(2);
  });

  it('refuses a command it does not know, and missing credentials, before any request', async () => {
    class DescribeTableCommand {
      constructor(readonly input: object) {}
    }
    await expect(new DynamoDBDocuments().send(new DescribeTableCommand({}))).rejects.toThrow('DynamoDB command not supported: DescribeTableCommand');
    const { AWS_ACCESS_KEY_ID } = process.env;
    delete process.env.AWS_ACCESS_KEY_ID;
    try {
      await expect(new DynamoDBDocuments().call('DescribeTable', {})).rejects.toThrow('AWS credentials are missing');
    } finally {
      process.env.AWS_ACCESS_KEY_ID = AWS_ACCESS_KEY_ID;
    }
    expect(recorded).toHaveLength(0);
  });
});
