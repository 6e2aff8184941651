/**
 * Every Lambda function of Greenlight and its entry file, so CDK and the local stack build the same set.
 *
 * HTTP domains (one Lambda per domain, BRIEF §1) come from the route table; the others are the
 * WebSocket handlers, the stream consumer, the scheduled jobs and the Cognito triggers.
 */
import { DOMAINS, type Domain } from './routes/route-table';

/** Entry file of a domain's HTTP Lambda, relative to the repository root. */
export function httpEntry(domain: Domain): string {
  return `functions/src/handlers/http/${domain}.ts`;
}

export const HTTP_FUNCTIONS = DOMAINS.map((domain) => ({ name: domain, entry: httpEntry(domain) }));

/** WebSocket API routes → handler entry (BRIEF §1 realtime). */
export const WEBSOCKET_FUNCTION = { name: 'realtime', entry: 'functions/src/handlers/realtime/index.ts' };
export const WEBSOCKET_ROUTES = ['$connect', '$disconnect', '$default'] as const;

/**
 * The DynamoDB Streams consumer (BRIEF §7 "Live updates"): changed items → channel events → `@connections`.
 * CDK maps the table's stream to it; the local stack polls DynamoDB Local's stream and calls it (infra/local/streams.ts).
 */
export const STREAM_FUNCTION = { name: 'stream-fan-out', entry: 'functions/src/handlers/streams/fan-out.ts' } as const;

/**
 * The webhook delivery function (issue 29; BRIEF §8 "Webhooks"): the webhook FIFO queue's event source
 * mapping (CDK, infra/lib/constructs/webhooks.ts) or the local stack's poller (infra/local/sqs-poller.ts) calls it.
 */
export const WEBHOOK_DELIVERY_FUNCTION = {
  name: 'webhook-delivery',
  entry: 'functions/src/handlers/webhooks/deliver.ts',
} as const;

/**
 * The board-rule runner (issue 38): the rule FIFO queue's event source mapping (CDK, infra/lib/constructs/rules.ts)
 * or the local stack's poller calls it with the triggers the stream consumer queued.
 */
export const RULE_RUNNER_FUNCTION = { name: 'rule-runner', entry: 'functions/src/handlers/rules/run.ts' } as const;

/**
 * The e-mail outbox sender (issue 40; decisions MO1): the e-mail FIFO queue's event source mapping (CDK,
 * infra/lib/constructs/email-outbox.ts) or the local stack's poller calls it; the only function that calls SES.
 */
export const EMAIL_SENDER_FUNCTION = { name: 'email-sender', entry: 'functions/src/handlers/email/send.ts' } as const;

/**
 * The transfer worker (issue 40): organization exports and imports, one job per message of the transfer
 * queue (CDK, infra/lib/constructs/transfers.ts) or of the local stack's poller.
 */
export const TRANSFER_WORKER_FUNCTION = {
  name: 'transfer-worker',
  entry: 'functions/src/handlers/transfers/run.ts',
} as const;

/**
 * The HTTP API's Lambda REQUEST authorizer (issue 29): Cognito access tokens and personal API keys. CDK
 * attaches it to every non-public route; the local gateway runs the same handler (infra/local/jwt-authorizer.ts).
 */
export const AUTHORIZER_FUNCTION = { name: 'authorizer', entry: 'functions/src/handlers/http/authorizer.ts' } as const;

/**
 * Scheduled jobs (EventBridge Scheduler). `rate` is in minutes.
 * Due reminders (cards spec §4), recycle-bin purge after 30 days (accounts spec §4), account deletion (accounts spec §4).
 */
export const SCHEDULED_FUNCTIONS = [
  { name: 'due-reminders', entry: 'functions/src/handlers/schedules/due-reminders.ts', rateMinutes: 15 },
  { name: 'bin-purge', entry: 'functions/src/handlers/schedules/bin-purge.ts', rateMinutes: 60 * 24 },
  { name: 'timer-stop', entry: 'functions/src/handlers/schedules/timer-stop.ts', rateMinutes: 15 },
  { name: 'account-deletion', entry: 'functions/src/handlers/schedules/account-deletion.ts', rateMinutes: 60 * 24 },
  // Issue 28: recurring cards' occurrences (decisions G19).
  { name: 'recurring-cards', entry: 'functions/src/handlers/schedules/recurring-cards.ts', rateMinutes: 15 },
] as const;
export type ScheduleName = (typeof SCHEDULED_FUNCTIONS)[number]['name'];

/** Cognito Lambda triggers (BRIEF §1). */
export const COGNITO_TRIGGER_FUNCTION = {
  name: 'cognito-triggers',
  entry: 'functions/src/handlers/cognito/triggers.ts',
};
export const COGNITO_TRIGGERS = ['PostConfirmation'] as const;

/** Every function of the catalogue, `{name, entry}`: what the bundle-size test and `npm run bench` build. */
export const ALL_FUNCTIONS: ReadonlyArray<{ name: string; entry: string }> = [
  ...HTTP_FUNCTIONS,
  WEBSOCKET_FUNCTION,
  STREAM_FUNCTION,
  WEBHOOK_DELIVERY_FUNCTION,
  RULE_RUNNER_FUNCTION,
  EMAIL_SENDER_FUNCTION,
  TRANSFER_WORKER_FUNCTION,
  AUTHORIZER_FUNCTION,
  ...SCHEDULED_FUNCTIONS.map(({ name, entry }) => ({ name, entry })),
  COGNITO_TRIGGER_FUNCTION,
];
