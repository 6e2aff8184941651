/**
 * Functions: every Lambda of functions/src/catalogue.ts as an AppFunction, with the environment the
 * handlers read and least-privilege grants (BRIEF §1 "one Lambda per domain"; issue 2 §4 "Least
 * privilege: only the grants each function needs").
 *
 * Environment (the names the handlers read):
 *   TABLE_NAME, USER_POOL_ID, USER_POOL_SERVER_CLIENT_ID, UPLOADS_BUCKET, MAIL_FROM, APP_URL,
 *   WEBSOCKET_MANAGEMENT_URL (https://{apiId}.execute-api.{region}.amazonaws.com/live), STAGE.
 * The cognito-triggers function gets only TABLE_NAME, MAIL_FROM and APP_URL: the user pool depends
 * on it (as its trigger), so it cannot name the pool or its clients; it reads the pool id from the event.
 * Functions with `viewerAddress` also get ORIGIN_VERIFY_SECRET, the secret CloudFront sends with API
 * requests, so they may believe `CloudFront-Viewer-Address` (decisions I24).
 *
 * FUNCTION_NEEDS is the single table of who may do what. It is keyed by every function name, so a
 * new domain or job does not typecheck until someone decides its grants.
 */
import { Duration, type Size } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import {
  COGNITO_TRIGGER_FUNCTION,
  HTTP_FUNCTIONS,
  SCHEDULED_FUNCTIONS,
  type ScheduleName,
  STREAM_FUNCTION,
  WEBHOOK_DELIVERY_FUNCTION,
  RULE_RUNNER_FUNCTION,
  EMAIL_SENDER_FUNCTION,
  TRANSFER_WORKER_FUNCTION,
  WEBSOCKET_FUNCTION,
  AUTHORIZER_FUNCTION,
} from '../../../functions/src/catalogue';
import type { Domain } from '../../../functions/src/routes/route-table';
import { ORIGIN_VERIFY_ENV } from '../../../functions/src/lib/http/viewer-address';
import type { Stage, StageSettings } from '../stage-config';
import { AppFunction } from './app-function';
import { memoryOf } from '../function-memory';
import type { NativeModuleSet } from '../bundling';
import type { Auth } from './auth';
import type { Data } from './data';
import type { Email } from './email';
import type { Realtime } from './realtime';
import type { Storage } from './storage';
import { WEBHOOK_DELIVERY_TIMEOUT, type Webhooks } from './webhooks';
import { RULE_RUNNER_TIMEOUT, type Rules } from './rules';
import { EMAIL_SENDER_TIMEOUT, type EmailOutbox } from './email-outbox';
import { TRANSFER_WORKER_STORAGE, TRANSFER_WORKER_TIMEOUT, type Transfers } from './transfers';

export type FunctionName =
  | Domain
  | ScheduleName
  | 'realtime'
  | 'stream-fan-out'
  | 'cognito-triggers'
  | 'authorizer'
  | 'webhook-delivery'
  | 'rule-runner'
  | 'email-sender'
  | 'transfer-worker';

