/**
 * An endpoint's delivery log, grouped by event (issue 35 "the webhook log gives every retry its own row, so
 * one failing endpoint floods its 100 rows: group attempts under their event, and let an admin see the
 * request body and headers that were sent"; decisions EX5, EX6). Beyond the spec, Owner and Admins only:
 * - `GET …/webhook_endpoints/{endpoint_id}/deliveries` → `{events}`: the endpoint's last 100 events, newest
 *   first, each with its attempts (newest first) and the outcome of the last one;
 * - `GET …/webhook_endpoints/{endpoint_id}/deliveries/{delivery_id}` → `{delivery}`: one attempt with the
 *   request as sent (URL, headers, body) and the first 2 KB of the answer.
 * Redeliver (`POST …/deliveries/{delivery_id}/redeliver`) adds its attempts to the same event.
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { WebhookDeliverySchema } from './webhooks';

/** One attempt as listed under its event: without the answer's body (the attempt's own route has it). */
export const WebhookAttemptSummarySchema = z.object({
  /** The attempt's id: `GET …/deliveries/{id}` and `POST …/deliveries/{id}/redeliver`. */
  id: IdSchema,
  attempt: z.int().check(z.minimum(1)),
  status_code: z.nullable(z.int()),
  error: z.nullable(z.string()),
  duration_ms: z.int().check(z.minimum(0)),
  attempted_at: TimestampSchema,
  redelivery: z.boolean(),
});
export type WebhookAttemptSummary = z.infer<typeof WebhookAttemptSummarySchema>;

/** One event of the log with its attempts at this endpoint (first tries, retries and redeliveries). */
export const WebhookDeliveryEventSchema = z.object({
  /** The log entry's id (one per event and endpoint). */
  id: IdSchema,
  event_id: IdSchema,
  event_type: z.string(),
  /** The event's `created_at`. */
  event_created_at: TimestampSchema,
  attempt_count: z.int().check(z.minimum(1)),
  last_attempt_at: TimestampSchema,
  /** The last attempt's answer (null: none came) and error. */
  last_status_code: z.nullable(z.int()),
  last_error: z.nullable(z.string()),
  /** Whether the last attempt got a 2xx. */
  delivered: z.boolean(),
  /** Newest first. */
  attempts: z.array(WebhookAttemptSummarySchema),
});
export type WebhookDeliveryEvent = z.infer<typeof WebhookDeliveryEventSchema>;

export const WebhookDeliveryEventListSchema = z.object({ events: z.array(WebhookDeliveryEventSchema) });
export type WebhookDeliveryEventList = z.infer<typeof WebhookDeliveryEventListSchema>;

/** What was sent: the URL, every header (the signature included) and the JSON body. */
export const WebhookSentRequestSchema = z.object({
  url: z.nullable(z.string()),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});

/** `GET …/deliveries/{delivery_id}`: the attempt, the request as sent, and the answer's first 2 KB. */
export const WebhookDeliveryDetailSchema = z.object({
  delivery: z.extend(WebhookDeliverySchema, { request: WebhookSentRequestSchema }),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>['delivery'];
