/**
 * The cost model's arithmetic and its meter (issue 39 "Unit: the price table's arithmetic; the cost model's
 * per-route counts match the bench's DynamoDB request counts for the same actions"). The meter is driven
 * through the real SDK client against a stand-in DynamoDB endpoint that answers with `ConsumedCapacity`, so
 * what it counts per route is compared with the bench's own request counter (`onDynamoRequest`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addUsage, dollars, dollarsByService, emptyUsage, gbSeconds, PRICES } from '../cost/prices';
import { dollarsPerAction } from '../cost/meter';

describe('the price table', () => {
  it('prices a million of each unit at its list price', () => {
    const usage = {
      ...emptyUsage(),
      dynamodbReadUnits: 1e6,
      dynamodbWriteUnits: 1e6,
      lambdaRequests: 1e6,
      httpApiRequests: 1e6,
    };
    const byService = dollarsByService(usage);
    expect(byService.DynamoDB).toBeCloseTo(
      PRICES.dynamodbPerMillionReadUnits + PRICES.dynamodbPerMillionWriteUnits,
      10,
    );
    expect(byService.Lambda).toBeCloseTo(PRICES.lambdaPerMillionRequests, 10);
    expect(byService['HTTP API']).toBeCloseTo(PRICES.httpApiPerMillionRequests, 10);
    expect(dollars(usage)).toBeCloseTo(0.125 + 0.625 + 0.2 + 1.0, 10);
  });

  it('bills Lambda in whole milliseconds at the configured memory', () => {
    expect(gbSeconds(0.2, 1024)).toBeCloseTo(0.001, 10);
    expect(gbSeconds(100, 512)).toBeCloseTo(0.05, 10);
    expect(dollars({ ...emptyUsage(), lambdaGbSeconds: gbSeconds(1000, 1024) })).toBeCloseTo(
      PRICES.lambdaPerGbSecond,
      12,
    );
  });

  it('prices CloudFront per GB and per 10,000 requests, S3 per 1,000 requests, SES per 1,000 messages', () => {
    const byService = dollarsByService({
      ...emptyUsage(),
      cloudFrontBytes: 1024 ** 3,
      cloudFrontRequests: 10_000,
      s3Writes: 1000,
      s3Reads: 1000,
      sesMessages: 1000,
    });
    expect(byService.CloudFront).toBeCloseTo(PRICES.cloudFrontPerGb + PRICES.cloudFrontPerTenThousandRequests, 10);
    expect(byService.S3).toBeCloseTo(PRICES.s3PerThousandWrites + PRICES.s3PerThousandReads, 10);
    expect(byService.SES).toBeCloseTo(PRICES.sesPerThousandMessages, 10);
  });

  it('scales one action to a month by adding it count times', () => {
    const one = { ...emptyUsage(), dynamodbReadUnits: 2.5, httpApiRequests: 2 };
    const month = addUsage(emptyUsage(), one, 20_000);
    expect(month.dynamodbReadUnits).toBe(50_000);
    expect(month.httpApiRequests).toBe(40_000);
    expect(dollars(month)).toBeCloseTo(20_000 * dollars(one), 10);
  });

  it("prices a bench line's action: the metered runs averaged, with its answer's bytes through CloudFront", () => {
    const used = {
      ...emptyUsage(),
      dynamodbReadUnits: 40,
      httpApiRequests: 4,
      lambdaRequests: 4,
      dynamodbRequests: 8,
      invocations: {},
      dynamodbByRoute: {},
    };
    const each = dollarsPerAction(used, 4, 1024 ** 3 / 1000);
    const expected =
      (10 / 1e6) * PRICES.dynamodbPerMillionReadUnits +
      (1 / 1e6) * (PRICES.httpApiPerMillionRequests + PRICES.lambdaPerMillionRequests) +
      PRICES.cloudFrontPerGb / 1000 +
      PRICES.cloudFrontPerTenThousandRequests / 10_000;
    expect(each).toBeCloseTo(expected, 12);
  });
});

describe('the meter', () => {
  let server: Server;
  const bodies: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    // A stand-in DynamoDB: every Query consumed 1.5 units, every transaction 2 (before AWS's doubling).
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        bodies.push(JSON.parse(raw) as Record<string, unknown>);
        const target = String(req.headers['x-amz-target']);
        const answer = target.endsWith('.Query')
          ? { Items: [], Count: 0, ScannedCount: 0, ConsumedCapacity: { TableName: 't', CapacityUnits: 1.5 } }
          : { ConsumedCapacity: [{ TableName: 't', CapacityUnits: 2 }] };
        res.setHeader('content-type', 'application/x-amz-json-1.0');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.AWS_REGION ??= 'us-east-1';
    process.env.AWS_ACCESS_KEY_ID ??= 'test';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts each route the bench counts, with its request units; transactions at twice the rate', async () => {
    const { documentClient, onDynamoRequest } = await import('../../functions/src/lib/aws/dynamodb');
    const { metered } = await import('../../infra/local/metering');
    const { startMeter } = await import('../cost/meter');
    let benchCount = 0;
    const stopCounting = onDynamoRequest(() => (benchCount += 1));
    const meter = startMeter();
    const query = () =>
      documentClient().send(
        new QueryCommand({
          TableName: 't',
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': 'x' },
        }),
      );
    await metered('cards', 'GET /api/v1/workspaces/{id}/cards', async () => {
      await query();
      await query();
    });
    await metered('stages', 'PUT /api/v1/workspaces/{id}/sort', () =>
      documentClient().send(
        new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a' } } }] }),
      ),
    );
    const used = meter.stop();
    stopCounting();

    expect(used.dynamodbRequests).toBe(benchCount);
    expect(used.dynamodbByRoute).toEqual({
      'GET /api/v1/workspaces/{id}/cards': { readUnits: 3, writeUnits: 0, requests: 2 },
      'PUT /api/v1/workspaces/{id}/sort': { readUnits: 0, writeUnits: 4, requests: 1 },
    });
    expect(used.lambdaRequests).toBe(2);
    expect(used.httpApiRequests).toBe(2);
    expect(used.invocations).toEqual({ cards: 1, stages: 1 });
    // The meter asked DynamoDB for the capacity; once stopped, requests go out as the code wrote them.
    expect(bodies.every((body) => body.ReturnConsumedCapacity === 'TOTAL')).toBe(true);
    await query();
    expect(bodies.at(-1)?.ReturnConsumedCapacity).toBeUndefined();
  });
});