/**
 * What each function may do beyond its own logs and traces.
 * - table: 'read' or 'readWrite' on the one table and its indexes;
 * - cognitoAdmin: COGNITO_ADMIN_ACTIONS on the user pool;
 * - sendEmail: ses:SendEmail from the app's identity: the e-mail outbox's sender alone (issue 40; decisions MO1);
 * - emailQueue: it sends mail, that is it writes to the e-mail outbox (sqs:SendMessage), and gets EMAIL_QUEUE_URL;
 * - uploads: 'readWrite' is put/get/delete under the upload prefixes of the uploads bucket; 'read' is
 *   get only, which presigned GET URLs need (a presigned URL carries its signer's permissions);
 * - realtimePush: execute-api:ManageConnections on the WebSocket live stage;
 * - nativeModules: which NATIVE_MODULE_SETS entry ships beside the bundle: 'sharp' (profile pictures,
 *   workspace logos, renditions, chat previews) or 'sharp-pdf' (also pdfjs-dist with @napi-rs/canvas for PDF
 *   thumbnails and pdf-lib for review reports: the contents function only). It is the smallest set holding
 *   what the bundle imports (tests/infra/function-dependencies.test.ts and the stack test check it; issue 39, LD3);
 * - viewerAddress: it reads the viewer's IP address (per-IP limits), so it gets ORIGIN_VERIFY_SECRET;
 * - webhookQueue: it sends to the webhook queue (sqs:SendMessage), and gets WEBHOOK_QUEUE_URL (issue 29).
 * - ruleQueue: it sends to the board-rule queue (sqs:SendMessage), and gets RULE_QUEUE_URL (issue 38).
 * - transferQueue: it sends to the transfer queue (sqs:SendMessage), and gets TRANSFER_QUEUE_URL (issue 40).
 */
export interface FunctionNeeds {
  table: 'read' | 'readWrite';
  cognitoAdmin?: true;
  sendEmail?: true;
  emailQueue?: true;
  uploads?: 'read' | 'readWrite';
  realtimePush?: true;
  nativeModules?: NativeModuleSet;
  viewerAddress?: true;
  webhookQueue?: true;
  ruleQueue?: true;
  transferQueue?: true;
}

