/**
 * One delivery attempt of a webhook (issue 29 "Delivery"; BRIEF §8 "a delivery function signs each one …
 * and posts it"; decisions H17–H22): check the address again as the connection
 * is made (deployed stages; ../../lib/webhooks/checked-post.ts), sign, POST with a 10 s timeout and no
 * redirects, log the attempt in the endpoint's partition under its event, with the request as sent (issue 35), and keep the endpoint's failure state: the first failure sets `failing_since`, a success clears it, and a failure when it is 24 hours old
 * disables the endpoint and tells the organization's Owner and Admins (./disable-notice.ts).
 *
 * What counts: a 2xx is a success; a timeout, a network error, a 429 or a 5xx is a failure to retry; any
 * other answer (3xx included: redirects are not followed) or a refused address is a failure not retried.
 */
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../../../../shared/schemas/webhooks';
import { sign, standardWebhookHeaders } from '../../../../shared/webhooks/signature';
import { recordWebhookDelivery } from '../../data/webhook-deliveries';
import { updateWebhookEndpoint, type WebhookEndpointRecord } from '../../data/webhooks';
import { uuidv7 } from '../../lib/ids/uuid';
import { checkWebhookUrl, isDeployedStage, WebhookUrlError } from '../../lib/webhooks/address';
import { checkedPost } from '../../lib/webhooks/checked-post';
import type { WebhookMessage } from '../../lib/webhooks/queue';
import { notifyEndpointDisabled } from './disable-notice';

export interface AttemptOutcome {
  ok: boolean;
  /** Worth trying again (timeout, network error, 429, 5xx). */
  retryable: boolean;
  statusCode: number | null;
}

/** The secrets that sign now: the current one, and the previous one while its 24 hours last. */
export function signingSecrets(endpoint: WebhookEndpointRecord, now: number): string[] {
  const previous =
    endpoint.previous_secret && (endpoint.previous_secret_expires_at ?? 0) > now ? [endpoint.previous_secret] : [];
  return [endpoint.secret, ...previous];
}

/** POST the signed body. Never throws: a failure is an outcome. */
async function post(
  endpoint: WebhookEndpointRecord,
  body: string,
  eventId: string,
  now: number,
): Promise<
  AttemptOutcome & {
    error: string | null;
    responseBody: string;
    sent?: { url: string; headers: Record<string, string> };
  }
> {
  const deployed = isDeployedStage();
  let url: URL;
  try {
    // The URL's form and an address written as an IP literal; a name's addresses are checked as the socket connects.
    url = await checkWebhookUrl(endpoint.url, { deployed, resolveNames: false });
  } catch (error) {
    const message = error instanceof WebhookUrlError ? error.message : WEBHOOK_MESSAGES.urlUnresolvable;
    return { ok: false, retryable: false, statusCode: null, error: message, responseBody: '' };
  }
  const timestamp = Math.floor(now / 1000);
  const secrets = signingSecrets(endpoint, now);
  const headers = {
    'Content-Type': 'application/json',
    [WEBHOOK_HEADERS.signature]: sign(body, secrets, timestamp),
    [WEBHOOK_HEADERS.eventId]: eventId,
    // The same signature by the Standard Webhooks scheme, for receivers using its libraries (decisions LB6).
    ...standardWebhookHeaders(eventId, body, secrets, timestamp),
    'User-Agent': WEBHOOK_HEADERS.userAgent,
  };
  // What the log shows an admin as sent (issue 35): the URL and every header, Content-Length as node:http adds it.
  const sent = { url: url.toString(), headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } };
  try {
    const { status, excerpt } = await checkedPost(url, body, headers, {
      deployed,
      timeoutMs: attemptTimeoutMs(),
      excerptBytes: WEBHOOK_LIMITS.responseExcerptBytes,
    });
    const ok = status >= 200 && status < 300;
    const retryable = status === 429 || status >= 500;
    const error = ok ? null : status >= 300 && status < 400 ? `Redirect (${status}) not followed` : `HTTP ${status}`;
    return { ok, retryable, statusCode: status, error, responseBody: excerpt, sent };
  } catch (error) {
    // A refused address: nothing was sent.
    if (error instanceof WebhookUrlError)
      return { ok: false, retryable: false, statusCode: null, error: error.message, responseBody: '' };
    const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
    const code = (error as NodeJS.ErrnoException).code;
    const reason = timedOut
      ? `Timed out after ${attemptTimeoutMs() / 1000} s`
      : `Network error: ${code ?? (error as Error).message}`;
    return { ok: false, retryable: true, statusCode: null, error: reason, responseBody: '', sent };
  }
}

