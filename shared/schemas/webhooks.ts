/**
 * Outgoing webhooks of an organization (issue 29 "Webhooks"; BRIEF §8 "Webhooks"; docs/decisions.md H1–H30).
 * Shared by web, functions and the OpenAPI document (its `webhooks` section lists `WEBHOOK_EVENT_SCHEMAS`).
 *
 * Routes (all `x-beyond-spec`, Owner and Admins of the organization only), under
 * `/api/v1/organizations/{id}/webhook_endpoints`:
 * - `GET` → `{webhook_endpoints, event_types}`; `POST {url, description?, event_types}` → 201 `{webhook_endpoint, secret}`;
 * - `PATCH /{endpoint_id} {url?, description?, event_types?, enabled?}` → `{webhook_endpoint}`; `DELETE /{endpoint_id}` → 204;
 * - `POST /{endpoint_id}/rotate_secret` → `{webhook_endpoint, secret}` (the old secret signs beside the new one for 24 h);
 * - `GET /{endpoint_id}/deliveries` → the last 100 events with their attempts, newest first, and
 *   `GET /{endpoint_id}/deliveries/{delivery_id}` → one attempt with the request as sent (./webhook-deliveries.ts, issue 35);
 * - `POST /{endpoint_id}/deliveries/{delivery_id}/redeliver` and `POST /{endpoint_id}/test` → 202.
 *
 * A delivery POSTs one `WebhookEvent` (JSON) with `Greenlight-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "{t}.{body}">` (shared/webhooks/signature.ts), `Greenlight-Event-Id` and `User-Agent: Greenlight-Webhooks/1`.
 * Payloads carry ids, names and states; never passwords, tokens or any user's e-mail address.
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';

/** Limits of issue 29: endpoints per organization, log length, response excerpt, retry window. */
export const WEBHOOK_LIMITS = {
  maxEndpoints: 20,
  maxDeliveriesListed: 100,
  /** Bytes of the receiver's answer kept in the log. */
  responseExcerptBytes: 2048,
  maxUrlLength: 2048,
  maxDescriptionLength: 500,
  /** A delivery is retried for this long from the event's time; an endpoint failing this long is disabled. */
  retryWindowMs: 24 * 60 * 60 * 1000,
  /** How long a rotated-out secret still signs beside the new one. */
  previousSecretValidMs: 24 * 60 * 60 * 1000,
  /** Per-attempt timeout. */
  attemptTimeoutMs: 10_000,
} as const;

/** The prefix of every signing secret, so secret scanners recognise it. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The admin page of an organization's webhooks (the disabled-endpoint e-mail links to it). */
export const webhooksAdminPath = (organizationId: string) => `/organizations/${organizationId}/admin/webhooks`;

/** The event types an endpoint can subscribe to (issue 29 "Events"). `ping` is only ever sent by `test`. */
export const WEBHOOK_EVENT_TYPES = [
  'card.created',
  'card.updated',
  'card.moved',
  'card.archived',
  'card.deleted',
  'card.restored',
  'approval.submitted',
  'approval.approved',
  'approval.revision_requested',
  'approval.voided',
  'comment.created',
  'content.created',
  'content.version_created',
  'checklist_item.completed',
  'member.invited',
  'member.joined',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The test event's type (`POST …/test`); not subscribable. */
export const WEBHOOK_PING_TYPE = 'ping';

/** Messages, in the spec's tone (a clear sentence; nothing stored). */
export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: `An organization can have at most ${WEBHOOK_LIMITS.maxEndpoints} webhook endpoints. Delete one first.`,
  urlInvalid: 'URL must be a valid http(s) address',
  urlHttpsOnly: 'URL must use https',
  urlPrivate: 'URL must not point to a private, loopback, link-local or metadata address',
  urlUnresolvable: 'URL host could not be resolved',
  urlCredentials: 'URL must not contain a user name or password',
  unknownEventType: 'Unknown event type',
  eventTypesRequired: 'Choose at least one event type',
  nothingToChange: 'Nothing to change',
  endpointDisabled: 'The webhook endpoint is disabled. Enable it first.',
  disabledAfterFailures: 'Disabled after failing for 24 hours',
} as const;

const UrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlInvalid })
  .check(z.minLength(1, 'Required'), z.maxLength(WEBHOOK_LIMITS.maxUrlLength, WEBHOOK_MESSAGES.urlInvalid));
const DescriptionSchema = z
  .string()
  .check(
    z.maxLength(
      WEBHOOK_LIMITS.maxDescriptionLength,
      `Description is too long (at most ${WEBHOOK_LIMITS.maxDescriptionLength} characters)`,
    ),
  );
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_MESSAGES.unknownEventType });
const EventTypesSchema = z
  .array(WebhookEventTypeSchema)
  .check(z.minLength(1, WEBHOOK_MESSAGES.eventTypesRequired), z.maxLength(WEBHOOK_EVENT_TYPES.length));

