/**
 * AWS list prices for what Greenlight uses, and the arithmetic that turns measured usage into dollars
 * (issue 39 "A cost model, measured": `npm run cost`).
 *
 * us-east-1, on-demand, without free tiers or savings plans, as listed on each service's pricing page
 * (aws.amazon.com/<service>/pricing) when the table was dated; `PRICES_AS_OF` says when. Prices change:
 * update the table and its date together, then rerun `npm run cost` and the figures in docs/capacity.md.
 */

/** When the table below was read off the pricing pages. */
export const PRICES_AS_OF = '2026-12-06';

/** Dollars per unit. Units are in each key's name. */
export const PRICES = {
  /** DynamoDB on-demand (since the November 2024 price cut). */
  dynamodbPerMillionReadUnits: 0.125,
  dynamodbPerMillionWriteUnits: 0.625,
  dynamodbPerGbMonth: 0.25,
  /** Lambda on Arm (Graviton), as every Greenlight function runs (infra/lib/constructs/app-function.ts). */
  lambdaPerMillionRequests: 0.2,
  lambdaPerGbSecond: 0.0000133334,
  /** API Gateway HTTP API, first 300 million requests a month (512 KB metering increments). */
  httpApiPerMillionRequests: 1.0,
  /** API Gateway WebSocket API: messages in 32 KB increments, and connection minutes. */
  websocketPerMillionMessages: 1.0,
  websocketPerMillionConnectionMinutes: 0.25,
  /** S3 Standard. */
  s3PerGbMonth: 0.023,
  s3PerThousandWrites: 0.005,
  s3PerThousandReads: 0.0004,
  /** SES outbound e-mail. */
  sesPerThousandMessages: 0.1,
  /** SQS FIFO queues (the webhook queue), per 64 KB request. */
  sqsFifoPerMillionRequests: 0.5,
  /** CloudFront, North America, first 10 TB; HTTPS requests. */
  cloudFrontPerGb: 0.085,
  cloudFrontPerTenThousandRequests: 0.01,
  /** Cognito user pools, Essentials (infra/lib/constructs/auth.ts), per monthly active user. */
  cognitoPerMonthlyActiveUser: 0.015,
} as const;

/** What one action, or a month, used: the quantities the price table prices. */
export interface Usage {
  dynamodbReadUnits: number;
  dynamodbWriteUnits: number;
  dynamodbGbMonths: number;
  lambdaRequests: number;
  /** Billed duration × configured memory: Σ ceil(ms) / 1000 × MB / 1024. */
  lambdaGbSeconds: number;
  httpApiRequests: number;
  websocketMessages: number;
  websocketConnectionMinutes: number;
  s3GbMonths: number;
  s3Writes: number;
  s3Reads: number;
  sesMessages: number;
  sqsRequests: number;
  cloudFrontBytes: number;
  cloudFrontRequests: number;
  cognitoMonthlyActiveUsers: number;
}

/** Usage with every quantity at zero. */
export function emptyUsage(): Usage {
  return {
    dynamodbReadUnits: 0,
    dynamodbWriteUnits: 0,
    dynamodbGbMonths: 0,
    lambdaRequests: 0,
    lambdaGbSeconds: 0,
    httpApiRequests: 0,
    websocketMessages: 0,
    websocketConnectionMinutes: 0,
    s3GbMonths: 0,
    s3Writes: 0,
    s3Reads: 0,
    sesMessages: 0,
    sqsRequests: 0,
    cloudFrontBytes: 0,
    cloudFrontRequests: 0,
    cognitoMonthlyActiveUsers: 0,
  };
}

/** `a + b × factor`, quantity by quantity (factor 1 adds; a month's count scales one action's usage). */
export function addUsage(a: Usage, b: Usage, factor = 1): Usage {
  const sum = { ...a };
  for (const key of Object.keys(sum) as Array<keyof Usage>) sum[key] += b[key] * factor;
  return sum;
}

const GB = 1024 ** 3;

/** Dollars per service for `usage`, at `PRICES`. */
export function dollarsByService(usage: Usage): Record<string, number> {
  const p = PRICES;
  return {
    DynamoDB:
      (usage.dynamodbReadUnits / 1e6) * p.dynamodbPerMillionReadUnits +
      (usage.dynamodbWriteUnits / 1e6) * p.dynamodbPerMillionWriteUnits +
      usage.dynamodbGbMonths * p.dynamodbPerGbMonth,
    Lambda: (usage.lambdaRequests / 1e6) * p.lambdaPerMillionRequests + usage.lambdaGbSeconds * p.lambdaPerGbSecond,
    'HTTP API': (usage.httpApiRequests / 1e6) * p.httpApiPerMillionRequests,
    'WebSocket API':
      (usage.websocketMessages / 1e6) * p.websocketPerMillionMessages +
      (usage.websocketConnectionMinutes / 1e6) * p.websocketPerMillionConnectionMinutes,
    S3:
      usage.s3GbMonths * p.s3PerGbMonth +
      (usage.s3Writes / 1000) * p.s3PerThousandWrites +
      (usage.s3Reads / 1000) * p.s3PerThousandReads,
    SES: (usage.sesMessages / 1000) * p.sesPerThousandMessages,
    SQS: (usage.sqsRequests / 1e6) * p.sqsFifoPerMillionRequests,
    CloudFront:
      (usage.cloudFrontBytes / GB) * p.cloudFrontPerGb +
      (usage.cloudFrontRequests / 10_000) * p.cloudFrontPerTenThousandRequests,
    Cognito: usage.cognitoMonthlyActiveUsers * p.cognitoPerMonthlyActiveUser,
  };
}

/** Total dollars for `usage`. */
export function dollars(usage: Usage): number {
  return Object.values(dollarsByService(usage)).reduce((sum, d) => sum + d, 0);
}

/** Lambda GB-seconds of one invocation: billed in whole milliseconds, at the function's memory. */
export function gbSeconds(ms: number, memoryMb: number): number {
  return (Math.ceil(ms) / 1000) * (memoryMb / 1024);
}
