/**
 * The delivery log's events (issue 35 "group attempts under their event"; docs/data-model.md patterns 207,
 * 210; decisions EX5): `webhook_delivery_event` (pk `endpoint_id_{e}`, sk
 * `$webhook_delivery_event_1#log_id_{id}`), one per event and endpoint, in the endpoint's partition beside
 * its attempts. Every attempt (first try, retry, redelivery) appends its summary here in the transaction
 * that logs it, so the log is one Query of the newest 100 events, whatever the retries.
 *
 * `log_id` is made from the event (./../webhook-deliveries.ts `deliveryLogIdOf`): a UUIDv7 whose time is
 * the event's `created_at`, so events list newest first and every attempt of an event finds its entry
 * without a read. DynamoDB TTL (`expires_at`, 30 days after the last attempt) drops it.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const WEBHOOK_DELIVERY_EVENT_MODEL = modelOf('webhook_delivery_event');
/** The table keys: an endpoint's logged events in its own partition, by event time (then id). */
export const WEBHOOK_DELIVERY_EVENT_BY_ENDPOINT: IndexSpec = {
  pk: { field: 'pk', composite: ['endpoint_id'] },
  sk: { field: 'sk', composite: ['log_id'] },
};

export const WebhookDeliveryEvent = new Entity({
  name: WEBHOOK_DELIVERY_EVENT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    endpoint_id: string().key(),
    log_id: string().key(),
    organization_id: string(),
    event_id: string(),
    event_type: string(),
    event_created_at: string(),
    attempt_count: number(),
    last_attempt_at: string(),
    last_status_code: number().optional(),
    last_error: string().optional(),
    delivered: boolean(),
    /** Oldest first, as appended. */
    attempts: list(
      map({
        delivery_id: string(),
        attempt: number(),
        status_code: number().optional(),
        error: string().optional(),
        duration_ms: number(),
        attempted_at: string(),
        redelivery: boolean(),
      }),
    ),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(WEBHOOK_DELIVERY_EVENT_MODEL, WEBHOOK_DELIVERY_EVENT_BY_ENDPOINT),
});