export const FUNCTION_NEEDS: Record<FunctionName, FunctionNeeds> = {
  // Only checks that the table answers.
  health: { table: 'read' },
  // Reads uploads to sign the profile-picture URLs of the user it signs in; closes the WebSocket
  // connections of a user who signs out everywhere or resets the password (issue 10); limits sign-in
  // and registration per viewer IP (decisions S16, I24).
  auth: {
    table: 'readWrite',
    cognitoAdmin: true,
    emailQueue: true,
    uploads: 'read',
    realtimePush: true,
    viewerAddress: true,
  },
  // Closes the WebSocket connections of a user who changes the password (issue 10).
  users: {
    table: 'readWrite',
    cognitoAdmin: true,
    emailQueue: true,
    uploads: 'readWrite',
    realtimePush: true,
    nativeModules: 'sharp',
  },
  // Signs workspace-logo URLs on the home page; deleting an organization deletes its files.
  // Queues organization exports and imports, and signs the export zips' URLs (issue 40).
  organizations: { table: 'readWrite', uploads: 'readWrite', transferQueue: true },
  // Renders workspace logos with sharp (accounts spec §3 Workspace logo).
  workspaces: {
    table: 'readWrite',
    emailQueue: true,
    uploads: 'readWrite',
    realtimePush: true,
    nativeModules: 'sharp',
  },
  // Signs participants' profile-picture URLs on the cards of a stage page.
  stages: { table: 'readWrite', uploads: 'read', realtimePush: true },
  cards: { table: 'readWrite', uploads: 'readWrite', realtimePush: true },
  // A card's lists and items (cards spec §7 Checklists); their realtime events go through the stream fan-out.
  checklists: { table: 'readWrite' },
  // Minimized cards, search history and popup snoozes: the caller's own items.
  preferences: { table: 'readWrite' },
  // Bins, restores and deletes cards for good; a deleted card's files go with it.
  bin: { table: 'readWrite', uploads: 'readWrite' },
  // Comments with their attachments (presigned uploads, signed URLs) and the notifications they send (decisions R1–R9).
  comments: { table: 'readWrite', uploads: 'readWrite' },
  // Approval actions post their event comments, with attachments (decisions R10–R13).
  // Reviewer links and review codes (issue 37) and submissions e-mail the reviewers (outbox since issue 40).
  approvals: { table: 'readWrite', emailQueue: true, uploads: 'readWrite' },
  // Time tracking (decisions R14–R17).
  timers: { table: 'readWrite' },
  // The workspace chat: messages, read marks, chat files (presigned uploads, signed URLs; decisions V14–V29);
  // renders TIFF previews with sharp (V33).
  chat: { table: 'readWrite', uploads: 'readWrite', nativeModules: 'sharp' },
  // Invites users (e-mail) and signs profile-picture URLs in the user summary.
  admin: { table: 'readWrite', emailQueue: true, uploads: 'read' },
  // The caller's notifications; signs the actors' profile-icon URLs.
  notifications: { table: 'readWrite', uploads: 'read' },
  realtime: { table: 'readWrite', realtimePush: true },
  // A card's images and PDFs: renditions with sharp, PDF pages with pdfjs-dist on @napi-rs/canvas (U4), zips to S3 (issue 13).
  // It e-mails too (through the outbox, issue 40).
  contents: { table: 'readWrite', emailQueue: true, uploads: 'readWrite', nativeModules: 'sharp-pdf' },
  // Reads subscriptions and the stages, cards and lists that gate guests; removes gone connections.
  // Also queues the organizations' webhook events (issue 29).
  // And queues the board rules' runs (issue 38).
  'stream-fan-out': { table: 'readWrite', realtimePush: true, webhookQueue: true, ruleQueue: true },
  // Webhook endpoints; redeliver and test queue a message (issue 29).
  webhooks: { table: 'readWrite', webhookQueue: true },
  // Posts webhooks, logs attempts; disabling an endpoint e-mails and notifies the organization's admins (issue 29).
  // It reads the queue through its event source mapping, which grants what that needs (incl. ChangeMessageVisibility).
  'webhook-delivery': { table: 'readWrite', emailQueue: true },
  // A workspace's board rules (issue 38).
  rules: { table: 'readWrite' },
  // Imports a Trello board as a new workspace (issue 40; decisions FT8): its cards, checklists and comments.
  // Posts the comments through the comment service, which stores a comment's files (as the rule runner).
  imports: { table: 'readWrite', uploads: 'readWrite' },
  // Runs board rules' actions as their authors (issue 38): moves, labels, comments, notices, approval
  // submissions (which e-mail the reviewers). It reads the rule queue through its event source mapping.
  // Posts its Team comments through the comment service, which stores a comment's files (decisions RB2).
  'rule-runner': { table: 'readWrite', emailQueue: true, uploads: 'readWrite' },
  // Organization exports and imports (issue 40): reads and writes the organization's items and files,
  // writes the zips under downloads/, e-mails the Owner (through the outbox). It reads the transfer queue.
  'transfer-worker': { table: 'readWrite', emailQueue: true, uploads: 'readWrite' },
  // Also queues the board rules' "passes its due date" runs (issue 38).
  'due-reminders': { table: 'readWrite', emailQueue: true, realtimePush: true, ruleQueue: true },
  'bin-purge': { table: 'readWrite', uploads: 'readWrite' },
  // Closes timers left running for 12 hours and tells their users (decisions R16).
  'timer-stop': { table: 'readWrite' },
  // Makes recurring cards' occurrences: copies of their template, with its content files (issue 28).
  'recurring-cards': { table: 'readWrite', uploads: 'readWrite' },
  'account-deletion': { table: 'readWrite', cognitoAdmin: true, emailQueue: true, uploads: 'readWrite' },
  'cognito-triggers': { table: 'readWrite', emailQueue: true },
  // The e-mail outbox's sender (issue 40): the only function that calls SES; it reads the queue through its event
  // source mapping and marks each e-mail sent in the table (decisions MO2).
  'email-sender': { table: 'readWrite', sendEmail: true },
  // The HTTP API's authorizer: verifies Cognito tokens; one UpdateItem per API key request (issue 29); two GetItems per reviewer session (issue 37).
  authorizer: { table: 'readWrite' },
};

export interface FunctionsProps {
  stage: Stage;
  settings: StageSettings;
  tableName: string;
  uploadsBucketName: string;
  mailFrom: string;
  appUrl: string;
  websocketManagementUrl: string;
}