/** The per-attempt timeout: 10 s; the local stack's tests may shorten it (WEBHOOK_ATTEMPT_TIMEOUT_MS). */
const attemptTimeoutMs = () => Number(process.env.WEBHOOK_ATTEMPT_TIMEOUT_MS) || WEBHOOK_LIMITS.attemptTimeoutMs;

/**
 * Deliver `message` to `endpoint` once, as of `now` (epoch ms), and log it as attempt number `attempt`.
 * @param groupId the message group, kept on the log item for a redelivery.
 */
export async function attemptDelivery(
  endpoint: WebhookEndpointRecord,
  message: WebhookMessage,
  attempt: number,
  now: number,
  groupId?: string,
): Promise<AttemptOutcome> {
  const body = JSON.stringify(message.event);
  const started = performance.now();
  const result = await post(endpoint, body, message.event.id, now);
  const duration = Math.round(performance.now() - started);
  await recordWebhookDelivery(
    {
      endpoint_id: endpoint.endpoint_id,
      delivery_id: uuidv7(),
      organization_id: endpoint.organization_id,
      event_id: message.event.id,
      event_type: message.event.type,
      attempt,
      ...(result.statusCode !== null ? { status_code: result.statusCode } : {}),
      ...(result.error ? { error: result.error } : {}),
      duration_ms: duration,
      attempted_at: new Date(now).toISOString(),
      response_body: result.responseBody,
      redelivery: message.redelivery,
      payload: body,
      ...(groupId ? { group_id: groupId } : {}),
      ...(result.sent ? { request_url: result.sent.url, request_headers: result.sent.headers } : {}),
    },
    message.event.created_at,
    now,
  );
  await keepFailureState(endpoint, result.ok, now);
  return { ok: result.ok, retryable: result.retryable, statusCode: result.statusCode };
}

/**
 * A success clears `failing_since`; the first failure sets it; a failure 24 hours after it disables the
 * endpoint (conditioned on it being enabled, so only one attempt disables it and notifies).
 */
async function keepFailureState(endpoint: WebhookEndpointRecord, ok: boolean, now: number): Promise<void> {
  const { organization_id: organizationId, endpoint_id: endpointId } = endpoint;
  if (ok) {
    if (endpoint.failing_since)
      await updateWebhookEndpoint(
        organizationId,
        endpointId,
        { failing_since: null },
        { attr: 'failing_since', exists: true },
      );
    return;
  }
  if (!endpoint.failing_since) {
    await updateWebhookEndpoint(
      organizationId,
      endpointId,
      { failing_since: new Date(now).toISOString() },
      { attr: 'failing_since', exists: false },
    );
    return;
  }
  if (now - Date.parse(endpoint.failing_since) < WEBHOOK_LIMITS.retryWindowMs) return;
  const disabled = await updateWebhookEndpoint(
    organizationId,
    endpointId,
    {
      enabled: false,
      disabled_reason: WEBHOOK_MESSAGES.disabledAfterFailures,
      updated_at: new Date(now).toISOString(),
    },
    { attr: 'enabled', eq: true },
  );
  if (disabled) await notifyEndpointDisabled(disabled, now);
}