/** One endpoint as the admin page lists it (never its secret). */
export const WebhookEndpointSchema = z.object({
  id: IdSchema,
  url: z.string(),
  description: z.string(),
  event_types: z.array(WebhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it was disabled (`Disabled after failing for 24 hours`), or null. */
  disabled_reason: z.nullable(z.string()),
  /** Since when every delivery has failed; null while it works. */
  failing_since: z.nullable(TimestampSchema),
  secret_rotated_at: z.nullable(TimestampSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** `GET …/webhook_endpoints`: the endpoints and the event types one can choose. */
export const WebhookEndpointListSchema = z.object({
  webhook_endpoints: z.array(WebhookEndpointSchema),
  event_types: z.array(z.string()),
});
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

/** `POST …/webhook_endpoints`. */
export const CreateWebhookEndpointRequestSchema = z.object({
  url: UrlSchema,
  description: z.optional(DescriptionSchema),
  event_types: EventTypesSchema,
});
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequestSchema>;

/** `PATCH …/{endpoint_id}`: any of the fields; `enabled: true` clears `failing_since` and `disabled_reason`. */
export const UpdateWebhookEndpointRequestSchema = z.object({
  url: z.optional(UrlSchema),
  description: z.optional(DescriptionSchema),
  event_types: z.optional(EventTypesSchema),
  enabled: z.optional(z.boolean({ error: 'enabled must be true or false' })),
});
export type UpdateWebhookEndpointRequest = z.input<typeof UpdateWebhookEndpointRequestSchema>;

/** `{webhook_endpoint}`: what PATCH answers. */
export const WebhookEndpointResultSchema = z.object({ webhook_endpoint: WebhookEndpointSchema });
/** Create and rotate: the endpoint and its new secret, shown this once (`whsec_…`). */
export const WebhookEndpointWithSecretSchema = z.object({
  webhook_endpoint: WebhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

/** One delivery attempt in the log. */
export const WebhookDeliverySchema = z.object({
  id: IdSchema,
  event_id: IdSchema,
  event_type: z.string(),
  /** 1 for the first try of this message, 2 for its first retry, … */
  attempt: z.int().check(z.minimum(1)),
  /** The receiver's status, or null when none came (timeout, network error, refused address). */
  status_code: z.nullable(z.int()),
  error: z.nullable(z.string()),
  duration_ms: z.int().check(z.minimum(0)),
  attempted_at: TimestampSchema,
  /** The first 2 KB of the receiver's answer. */
  response_body: z.string(),
  /** Whether an Owner or Admin asked for this delivery: Redeliver, or Send test event (a `ping`). */
  redelivery: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** `redeliver`: 202 `{queued: true}`; `test`: 202 `{queued: true, event_id}`. */
export const WebhookQueuedSchema = z.object({ queued: z.literal(true) });
export const WebhookTestQueuedSchema = z.object({ queued: z.literal(true), event_id: IdSchema });

// ---- Event payloads (the POSTed body) ----

const Nullable = <T extends z.ZodMiniType>(schema: T) => z.nullable(schema);

/** A card (the spec's content group) as events carry it. */
export const WebhookCardSchema = z.object({
  id: IdSchema,
  workspace_id: IdSchema,
  stage_id: IdSchema,
  name: z.string(),
  position: z.string(),
  start_date: Nullable(z.string()),
  due_date: Nullable(z.string()),
  completed: z.boolean(),
  archived: z.boolean(),
  revision_count: z.int(),
  total_subtasks: z.int(),
  completed_subtasks: z.int(),
  label_ids: z.array(z.string()),
  assigned_user_ids: z.array(z.string()),
  /** The approval state of the card's current stage (`none`, `pending`, `approved`, `revision_requested`). */
  approval_status: z.string(),
  /** Set while the card is in the recycle bin. */
  deleted_at: Nullable(z.string()),
  created_by: Nullable(z.string()),
  created_at: Nullable(z.string()),
  updated_at: Nullable(z.string()),
});
export type WebhookCard = z.infer<typeof WebhookCardSchema>;

/** An approval step (cards spec §4 Approval flow), from the event comment it leaves. */
export const WebhookApprovalSchema = z.object({
  card_id: IdSchema,
  workspace_id: IdSchema,
  /** The comment that records the step, in the tab it was posted to. */
  comment_id: z.string(),
  tab: z.enum(['team', 'guest']),
  /** The user who took the step. */
  user_id: z.string(),
  /** The spec's event name (`submit_for_approval`, `approve`, `request_revision`, `void_submission`). */
  action: z.string(),
  /** The comment's text (sanitized HTML), e.g. the revision request. */
  description: z.string(),
  created_at: z.string(),
});

export const WebhookCommentSchema = z.object({
  id: z.string(),
  card_id: IdSchema,
  workspace_id: IdSchema,
  /** `team` (internal) or `guest` (the client discussion). */
  tab: z.enum(['team', 'guest']),
  user_id: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  parent_id: Nullable(z.string()),
  /** An annotation's pin (issue 26), or null for a plain comment. */
  anchor: Nullable(z.object({ content_id: z.string(), version_id: z.string(), page: z.number() })),
  created_at: z.string(),
});

export const WebhookContentSchema = z.object({
  id: z.string(),
  card_id: IdSchema,
  workspace_id: IdSchema,
  type: z.string(),
  filename: z.string(),
  size: z.number(),
  hidden: z.boolean(),
  version_id: Nullable(z.string()),
  created_by: Nullable(z.string()),
  created_at: Nullable(z.string()),
});

export const WebhookContentVersionSchema = z.object({
  id: z.string(),
  content_id: z.string(),
  card_id: IdSchema,
  workspace_id: Nullable(IdSchema),
  type: z.string(),
  filename: z.string(),
  size: z.number(),
  created_at: Nullable(z.string()),
});

export const WebhookChecklistItemSchema = z.object({
  id: z.string(),
  checklist_id: z.string(),
  card_id: IdSchema,
  workspace_id: Nullable(IdSchema),
  description: z.string(),
  done: z.boolean(),
});

/** An invitation: who was invited is named, never their e-mail address. */
export const WebhookInvitationSchema = z.object({
  id: z.string(),
  workspace_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  invited_by: z.string(),
  created_at: Nullable(z.string()),
});

export const WebhookMemberSchema = z.object({
  user_id: z.string(),
  workspace_id: IdSchema,
  role: z.string(),
  created_at: Nullable(z.string()),
});

export const WebhookPingSchema = z.object({ endpoint_id: IdSchema, message: z.string() });

/** What changed in `card.updated` / `card.moved`: the previous values of the fields that changed. */
const PreviousAttributesSchema = z.record(z.string(), z.unknown());

/** Who made the change: the user's id and name (never their e-mail address); null when no person did (issue 35). */
export const WebhookActorSchema = z.nullable(z.object({ id: z.string(), name: z.string() }));
export type WebhookActor = z.infer<typeof WebhookActorSchema>;

/** The change's instant, ISO 8601 in UTC to the millisecond (`2026-11-27T10:15:42.318Z`; issue 35). */
const EventInstantSchema = TimestampSchema.check(z.regex(/\.\d{3}Z$/, 'created_at must carry milliseconds'));

/** The envelope every event shares; `data.object` is the type's object. */
function eventSchema<T extends string, O extends z.ZodMiniType>(type: T, object: O, previous = false) {
  return z.object({
    id: IdSchema,
    type: z.literal(type),
    created_at: EventInstantSchema,
    organization_id: IdSchema,
    workspace_id: z.nullable(IdSchema),
    actor: WebhookActorSchema,
    data: previous ? z.object({ object, previous_attributes: PreviousAttributesSchema }) : z.object({ object }),
  });
}

/** One zod schema per event type (and `ping`): the OpenAPI document's `webhooks` section. */
export const WEBHOOK_EVENT_SCHEMAS = {
  'card.created': eventSchema('card.created', WebhookCardSchema),
  'card.updated': eventSchema('card.updated', WebhookCardSchema, true),
  'card.moved': eventSchema('card.moved', WebhookCardSchema, true),
  'card.archived': eventSchema('card.archived', WebhookCardSchema),
  'card.deleted': eventSchema('card.deleted', WebhookCardSchema),
  'card.restored': eventSchema('card.restored', WebhookCardSchema),
  'approval.submitted': eventSchema('approval.submitted', WebhookApprovalSchema),
  'approval.approved': eventSchema('approval.approved', WebhookApprovalSchema),
  'approval.revision_requested': eventSchema('approval.revision_requested', WebhookApprovalSchema),
  'approval.voided': eventSchema('approval.voided', WebhookApprovalSchema),
  'comment.created': eventSchema('comment.created', WebhookCommentSchema),
  'content.created': eventSchema('content.created', WebhookContentSchema),
  'content.version_created': eventSchema('content.version_created', WebhookContentVersionSchema),
  'checklist_item.completed': eventSchema('checklist_item.completed', WebhookChecklistItemSchema),
  'member.invited': eventSchema('member.invited', WebhookInvitationSchema),
  'member.joined': eventSchema('member.joined', WebhookMemberSchema),
  ping: eventSchema(WEBHOOK_PING_TYPE, WebhookPingSchema),
} as const satisfies Record<WebhookEventType | typeof WEBHOOK_PING_TYPE, z.ZodMiniType>;

/** Any event as POSTed. */
export const WebhookEventSchema = z.object({
  id: IdSchema,
  type: z.string(),
  created_at: TimestampSchema,
  organization_id: IdSchema,
  workspace_id: z.nullable(IdSchema),
  /** Absent only in events logged before issue 35. */
  actor: z.optional(WebhookActorSchema),
  data: z.object({
    object: z.record(z.string(), z.unknown()),
    previous_attributes: z.optional(PreviousAttributesSchema),
  }),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

/** The signature header's name and the others every delivery carries. */
export const WEBHOOK_HEADERS = {
  signature: 'Greenlight-Signature',
  eventId: 'Greenlight-Event-Id',
  userAgent: 'Greenlight-Webhooks/1',
} as const;
