/**
 * The embedded local stack (issue 2 §3; BRIEF §4): DynamoDB Local, cognito-local, s3rver,
 * aws-ses-v2-local, the local Lambda Invoke endpoint and the gateway, wired so the same handlers that
 * deploy to AWS run unchanged. `npm start` (./start.ts) and the test setup (tests/support) both use it.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AUTHORIZER_FUNCTION,
  COGNITO_TRIGGER_FUNCTION,
  STREAM_FUNCTION,
  WEBHOOK_DELIVERY_FUNCTION,
  RULE_RUNNER_FUNCTION,
  EMAIL_SENDER_FUNCTION,
  TRANSFER_WORKER_FUNCTION,
  WEBSOCKET_FUNCTION,
  httpEntry,
} from '../../functions/src/catalogue';
import type { Domain } from '../../functions/src/routes/route-table';
import { ORIGIN_VERIFY_ENV } from '../../functions/src/lib/http/viewer-address';
import { startCognito } from './cognito';
import { ensureTable, startDynamo } from './dynamodb';
import { startGateway, type HttpHandler, type Readiness } from './gateway';
import { createRequestAuthorizer, type AuthorizerHandler } from './jwt-authorizer';
import { startLambdaInvoke, type InvokableHandler } from './lambda-invoke';
import { freePort } from './ports';
import { startS3 } from './s3';
import { seedDemoData } from './seed';
import { startSchedules, type ScheduledHandler } from './schedules';
import { startSes } from './ses';
import { startSqs, type LocalSqs } from './sqs';
import { startSqsPoller, type SqsHandler } from './sqs-poller';
import { startStreamPoller, type StreamHandler } from './streams';
import type { WebSocketHandler } from './websocket';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

// Lambda runs Node 22; the SDK's warning about this machine's Node 20 only adds noise to local runs.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one (tests). */
  port: number;
  /** Absolute folder for DynamoDB, Cognito and S3 data. */
  dataDir: string;
  /** Log level for the handlers' Powertools logger. */
  logLevel?: string;
  /**
   * Write the demo data (./seed.ts) once the stack is up: health answers 503 `starting` until it is
   * done (issue 11 "Health means ready"). Off for tests, which create their own data.
   */
  seedDemoData?: boolean;
}

export interface LocalStack {
  url: string;
  /** The variables the handlers read, as CDK sets them in AWS (tests set them in their workers too). */
  env: Record<string, string>;
  cognito: { endpoint: string; userPoolId: string; serverClientId: string; webClientId: string; issuer: string };
  sesEndpoint: string;
  runSchedule(name: string, time?: string): Promise<unknown>;
  /** Settles when the demo seed is done (`seeded: false` when the data was there already, or not asked for). */
  seed: Promise<{ seeded: boolean }>;
  stop(): Promise<void>;
}

/** What health says while the first start writes the demo data. */
export const SEEDING_MESSAGE = 'Greenlight is starting: writing the demo data. Try again in a few seconds.';

/** Import a handler module by its repository-relative entry path. */
async function importHandler<T>(entry: string): Promise<T> {
  const module = (await import(pathToFileURL(resolve(REPO_ROOT, entry)).href)) as { handler: T };
  return module.handler;
}

/** Something the stack started and must stop. */
interface Stoppable {
  stop(): Promise<void> | void;
}

/**
 * Start every part of the local stack. A start that fails stops every part it had begun (cognito-local,
 * s3rver, SES, the Java process of DynamoDB Local, the pollers and servers), in reverse order, before it
 * throws: nothing is left running behind a failed `npm start` or test setup (issue 25).
 * @throws the first part's failure.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const started: Stoppable[] = [];
  /** Record a started part, so a later failure stops it. */
  const track = <T extends Stoppable>(part: T): T => {
    started.push(part);
    return part;
  };
  try {
    return await startParts(options, track);
  } catch (error) {
    await stopAll(started.reverse());
    throw error;
  }
}

/** Stop each part, every one even when another fails. @throws the first failure, after all were tried. */
async function stopAll(parts: Stoppable[]): Promise<void> {
  const results = await Promise.allSettled(parts.map(async (part) => part.stop()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Start parts side by side and record each that started; when one fails, wait for the others to settle
 * (so none is still starting) and throw the first failure. The caller stops what was recorded.
 */
async function startTogether<T extends readonly Stoppable[]>(
  starts: { [K in keyof T]: Promise<T[K]> },
  track: <P extends Stoppable>(part: P) => P,
): Promise<T> {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'fulfilled') track(result.value);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<Stoppable>).value) as unknown as T;
}