/** The resources the grants point at, available once the whole stack is composed. */
export interface GrantTargets {
  data: Data;
  auth: Auth;
  email: Email;
  storage: Storage;
  realtime: Realtime;
  webhooks: Webhooks;
  rules: Rules;
  emailOutbox: EmailOutbox;
  transfers: Transfers;
}

export class Functions extends Construct {
  readonly http = new Map<Domain, AppFunction>();
  readonly scheduled = new Map<ScheduleName, AppFunction>();
  readonly realtime: AppFunction;
  readonly streamFanOut: AppFunction;
  readonly webhookDelivery: AppFunction;
  /** Runs board rules (issue 38). */
  readonly ruleRunner: AppFunction;
  /** Sends the e-mail outbox's mail (issue 40). */
  readonly emailSender: AppFunction;
  /** Organization exports and imports (issue 40). */
  readonly transferWorker: AppFunction;
  readonly trigger: AppFunction;
  /** The HTTP API's Lambda REQUEST authorizer (issue 29). */
  readonly authorizer: AppFunction;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const shared = { TABLE_NAME: props.tableName, MAIL_FROM: props.mailFrom, APP_URL: props.appUrl };
    const environment = {
      ...shared,
      UPLOADS_BUCKET: props.uploadsBucketName,
      WEBSOCKET_MANAGEMENT_URL: props.websocketManagementUrl,
      STAGE: props.stage,
    };
    const make = (
      name: string,
      entry: string,
      extra: { timeout?: Duration; ephemeralStorageSize?: Size } = {},
      env: Record<string, string> = environment,
    ) =>
      new AppFunction(this, name, {
        name,
        entry,
        settings: props.settings,
        environment: env,
        nativeModules: FUNCTION_NEEDS[name as FunctionName]?.nativeModules,
        memorySize: memoryOf(name),
        ...extra,
      });

