/**
 * The AWS clients' timeouts and retries, and the local stack's fault injection (issue 40 "Dependencies that
 * fail or stall", "Fault injection in the local stack"): a real SDK client, made with Greenlight's client
 * settings, against a stand-in DynamoDB endpoint that counts what reaches it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { awsClientConfig, MAX_ATTEMPTS } from '../../functions/src/lib/aws/client-config';
import { faultsFor, parseFaults } from '../../functions/src/lib/aws/faults';
import { isUnavailableError } from '../../functions/src/lib/http/errors';

describe('GREENLIGHT_FAULTS', () => {
  it('reads shares and stalls per service', () => {
    expect(parseFaults('dynamodb=0.05,s3=0.05,ses=1,stall=dynamodb:3000')).toEqual({
      dynamodb: { failShare: 0.05, stallMs: 3000 },
      s3: { failShare: 0.05, stallMs: 0 },
      ses: { failShare: 1, stallMs: 0 },
    });
    expect(parseFaults('')).toEqual({});
  });

  it('refuses what it cannot read, naming the part', () => {
    expect(() => parseFaults('dynamo=0.1')).toThrow('unknown service "dynamo"');
    expect(() => parseFaults('s3=1.5')).toThrow('share of "s3" must be 0–1');
    expect(() => parseFaults('stall=s3:soon')).toThrow('bad stall "stall=s3:soon"');
  });

  it('is refused outside the local stack', () => {
    const saved = { faults: process.env.GREENLIGHT_FAULTS, stage: process.env.STAGE };
    try {
      process.env.GREENLIGHT_FAULTS = 'dynamodb=1';
      process.env.STAGE = 'prod';
      expect(() => faultsFor('dynamodb')).toThrow('GREENLIGHT_FAULTS is for the local stack only');
      process.env.STAGE = 'local';
      expect(faultsFor('dynamodb')).toEqual({ failShare: 1, stallMs: 0 });
      expect(faultsFor('s3')).toBeUndefined();
    } finally {
      for (const [name, value] of [
        ['GREENLIGHT_FAULTS', saved.faults],
        ['STAGE', saved.stage],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});

describe('a client made with awsClientConfig', () => {
  let server: Server;
  let hits = 0;
  let endpoint = '';
  /** The service stops answering (a real stall, not an injected one). */
  let silent = false;

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      req.resume();
      if (silent) return;
      req.on('end', () => {
        res.setHeader('content-type', 'application/x-amz-json-1.0');
        res.end(JSON.stringify({ TableNames: ['greenlight'] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.STAGE = 'local';
  });
  afterEach(() => {
    delete process.env.GREENLIGHT_FAULTS;
    delete process.env.AWS_REQUEST_TIMEOUT_MS;
    hits = 0;
    silent = false;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const client = () =>
    new DynamoDBClient({
      ...awsClientConfig('dynamodb'),
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });

  it('reaches the service when no fault is set', async () => {
    expect((await client().send(new ListTablesCommand({}))).TableNames).toEqual(['greenlight']);
    expect(hits).toBe(1);
  });

  it("fails every attempt with the service's own error, retried by the SDK, then is called unavailable (503)", async () => {
    process.env.GREENLIGHT_FAULTS = 'dynamodb=1';
    const error = await client()
      .send(new ListTablesCommand({}))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InternalServerError', $metadata: { attempts: MAX_ATTEMPTS } });
    expect(isUnavailableError(error)).toBe(true);
    expect(hits).toBe(0);
  });

  it("cuts a stall at the request timeout with the SDK's TimeoutError, after every attempt", async () => {
    process.env.GREENLIGHT_FAULTS = 'stall=dynamodb:5000';
    process.env.AWS_REQUEST_TIMEOUT_MS = '50';
    const error = await client()
      .send(new ListTablesCommand({}))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: MAX_ATTEMPTS } });
    expect(isUnavailableError(error)).toBe(true);
    expect(hits).toBe(0);
  });

  it('cuts a service that really stops answering at the request timeout, after every attempt (FT6)', async () => {
    silent = true;
    process.env.AWS_REQUEST_TIMEOUT_MS = '100';
    const started = performance.now();
    const error = await client()
      .send(new ListTablesCommand({}))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: MAX_ATTEMPTS } });
    expect(isUnavailableError(error)).toBe(true);
    expect(hits).toBe(MAX_ATTEMPTS);
    expect(performance.now() - started).toBeLessThan(3_000);
  }, 10_000);

  it('lets a shorter stall through to the service', async () => {
    process.env.GREENLIGHT_FAULTS = 'stall=dynamodb:20';
    expect((await client().send(new ListTablesCommand({}))).TableNames).toEqual(['greenlight']);
    expect(hits).toBe(1);
  });
});

describe('isUnavailableError', () => {
  it('is true for throttling, timeouts and 5xx, false for refusals and our own errors', () => {
    expect(isUnavailableError({ name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } })).toBe(true);
    expect(isUnavailableError({ name: 'TimeoutError' })).toBe(true);
    expect(isUnavailableError({ name: 'InternalError', $metadata: { httpStatusCode: 500 } })).toBe(true);
    expect(isUnavailableError({ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(isUnavailableError({ name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 } })).toBe(
      false,
    );
    expect(isUnavailableError(new Error('A bug of ours'))).toBe(false);
    expect(isUnavailableError(undefined)).toBe(false);
  });
});