/** The local webhook queue and its dead-letter queue (FIFO, as in AWS: infra/lib/constructs/webhooks.ts). */
export const WEBHOOK_QUEUE = 'greenlight-webhooks.fifo';
const WEBHOOK_DLQ = 'greenlight-webhooks-dlq.fifo';
/** The board-rule queue and its dead-letter queue (issue 38; as in AWS: infra/lib/constructs/rules.ts). */
export const RULE_QUEUE = 'greenlight-rules.fifo';
const RULE_DLQ = 'greenlight-rules-dlq.fifo';
/** The e-mail outbox and its dead-letter queue (issue 40; as in AWS: infra/lib/constructs/email-outbox.ts). */
export const EMAIL_QUEUE = 'greenlight-email.fifo';
const EMAIL_DLQ = 'greenlight-email-dlq.fifo';
/** The organization export and import queue (issue 40; as in AWS: infra/lib/constructs/transfers.ts). */
export const TRANSFER_QUEUE = 'greenlight-transfers';
const TRANSFER_DLQ = 'greenlight-transfers-dlq';

function startWebhookQueues(): Promise<LocalSqs> {
  return startSqs([
    { name: WEBHOOK_DLQ },
    { name: WEBHOOK_QUEUE, visibilityTimeout: 60, redrive: { deadLetterQueue: WEBHOOK_DLQ, maxReceiveCount: 50 } },
    { name: RULE_DLQ },
    { name: RULE_QUEUE, visibilityTimeout: 30, redrive: { deadLetterQueue: RULE_DLQ, maxReceiveCount: 5 } },
    { name: EMAIL_DLQ },
    { name: EMAIL_QUEUE, visibilityTimeout: 30, redrive: { deadLetterQueue: EMAIL_DLQ, maxReceiveCount: 100 } },
    { name: TRANSFER_DLQ },
    { name: TRANSFER_QUEUE, visibilityTimeout: 900, redrive: { deadLetterQueue: TRANSFER_DLQ, maxReceiveCount: 3 } },
  ]);
}

