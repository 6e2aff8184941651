/**
 * The OpenAPI 3.1 `webhooks` section (issue 29 "Each payload has a stable JSON shape, documented in the
 * OpenAPI document's `webhooks` section"; beyond the spec, BRIEF §8): one entry per event type (and the
 * test event `ping`), keyed by the type, describing the POST Greenlight makes to an endpoint: its JSON body
 * (shared/schemas/webhooks.ts `WEBHOOK_EVENT_SCHEMAS`), its `Greenlight-Signature` and `Greenlight-Event-Id`
 * headers and the Standard Webhooks `webhook-id`, `webhook-timestamp` and `webhook-signature` (issue 36), and
 * what Greenlight does with the receiver's answer. Every entry is marked `x-beyond-spec`. The body's `created_at` is
 * the change's instant to the millisecond and `actor` who made it (issue 35).
 */
import type * as z from '../../../shared/schemas/zod';
import {
  WEBHOOK_EVENT_SCHEMAS,
  WEBHOOK_HEADERS,
  WEBHOOK_LIMITS,
  WEBHOOK_PING_TYPE,
} from '../../../shared/schemas/webhooks';
import { STANDARD_WEBHOOK_HEADERS } from '../../../shared/webhooks/signature';

/** The tag the entries share: the webhook routes' domain, so one tag holds the endpoints and the events they receive. */
export const WEBHOOKS_TAG = {
  name: 'webhooks',
  description: "Events Greenlight POSTs to an organization's webhook endpoints (issue 29; beyond the spec).",
};

/** How the signature header is made and checked. */
export const SIGNATURE_HEADER_DESCRIPTION = `\`t=<unix seconds>,v1=<signature>\`: the signature is the hex HMAC-SHA256 of \`"{t}.{body}"\` (the raw body as sent), keyed with the endpoint's whole \`whsec_…\` secret. For ${WEBHOOK_LIMITS.previousSecretValidMs / 3_600_000} hours after a secret rotation the header carries two \`v1\` values, one signed with the new secret and one with the old; accept either. Compare in constant time and refuse a \`t\` more than 5 minutes from now, so a captured delivery cannot be replayed.`;

/** The Standard Webhooks signature header (decisions LB6): what a Standard Webhooks library verifies. */
export const STANDARD_SIGNATURE_HEADER_DESCRIPTION = `The same delivery signed by the [Standard Webhooks](https://www.standardwebhooks.com) scheme, so any of its libraries verifies it (\`new Webhook(secret).verify(rawBody, headers)\`): \`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">\`, keyed with the bytes the endpoint's secret encodes in base64 after \`whsec_\`. For ${WEBHOOK_LIMITS.previousSecretValidMs / 3_600_000} hours after a secret rotation it holds two signatures separated by a space; either verifies. Secrets made before these headers (base64url, with \`-\` or \`_\`) need a rotation to be read by those libraries.`;
/** What every body's envelope says of when and by whom (issue 35). */
export const ENVELOPE_DESCRIPTION =
  '`created_at` is the instant of the change, ISO 8601 in UTC to the millisecond (e.g. `2026-11-27T10:15:42.318Z`). `actor` is the user who made the change, `{id, name}` (never an e-mail address), or `null` when no person did (a scheduled job, a rule). For `ping`, the admin who sent the test.';

/** Which type each event is, in words, for the entry's summary. */
function summaryOf(type: string): string {
  if (type === WEBHOOK_PING_TYPE) return 'Test event (Send test event, or POST …/test)';
  const [object, action] = type.split('.');
  return `${object.replaceAll('_', ' ')} ${action.replaceAll('_', ' ')}`.replace(/^./, (c) => c.toUpperCase());
}

/** `card.moved` → `webhookCardMoved`: a unique, URL-safe operationId. */
function operationIdOf(type: string): string {
  return `webhook${type
    .split(/[._]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}`;
}

/**
 * The section: `{[type]: {post: …}}`. `jsonSchema` turns a zod schema into the document's schema dialect
 * (openapi.ts uses the same converter for the routes).
 */
export function webhooksSection(
  jsonSchema: (schema: z.ZodMiniType, io: 'input' | 'output') => Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, schema]) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: summaryOf(type),
          description: `Sent to each enabled endpoint of the organization that chose \`${type}\`${type === WEBHOOK_PING_TYPE ? ' (the test event goes to the one endpoint it was asked for, whatever its types)' : ''}. At least once, in order per card where it can be; \`id\` is the same on every retry and redelivery. ${ENVELOPE_DESCRIPTION}`,
          tags: [WEBHOOKS_TAG.name],
          'x-beyond-spec': true,
          security: [],
          parameters: [
            {
              name: WEBHOOK_HEADERS.signature,
              in: 'header',
              required: true,
              description: SIGNATURE_HEADER_DESCRIPTION,
              schema: { type: 'string', pattern: '^t=\\d+(,v1=[0-9a-f]{64})+$' },
            },
            {
              name: WEBHOOK_HEADERS.eventId,
              in: 'header',
              required: true,
              description: "The event's `id`, the same on every attempt: use it to ignore a repeat.",
              schema: { type: 'string' },
            },
            {
              name: STANDARD_WEBHOOK_HEADERS.id,
              in: 'header',
              required: true,
              description: "Standard Webhooks: the event's `id` (as `Greenlight-Event-Id`).",
              schema: { type: 'string' },
            },
            {
              name: STANDARD_WEBHOOK_HEADERS.timestamp,
              in: 'header',
              required: true,
              description:
                "Standard Webhooks: the signature's time in unix seconds (the `t` of `Greenlight-Signature`); refuse one more than 5 minutes from now.",
              schema: { type: 'string', pattern: '^\\d+$' },
            },
            {
              name: STANDARD_WEBHOOK_HEADERS.signature,
              in: 'header',
              required: true,
              description: STANDARD_SIGNATURE_HEADER_DESCRIPTION,
              schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/]{43}=( v1,[A-Za-z0-9+/]{43}=)*$' },
            },
            {
              name: 'User-Agent',
              in: 'header',
              required: true,
              schema: { type: 'string', const: WEBHOOK_HEADERS.userAgent },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } },
          responses: {
            '2XX': {
              description:
                'Received. Answer within 10 seconds; the first 2 KB of the answer shows in the delivery log.',
            },
            '400': {
              description: 'Refused (e.g. the signature did not verify). Any 4xx but 429 is logged and not retried.',
            },
            '429': {
              description:
                'Too many requests: retried with backoff, like a 5xx, a timeout or a network error, for 24 hours from the event; an endpoint that fails for 24 hours is disabled.',
            },
          },
        },
      },
    ]),
  );
}
