/**
 * Deployment stages and what changes between them (issue 2 §4 "one stack per stage, with names,
 * removal policies and retention set per stage"), plus the reading of `cdk -c key=value` context.
 *
 * The CDK app (`infra/bin/greenlight.ts`) and the infra tests both build stack props through
 * `stackConfigFromContext`, so the tests exercise the same context parsing as `cdk synth`.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export const STAGES = ['dev', 'staging', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

/** The CloudFront web ACL of a stage (constructs/firewall.ts; issue 24; decisions I23). */
export interface WafSettings {
  /**
   * Requests one viewer IP may send to `/api/*` in 5 minutes before WAF answers 429 (WAF rate-based
   * rule, evaluated over a sliding 5-minute window). 2,000 is ≈ 6.7 requests per second sustained:
   * far above one person (a board polls every 5 s only while its socket is down, decisions V10),
   * room for a small office behind one address, and low enough that one address cannot use up the
   * stage's API Gateway throttle (`apiThrottle`) alone.
   */
  apiRequestsPer5Minutes: number;
}

/** The per-stage knobs. Everything else is identical between stages. */
export interface StageSettings {
  /** RETAIN keeps data (table, pool, uploads) when the stack is deleted; DESTROY lets dev stacks vanish cleanly. */
  removalPolicy: RemovalPolicy;
  /** CloudFormation-level guard against deleting the table by accident. */
  tableDeletionProtection: boolean;
  /** Lambda and API access log retention. */
  logRetention: RetentionDays;
  /** How long S3/CloudFront access logs are kept. */
  accessLogExpiry: Duration;
  /** Powertools log level (POWERTOOLS_LOG_LEVEL). */
  logLevel: 'DEBUG' | 'INFO' | 'WARN';
  /** API Gateway stage throttling, requests per second and burst. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * The CloudFront web ACL; undefined: none. Dev has none: it is a developer stage with no users to
   * protect, and a web ACL with managed rules costs ≈ 8 USD a month before requests.
   */
  waf?: WafSettings;
}

export const STAGE_SETTINGS: Record<Stage, StageSettings> = {
  dev: {
    removalPolicy: RemovalPolicy.DESTROY,
    tableDeletionProtection: false,
    logRetention: RetentionDays.ONE_WEEK,
    accessLogExpiry: Duration.days(30),
    logLevel: 'DEBUG',
    apiThrottle: { rateLimit: 20, burstLimit: 40 },
  },
  staging: {
    removalPolicy: RemovalPolicy.RETAIN,
    tableDeletionProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    accessLogExpiry: Duration.days(90),
    logLevel: 'INFO',
    apiThrottle: { rateLimit: 50, burstLimit: 100 },
    waf: { apiRequestsPer5Minutes: 2_000 },
  },
  prod: {
    removalPolicy: RemovalPolicy.RETAIN,
    tableDeletionProtection: true,
    logRetention: RetentionDays.THREE_MONTHS,
    accessLogExpiry: Duration.days(365),
    logLevel: 'INFO',
    apiThrottle: { rateLimit: 200, burstLimit: 400 },
    waf: { apiRequestsPer5Minutes: 2_000 },
  },
};

/** Google sign-in through the Cognito Hosted UI; all three context keys are needed together. */
export interface GoogleSignInConfig {
  clientId: string;
  /** Name of a Secrets Manager secret holding the Google OAuth client secret (plain string). */
  clientSecretName: string;
  /** Prefix of the Hosted UI domain: `<prefix>.auth.<region>.amazoncognito.com`. */
  authDomainPrefix: string;
}

/** What the stack needs from context, already validated. */
export interface StackConfig {
  stage: Stage;
  /**
   * The `appUrl` context value, when given (a custom domain, or http://localhost:3000 to run the
   * Vite dev server against a deployed API). When absent, the CloudFront URL is the app URL.
   */
  appUrl?: string;
  /** `mailFrom` context: an address (`no-reply@example.com`) or a bare domain (`example.com`). */
  mailFrom: string;
  google?: GoogleSignInConfig;
}

export const DEFAULT_MAIL_FROM = 'no-reply@greenlight.example';
/** The origin of `npm start` (issue 2 §3); allowed as an extra origin on dev only. */
export const LOCAL_APP_URL = 'http://localhost:3000';

/** Error thrown for a bad `-c` value; the message says which key and what is allowed. */
export class ContextError extends Error {
  override name = 'ContextError';
}

/**
 * Validates a stage name.
 * @throws ContextError when `value` is not one of STAGES.
 */
export function parseStage(value: unknown): Stage {
  if (typeof value === 'string' && (STAGES as readonly string[]).includes(value)) return value as Stage;
  throw new ContextError(
    `Unknown stage ${JSON.stringify(value)}: pass -c stage=${STAGES.join('|')} (cdk.json defaults to dev).`,
  );
}

/** A context value as a trimmed string, or undefined when absent or empty. */
function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string')
    throw new ContextError(`Context ${key} must be a string, got ${JSON.stringify(value)}.`);
  return value.trim();
}

function parseAppUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ContextError(`Context appUrl must be an absolute URL such as https://app.example.com, got ${value}.`);
  }
  // Cognito accepts http callback URLs only for localhost.
  if (url.protocol !== 'https:' && url.hostname !== 'localhost') {
    throw new ContextError(`Context appUrl must use https (http is allowed for localhost only), got ${value}.`);
  }
  return url.origin;
}

/**
 * Reads and validates every context key the stack uses: stage, appUrl, mailFrom,
 * googleClientId, googleClientSecretName, authDomainPrefix.
 * @throws ContextError on an unknown stage, a malformed URL, or a partial Google configuration.
 */
export function stackConfigFromContext(node: Node): StackConfig {
  const stage = parseStage(node.tryGetContext('stage') ?? 'dev');
  const appUrl = parseAppUrl(contextString(node, 'appUrl'));
  const mailFrom = contextString(node, 'mailFrom') ?? DEFAULT_MAIL_FROM;

  const googleKeys = {
    clientId: contextString(node, 'googleClientId'),
    clientSecretName: contextString(node, 'googleClientSecretName'),
    authDomainPrefix: contextString(node, 'authDomainPrefix'),
  };
  const present = Object.values(googleKeys).filter((v) => v !== undefined).length;
  if (present !== 0 && present !== 3) {
    throw new ContextError(
      'googleClientId, googleClientSecretName and authDomainPrefix go together: give all three or none.',
    );
  }
  const google = present === 3 ? (googleKeys as GoogleSignInConfig) : undefined;
  return { stage, appUrl, mailFrom, google };
}
