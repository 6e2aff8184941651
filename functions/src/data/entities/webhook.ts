/**
 * Outgoing webhooks as DynamoDB-Toolbox entities (issue 29 "Webhooks"; BRIEF §8 "Webhooks";
 * docs/data-model.md patterns 200–209; decisions H1–H6):
 *
 * - `webhook_endpoint` (pk `organization_id_{o}`, sk `$webhook_endpoint_1#endpoint_id_{e}`): one per endpoint,
 *   in the organization's partition, so the stream consumer reads an organization's endpoints with one Query.
 *   It holds the signing secret as given (it must sign with it; decisions H2), and while a rotation is fresh,
 *   the previous secret with the instant it stops signing.
 * - `webhook_endpoint_tally` (pk `organization_id_{o}`, sk `$webhook_endpoint_tally_1`): how many endpoints the
 *   organization has, conditioned in the transaction that creates one, so 20 holds under concurrent creates.
 * - `webhook_delivery` (pk `webhook_endpoint_id_{e}`, sk `$webhook_delivery_1#delivery_id_{uuidv7}`): one per
 *   attempt, in the endpoint's own partition, newest last by id; DynamoDB TTL (`expires_at`) drops it after
 *   30 days. Since issue 35 it also keeps the request as sent (`request_url`, `request_headers`; the body is
 *   `payload`), and the log lists events, not attempts (./webhook-delivery-event.ts).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const WEBHOOK_ENDPOINT_MODEL = modelOf('webhook_endpoint');
/** The table keys: an organization's endpoints in its partition. */
export const WEBHOOK_ENDPOINT_BY_ORGANIZATION: IndexSpec = {
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['endpoint_id'] },
};

export const WebhookEndpoint = new Entity({
  name: WEBHOOK_ENDPOINT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    organization_id: string().key(),
    endpoint_id: string().key(),
    url: string(),
    description: string().default(''),
    event_types: list(string()),
    enabled: boolean().default(true),
    disabled_reason: string().optional(),
    /** ISO instant of the first failure of the current run of failures; removed by a success. */
    failing_since: string().optional(),
    /** The signing secret (`whsec_…`), as given to the creator. */
    secret: string(),
    /** The secret before the last rotation, and the epoch ms until which it still signs. */
    previous_secret: string().optional(),
    previous_secret_expires_at: number().optional(),
    secret_rotated_at: string().optional(),
    created_by: string(),
    created_at: string(),
    updated_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(WEBHOOK_ENDPOINT_MODEL, WEBHOOK_ENDPOINT_BY_ORGANIZATION),
});

export const WEBHOOK_ENDPOINT_TALLY_MODEL = modelOf('webhook_endpoint_tally');
export const WEBHOOK_ENDPOINT_TALLY_BY_ORGANIZATION: IndexSpec = {
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: [] },
};

export const WebhookEndpointTally = new Entity({
  name: WEBHOOK_ENDPOINT_TALLY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    organization_id: string().key(),
    endpoint_count: number().default(0),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(WEBHOOK_ENDPOINT_TALLY_MODEL, WEBHOOK_ENDPOINT_TALLY_BY_ORGANIZATION),
});

export const WEBHOOK_DELIVERY_MODEL = modelOf('webhook_delivery');
/** The table keys: an endpoint's attempts in its own partition, by time-ordered id. */
export const WEBHOOK_DELIVERY_BY_ENDPOINT: IndexSpec = {
  pk: { field: 'pk', composite: ['endpoint_id'] },
  sk: { field: 'sk', composite: ['delivery_id'] },
};

export const WebhookDelivery = new Entity({
  name: WEBHOOK_DELIVERY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    endpoint_id: string().key(),
    /** UUIDv7: the log reads newest first. */
    delivery_id: string().key(),
    organization_id: string(),
    event_id: string(),
    event_type: string(),
    attempt: number(),
    status_code: number().optional(),
    error: string().optional(),
    duration_ms: number(),
    attempted_at: string(),
    /** The first 2 KB of the receiver's answer. */
    response_body: string().default(''),
    redelivery: boolean().default(false),
    /** The event as POSTed (JSON), so an admin can redeliver it. */
    payload: string(),
    /** The card (or other object) the event is about: the message group of a redelivery. */
    group_id: string().optional(),
    /** The URL and every header the POST carried (issue 35: an admin sees what was sent); absent on older attempts. */
    request_url: string().optional(),
    request_headers: record(string(), string()).optional(),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(WEBHOOK_DELIVERY_MODEL, WEBHOOK_DELIVERY_BY_ENDPOINT),
});
