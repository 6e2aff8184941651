/**
 * The S3, SQS and DynamoDB calls Greenlight makes, sent to a handler that records each request and answers a
 * canned response, so the same calls can be compared between the SDK as Node loads it (its CommonJS build,
 * untouched) and the same SDK bundled by the deploy's esbuild options (its ES build, with the schema keys made
 * literal by infra/scripts/sdk-schema-keys.ts and patches/@smithy+core: issue 39, decisions IN1, IN2).
 * tests/infra/sdk-bundle-requests.test.ts runs both; nothing here talks to a network.
 */
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';

/** One recorded request: what goes on the wire, minus what changes per call (date, signature, ids, agent). */
export interface RecordedRequest {
  method: string;
  hostname: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: string;
}

/** A canned answer per operation (status, headers, body), as each service answers. */
const ANSWERS: Record<string, { status: number; headers?: Record<string, string>; body: string }> = {
  GetObject: { status: 200, headers: { 'content-length': '5', 'content-type': 'image/png' }, body: 'bytes' },
  HeadObject: { status: 200, headers: { 'content-length': '1234', 'content-type': 'application/pdf' }, body: '' },
  CopyObject: {
    status: 200,
    body: '<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>"abc"</ETag><LastModified>2026-12-07T10:00:00.000Z</LastModified></CopyObjectResult>',
  },
  DeleteObjects: {
    status: 200,
    body: '<?xml version="1.0" encoding="UTF-8"?><DeleteResult><Deleted><Key>a/1</Key></Deleted><Error><Key>a/2</Key><Code>AccessDenied</Code><Message>no</Message></Error></DeleteResult>',
  },
  PutObject: { status: 200, headers: { etag: '"def"' }, body: '' },
  ListObjectsV2: {
    status: 200,
    body: '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>b</Name><Prefix>org/</Prefix><KeyCount>1</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated><Contents><Key>org/x</Key><Size>7</Size><LastModified>2026-12-07T10:00:00.000Z</LastModified></Contents></ListBucketResult>',
  },
  SendMessage: { status: 200, body: '{"MessageId":"m-1","MD5OfMessageBody":"9c101e63e8b8c4cb30a5402296afa24c"}' },
  GetItem: { status: 200, body: '{"Item":{"pk":{"S":"USER#1"},"n":{"N":"3"}}}' },
  TransactWriteItems: { status: 200, body: '{}' },
};

/** Headers that differ on every call or between builds without changing the request. */
const VOLATILE =
  /^(authorization|x-amz-date|x-amz-content-sha256|amz-sdk-invocation-id|amz-sdk-request|user-agent|x-amz-user-agent)$/;

/**
 * Sends every recorded operation once and answers with ANSWERS.
 * @returns each request as sent and each response as the SDK parsed it (streams read to text, in order).
 */
export async function sdkRequests(): Promise<{ requests: RecordedRequest[]; outputs: unknown[] }> {
  const requests: RecordedRequest[] = [];
  const requestHandler = {
    async handle(request: {
      method: string;
      hostname: string;
      path: string;
      query: Record<string, unknown>;
      headers: Record<string, string>;
      body?: unknown;
    }) {
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .map(([k, v]) => [k.toLowerCase(), v] as const)
          .filter(([k]) => !VOLATILE.test(k))
          .sort(([a], [b]) => a.localeCompare(b)),
      );
      const body =
        request.body === undefined
          ? ''
          : request.body instanceof Uint8Array
            ? Buffer.from(request.body).toString('utf8')
            : String(request.body);
      requests.push({
        method: request.method,
        hostname: request.hostname,
        path: request.path,
        query: request.query,
        headers,
        body,
      });
      const target = headers['x-amz-target'] ?? '';
      const operation = target
        ? target.split('.').pop()!
        : request.method === 'HEAD'
          ? 'HeadObject'
          : 'delete' in request.query
            ? 'DeleteObjects'
            : headers['x-amz-copy-source']
              ? 'CopyObject'
              : request.query['list-type']
                ? 'ListObjectsV2'
                : request.method === 'PUT'
                  ? 'PutObject'
                  : 'GetObject';
      const answer = ANSWERS[operation]!;
      return {
        response: {
          statusCode: answer.status,
          reason: 'OK',
          headers: { 'x-amzn-requestid': 'r-1', ...answer.headers },
          body: Readable.from([Buffer.from(answer.body)]),
        },
      };
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
  };
  const config = {
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    requestHandler,
    maxAttempts: 1,
  };
  const s3 = new S3Client({
    ...config,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const sqs = new SQSClient(config);
  const dynamo = new DynamoDBClient(config);
  const outputs: unknown[] = [];
  const keep = (output: { $metadata?: unknown }) => {
    const { $metadata, ...rest } = output;
    void $metadata;
    return rest;
  };
  const got = await s3.send(
    new GetObjectCommand({ Bucket: 'uploads', Key: 'org/o 1/ü+?.png', ResponseContentDisposition: 'attachment' }),
  );
  outputs.push({ ...keep(got), Body: await got.Body!.transformToString() });
  outputs.push(keep(await s3.send(new HeadObjectCommand({ Bucket: 'uploads', Key: 'pending/u/comment/c/k' }))));
  outputs.push(
    keep(
      await s3.send(
        new CopyObjectCommand({
          Bucket: 'uploads',
          Key: 'org/o/x',
          CopySource: 'uploads/pending/u/x',
          MetadataDirective: 'COPY',
        }),
      ),
    ),
  );
  outputs.push(
    keep(
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: 'uploads',
          Delete: { Objects: [{ Key: 'a/1' }, { Key: 'a/2' }], Quiet: false },
        }),
      ),
    ),
  );
  outputs.push(
    keep(
      await s3.send(
        new PutObjectCommand({
          Bucket: 'uploads',
          Key: 'org/o/p.tiff.png',
          Body: 'png',
          ContentType: 'image/png',
          CacheControl: 'max-age=60',
        }),
      ),
    ),
  );
  outputs.push(
    keep(await s3.send(new ListObjectsV2Command({ Bucket: 'uploads', Prefix: 'org/', ContinuationToken: 't' }))),
  );
  outputs.push(
    keep(
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/mail.fifo',
          MessageBody: '{"to":"a@b.c"}',
          MessageGroupId: 'g',
          MessageDeduplicationId: 'd',
        }),
      ),
    ),
  );
  outputs.push(
    keep(await dynamo.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'USER#1' } }, ConsistentRead: true }))),
  );
  outputs.push(
    keep(
      await dynamo.send(
        new TransactWriteItemsCommand({
          ClientRequestToken: 'token-1',
          TransactItems: [
            {
              Put: {
                TableName: 't',
                Item: { pk: { S: 'A' }, n: { N: '1' } },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    ),
  );
  return { requests, outputs };
}
