/**
 * The delivery log of a webhook endpoint (issue 29 "A delivery log per endpoint: the last 100 attempts";
 * BRIEF §8 "each attempt is logged in the endpoint's partition with a TTL"; docs/data-model.md patterns
 * 206–207; decisions H5).
 */
import { WEBHOOK_LIMITS, type WebhookDelivery as WebhookDeliveryView } from '../../../shared/schemas/webhooks';
import { getItem, keyQuery, putItem, queryAll, type Item } from './access';
import { WEBHOOK_DELIVERY_BY_ENDPOINT, WEBHOOK_DELIVERY_MODEL, WebhookDelivery } from './entities/webhook';

export type WebhookDeliveryRecord = Item<typeof WebhookDelivery>;

/** How long an attempt stays in the log (DynamoDB TTL): 30 days. */
export const DELIVERY_LOG_TTL_SECONDS = 30 * 24 * 60 * 60;

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

/** Pattern 206: record one attempt (1 PutItem), with its TTL. */
export async function recordWebhookDelivery(record: Omit<WebhookDeliveryRecord, 'expires_at'>, now: number): Promise<void> {
  await putItem(WebhookDelivery, { ...record, expires_at: Math.floor(now / 1000) + DELIVERY_LOG_TTL_SECONDS } as never);
}

/** Pattern 207: the endpoint's last 100 attempts, newest first (1 Query, reverse, limit 100; items past their TTL skipped). */
export async function listWebhookDeliveries(endpointId: string, now: number): Promise<WebhookDeliveryRecord[]> {
  const items = await queryAll(WebhookDelivery, keyQuery(WEBHOOK_DELIVERY_MODEL, WEBHOOK_DELIVERY_BY_ENDPOINT, { endpoint_id: endpointId }), {
    reverse: true,
    count: WEBHOOK_LIMITS.maxDeliveriesListed,
  });
  // DynamoDB Local never expires TTL items, and AWS may take a while to.
  return items.filter((item) => item.expires_at * 1000 > now);
}

/** Pattern 208: one attempt of the endpoint (1 GetItem), or null. */
export async function getWebhookDelivery(endpointId: string, deliveryId: string): Promise<WebhookDeliveryRecord | null> {
  return getItem(WebhookDelivery, { endpoint_id: endpointId, delivery_id: deliveryId });
}
