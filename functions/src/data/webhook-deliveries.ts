/**
 * The delivery log of a webhook endpoint (issue 29 "A delivery log per endpoint"; BRIEF §8 "each attempt is
 * logged in the endpoint's partition with a TTL"; issue 35 "group attempts under their event, and let an
 * admin see the request body and headers that were sent"; docs/data-model.md patterns 206–208, 210;
 * decisions H5, EX5, EX6).
 *
 * Each attempt is one `webhook_delivery` item (the request as sent, the answer's first 2 KB), and appends
 * its summary to its event's `webhook_delivery_event` item in the same transaction; the log lists events.
 */
import { createHash } from 'node:crypto';
import { $add, $append, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { WEBHOOK_LIMITS, type WebhookDelivery as WebhookDeliveryView } from '../../../shared/schemas/webhooks';
import type {
  WebhookDeliveryDetail,
  WebhookDeliveryEvent as WebhookDeliveryEventView,
} from '../../../shared/schemas/webhook-deliveries';
import { getItem, keyQuery, queryAll, type Item } from './access';
import { putTransaction, runTransaction, updateTransaction } from './transactions';
import {
  WEBHOOK_DELIVERY_EVENT_BY_ENDPOINT,
  WEBHOOK_DELIVERY_EVENT_MODEL,
  WebhookDeliveryEvent,
} from './entities/webhook-delivery-event';
import { WebhookDelivery } from './entities/webhook';

export type WebhookDeliveryRecord = Item<typeof WebhookDelivery>;
export type WebhookDeliveryEventRecord = Item<typeof WebhookDeliveryEvent>;

/** How long an attempt stays in the log (DynamoDB TTL): 30 days (an event: 30 days after its last attempt). */
export const DELIVERY_LOG_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The log entry of `eventId` at `endpointId`: a UUIDv7 whose 48-bit time is the event's `created_at` (so the
 * log reads newest event first) and whose other bits are a SHA-256 of the two ids (so every attempt of the
 * event, retries and redeliveries included, finds the same entry without reading it).
 */
export function deliveryLogIdOf(eventId: string, eventCreatedAt: string, endpointId: string): string {
  const bytes = createHash('sha256').update(`${endpointId}:${eventId}`).digest().subarray(0, 16);
  const ms = Math.max(0, Date.parse(eventCreatedAt) || 0);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The attempt as the log shows it. */
export function toWebhookDeliveryView(record: WebhookDeliveryRecord): WebhookDeliveryView {
  return {
    id: record.delivery_id,
    event_id: record.event_id,
    event_type: record.event_type,
    attempt: record.attempt,
    status_code: record.status_code ?? null,
    error: record.error ?? null,
    duration_ms: Math.max(0, Math.round(record.duration_ms)),
    attempted_at: record.attempted_at,
    response_body: record.response_body ?? '',
    redelivery: record.redelivery === true,
  };
}

/** One attempt with the request as sent (issue 35); attempts logged before it show no URL or headers. */
export function toWebhookDeliveryDetail(record: WebhookDeliveryRecord): WebhookDeliveryDetail {
  return {
    ...toWebhookDeliveryView(record),
    request: { url: record.request_url ?? null, headers: record.request_headers ?? {}, body: record.payload },
  };
}

/** One logged event with its attempts, newest first. */
export function toWebhookDeliveryEventView(record: WebhookDeliveryEventRecord): WebhookDeliveryEventView {
  return {
    id: record.log_id,
    event_id: record.event_id,
    event_type: record.event_type,
    event_created_at: record.event_created_at,
    attempt_count: record.attempt_count,
    last_attempt_at: record.last_attempt_at,
    last_status_code: record.last_status_code ?? null,
    last_error: record.last_error ?? null,
    delivered: record.delivered,
    attempts: [...record.attempts].reverse().map((a) => ({
      id: a.delivery_id,
      attempt: a.attempt,
      status_code: a.status_code ?? null,
      error: a.error ?? null,
      duration_ms: Math.max(0, Math.round(a.duration_ms)),
      attempted_at: a.attempted_at,
      redelivery: a.redelivery,
    })),
  };
}

/**
 * Patterns 206 and 210: record one attempt (PutItem) and append it to its event's log entry, creating the
 * entry on the first attempt (UpdateItem), in one transaction, with their TTLs.
 * @param eventCreatedAt the event's `created_at` (it orders the log).
 */
export async function recordWebhookDelivery(
  record: Omit<WebhookDeliveryRecord, 'expires_at'>,
  eventCreatedAt: string,
  now: number,
): Promise<void> {
  const expires = Math.floor(now / 1000) + DELIVERY_LOG_TTL_SECONDS;
  const summary = {
    delivery_id: record.delivery_id,
    attempt: record.attempt,
    ...(record.status_code !== undefined ? { status_code: record.status_code } : {}),
    ...(record.error ? { error: record.error } : {}),
    duration_ms: record.duration_ms,
    attempted_at: record.attempted_at,
    redelivery: record.redelivery === true,
  };
  const delivered = record.status_code !== undefined && record.status_code >= 200 && record.status_code < 300;
  await runTransaction([
    putTransaction(WebhookDelivery, { ...record, expires_at: expires } as never),
    updateTransaction(WebhookDeliveryEvent, {
      endpoint_id: record.endpoint_id,
      log_id: deliveryLogIdOf(record.event_id, eventCreatedAt, record.endpoint_id),
      organization_id: record.organization_id,
      event_id: record.event_id,
      event_type: record.event_type,
      event_created_at: eventCreatedAt,
      attempt_count: $add(1),
      last_attempt_at: record.attempted_at,
      // The last attempt's outcome replaces the previous one's, a missing part included.
      last_status_code: record.status_code ?? $remove(),
      last_error: record.error ?? $remove(),
      delivered,
      attempts: $append([summary]),
      expires_at: expires,
    } as never),
  ]);
}

/**
 * Pattern 207: the endpoint's last 100 events with their attempts, newest first (1 Query, reverse, limit
 * 100; entries past their TTL skipped).
 */
export async function listWebhookDeliveryEvents(
  endpointId: string,
  now: number,
): Promise<WebhookDeliveryEventRecord[]> {
  const items = await queryAll(
    WebhookDeliveryEvent,
    keyQuery(WEBHOOK_DELIVERY_EVENT_MODEL, WEBHOOK_DELIVERY_EVENT_BY_ENDPOINT, { endpoint_id: endpointId }),
    {
      reverse: true,
      count: WEBHOOK_LIMITS.maxDeliveriesListed,
    },
  );
  // DynamoDB Local never expires TTL items, and AWS may take a while to.
  return items.filter((item) => item.expires_at * 1000 > now);
}

/** Pattern 208: one attempt of the endpoint (1 GetItem), or null. */
export async function getWebhookDelivery(
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRecord | null> {
  return getItem(WebhookDelivery, { endpoint_id: endpointId, delivery_id: deliveryId });
}