    for (const { name, entry } of HTTP_FUNCTIONS) this.http.set(name, make(name, entry));
    this.realtime = make(WEBSOCKET_FUNCTION.name, WEBSOCKET_FUNCTION.entry);
    this.streamFanOut = make(STREAM_FUNCTION.name, STREAM_FUNCTION.entry, { timeout: Duration.seconds(60) });
    this.webhookDelivery = make(WEBHOOK_DELIVERY_FUNCTION.name, WEBHOOK_DELIVERY_FUNCTION.entry, {
      timeout: WEBHOOK_DELIVERY_TIMEOUT,
    });
    this.ruleRunner = make(RULE_RUNNER_FUNCTION.name, RULE_RUNNER_FUNCTION.entry, { timeout: RULE_RUNNER_TIMEOUT });
    this.emailSender = make(EMAIL_SENDER_FUNCTION.name, EMAIL_SENDER_FUNCTION.entry, { timeout: EMAIL_SENDER_TIMEOUT });
    this.transferWorker = make(TRANSFER_WORKER_FUNCTION.name, TRANSFER_WORKER_FUNCTION.entry, {
      timeout: TRANSFER_WORKER_TIMEOUT,
      ephemeralStorageSize: TRANSFER_WORKER_STORAGE,
    });
    // API Gateway waits at most 10 s for an authorizer.
    this.authorizer = make(AUTHORIZER_FUNCTION.name, AUTHORIZER_FUNCTION.entry, { timeout: Duration.seconds(10) });
    for (const { name, entry } of SCHEDULED_FUNCTIONS) {
      // Batch jobs: minutes, not seconds.
      this.scheduled.set(name, make(name, entry, { timeout: Duration.minutes(5) }));
    }
    // Cognito waits at most 5 s for a trigger.
    this.trigger = make(
      COGNITO_TRIGGER_FUNCTION.name,
      COGNITO_TRIGGER_FUNCTION.entry,
      { timeout: Duration.seconds(5) },
      shared,
    );
  }

  /** Every function with the full environment (all but the Cognito trigger). */
  get withFullEnvironment(): AppFunction[] {
    return [
      ...this.http.values(),
      this.realtime,
      this.streamFanOut,
      this.webhookDelivery,
      this.ruleRunner,
      this.emailSender,
      this.transferWorker,
      this.authorizer,
      ...this.scheduled.values(),
    ];
  }

  get all(): AppFunction[] {
    return [...this.withFullEnvironment, this.trigger];
  }

  httpFunction(domain: Domain): AppFunction {
    const fn = this.http.get(domain);
    if (!fn) throw new Error(`No HTTP function for domain ${domain}`);
    return fn;
  }

  scheduledFunction(name: ScheduleName): AppFunction {
    const fn = this.scheduled.get(name);
    if (!fn) throw new Error(`No scheduled function ${name}`);
    return fn;
  }

  /** Adds USER_POOL_ID and the two client ids once the pool exists (never to the trigger). */
  addAuthEnvironment(auth: Auth): void {
    for (const fn of this.withFullEnvironment) {
      fn.addEnvironment('USER_POOL_ID', auth.userPool.userPoolId);
      fn.addEnvironment('USER_POOL_SERVER_CLIENT_ID', auth.serverClient.userPoolClientId);
      // Tokens of third-party sign-ins come from the web client; $connect accepts both clients.
      fn.addEnvironment('USER_POOL_WEB_CLIENT_ID', auth.webClient.userPoolClientId);
    }
  }

  /**
   * Gives the functions that read the viewer's address (FUNCTION_NEEDS `viewerAddress`) the origin
   * secret CloudFront sends, as ORIGIN_VERIFY_SECRET (`secretValue`: a dynamic reference resolved at deploy).
   */
  addOriginVerifySecret(secretValue: string): void {
    for (const fn of this.all)
      if (FUNCTION_NEEDS[fn.appName as FunctionName]?.viewerAddress) fn.addEnvironment(ORIGIN_VERIFY_ENV, secretValue);
  }

  /** Applies FUNCTION_NEEDS. */
  applyGrants(targets: GrantTargets): void {
    for (const fn of this.all) {
      const needs = FUNCTION_NEEDS[fn.appName as FunctionName];
      if (!needs) throw new Error(`FUNCTION_NEEDS has no entry for ${fn.appName}`);
      if (needs.table === 'read') targets.data.grantRead(fn);
      else targets.data.grantReadWrite(fn);
      if (needs.cognitoAdmin) targets.auth.grantAdmin(fn);
      if (needs.sendEmail) targets.email.grantSend(fn);
      if (needs.uploads === 'readWrite') targets.storage.grantUploads(fn);
      if (needs.uploads === 'read') targets.storage.grantUploadsRead(fn);
      if (needs.realtimePush) targets.realtime.grantPush(fn);
      if (needs.webhookQueue) targets.webhooks.grantSend(fn);
      // Every function that sends to the queue, or reads it, names it.
      if (needs.webhookQueue || fn === this.webhookDelivery)
        fn.addEnvironment('WEBHOOK_QUEUE_URL', targets.webhooks.queue.queueUrl);
      if (needs.emailQueue) targets.emailOutbox.grantSend(fn);
      // Every function that writes to the outbox, and its sender (its retries' backoff), names it.
      if (needs.emailQueue || fn === this.emailSender)
        fn.addEnvironment('EMAIL_QUEUE_URL', targets.emailOutbox.queue.queueUrl);
      if (needs.ruleQueue) {
        targets.rules.grantSend(fn);
        fn.addEnvironment('RULE_QUEUE_URL', targets.rules.queue.queueUrl);
      }
      if (needs.transferQueue) {
        targets.transfers.grantSend(fn);
        fn.addEnvironment('TRANSFER_QUEUE_URL', targets.transfers.queue.queueUrl);
      }
    }
  }
}