async function startParts(options: LocalStackOptions, track: <P extends Stoppable>(part: P) => P): Promise<LocalStack> {
  const port = options.port || (await freePort());
  const appUrl = `http://localhost:${port}`;
  const tableName = 'greenlight-local';
  const uploadsBucket = 'greenlight-local-uploads';

  const [ses, s3, dynamo, lambdaInvoke, sqs] = await startTogether(
    [
      startSes(),
      startS3(options.dataDir, uploadsBucket, appUrl),
      startDynamo(options.dataDir),
      startLambdaInvoke({
        [COGNITO_TRIGGER_FUNCTION.name]: () => importHandler<InvokableHandler>(COGNITO_TRIGGER_FUNCTION.entry),
      }),
      startWebhookQueues(),
    ] as const,
    track,
  );
  const cognito = track(await startCognito(options.dataDir, lambdaInvoke.endpoint));

  const env: Record<string, string> = {
    AWS_REGION: 'us-east-1',
    // s3rver only accepts its own key pair; the other emulators accept any, so all share it.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_SESV2: ses.endpoint,
    TABLE_NAME: tableName,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_SERVER_CLIENT_ID: cognito.serverClientId,
    USER_POOL_WEB_CLIENT_ID: cognito.webClientId,
    COGNITO_ISSUER: cognito.issuer,
    UPLOADS_BUCKET: uploadsBucket,
    MAIL_FROM: 'Greenlight <no-reply@greenlight.local>',
    APP_URL: appUrl,
    WEBSOCKET_MANAGEMENT_URL: `http://127.0.0.1:${port}`,
    STAGE: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_SERVICE_NAME: 'greenlight-local',
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: options.logLevel ?? 'WARN',
    // Every local request comes from this machine: per-IP limits would throttle the test suite (decisions S16).
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
    // The gateway adds it to API requests as CloudFront does, so the viewer's address is read the deployed way (I24).
    [ORIGIN_VERIFY_ENV]: randomBytes(24).toString('base64url'),
    // Requests may run as of an `x-greenlight-clock` instant (functions/src/lib/clock.ts; decisions R19). Local only.
    LOCAL_CLOCK_HEADER: '1',
    // Production's 1.8 s request timeout (functions/src/lib/aws/client-config.ts) applies only while faults are injected.
    ...(process.env.GREENLIGHT_FAULTS ? {} : { AWS_REQUEST_TIMEOUT_MS: '10000' }),
    // The webhook queue (issue 29): the local SQS, and a fast backoff so tests and developers see retries in seconds (decisions H23).
    AWS_ENDPOINT_URL_SQS: sqs.endpoint,
    WEBHOOK_QUEUE_URL: sqs.queue(WEBHOOK_QUEUE).url,
    WEBHOOK_BACKOFF_BASE_SECONDS: process.env.WEBHOOK_BACKOFF_BASE_SECONDS ?? '0.2',
    WEBHOOK_BACKOFF_MAX_SECONDS: process.env.WEBHOOK_BACKOFF_MAX_SECONDS ?? '2',
    // The board-rule queue (issue 38): the same local SQS.
    RULE_QUEUE_URL: sqs.queue(RULE_QUEUE).url,
    // The e-mail outbox (issue 40): the same local SQS, retried within seconds while SES fails (decisions MO4).
    EMAIL_QUEUE_URL: sqs.queue(EMAIL_QUEUE).url,
    EMAIL_BACKOFF_BASE_SECONDS: process.env.EMAIL_BACKOFF_BASE_SECONDS ?? '0.2',
    EMAIL_BACKOFF_MAX_SECONDS: process.env.EMAIL_BACKOFF_MAX_SECONDS ?? '1',
    // Organization exports and imports (issue 40): the same local SQS.
    TRANSFER_QUEUE_URL: sqs.queue(TRANSFER_QUEUE).url,
  };
  Object.assign(process.env, env);
  await ensureTable(dynamo.endpoint, tableName);

  // The realtime fan-out: the same consumer AWS maps to the table's stream, fed from DynamoDB Local's stream.
  const streams = track(
    await startStreamPoller({
      endpoint: dynamo.endpoint,
      tableName,
      region: env.AWS_REGION,
      loadHandler: () => importHandler<StreamHandler>(STREAM_FUNCTION.entry),
    }),
  );

  // The webhook deliveries: the same function AWS maps to the queue, fed by the local poller.
  const webhookPoller = track(
    startSqsPoller({
      queue: sqs.queue(WEBHOOK_QUEUE),
      loadHandler: () => importHandler<SqsHandler>(WEBHOOK_DELIVERY_FUNCTION.entry),
      functionName: WEBHOOK_DELIVERY_FUNCTION.name,
    }),
  );

  // The board rules' runs (issue 38): the same runner AWS maps to the rule queue, fed by the local poller.
  const rulePoller = track(
    startSqsPoller({
      queue: sqs.queue(RULE_QUEUE),
      loadHandler: () => importHandler<SqsHandler>(RULE_RUNNER_FUNCTION.entry),
      functionName: RULE_RUNNER_FUNCTION.name,
    }),
  );

  // The e-mail outbox (issue 40): the same sender AWS maps to the e-mail queue, fed by the local poller.
  const emailPoller = track(
    startSqsPoller({
      queue: sqs.queue(EMAIL_QUEUE),
      loadHandler: () => importHandler<SqsHandler>(EMAIL_SENDER_FUNCTION.entry),
      functionName: EMAIL_SENDER_FUNCTION.name,
    }),
  );

  // Organization exports and imports (issue 40): the same worker AWS maps to the transfer queue, one job at a time each.
  const transferPoller = track(
    startSqsPoller({
      queue: sqs.queue(TRANSFER_QUEUE),
      loadHandler: () => importHandler<SqsHandler>(TRANSFER_WORKER_FUNCTION.entry),
      functionName: TRANSFER_WORKER_FUNCTION.name,
      batchSize: 1,
      concurrency: 2,
    }),
  );

  const schedules = track(startSchedules((entry) => importHandler<ScheduledHandler>(entry)));
  let readiness: Readiness = options.seedDemoData ? { ready: false, message: SEEDING_MESSAGE } : { ready: true };
  // The deployed Lambda authorizer's own code: Cognito access tokens and personal API keys (issue 29).
  const authorize = createRequestAuthorizer(() => importHandler<AuthorizerHandler>(AUTHORIZER_FUNCTION.entry));
  const gateway = track(
    await startGateway({
      port,
      webDist: resolve(REPO_ROOT, 'web/dist'),
      sesEndpoint: ses.endpoint,
      authorize,
      readiness: () => readiness,
      loadHttpHandler: (domain: Domain) => importHandler<HttpHandler>(httpEntry(domain)),
      loadWebSocketHandler: () => importHandler<WebSocketHandler>(WEBSOCKET_FUNCTION.entry),
      runSchedule: schedules.run,
      originVerifySecret: env[ORIGIN_VERIFY_ENV],
      outbox: { queue: sqs.queue(EMAIL_QUEUE), deadLetterQueue: sqs.queue(EMAIL_DLQ), poller: emailPoller },
    }),
  );

  const seed = options.seedDemoData
    ? seedDemoData(cognito).then((result) => {
        readiness = { ready: true };
        return result;
      })
    : Promise.resolve({ seeded: false });
  // A failed seed keeps health at 503 with the reason, instead of reporting a half-seeded stack ready.
  seed.catch((error: Error) => {
    readiness = { ready: false, message: `The demo data could not be written: ${error.message}` };
  });

  return {
    url: gateway.url,
    seed,
    env,
    cognito,
    sesEndpoint: ses.endpoint,
    runSchedule: schedules.run,
    stop: async () => {
      schedules.stop();
      await streams.stop();
      await webhookPoller.stop();
      await rulePoller.stop();
      await emailPoller.stop();
      await transferPoller.stop();
      await gateway.stop();
      await Promise.all([cognito.stop(), dynamo.stop(), s3.stop(), ses.stop(), lambdaInvoke.stop(), sqs.stop()]);
    },
  };
}
