/**
 * The OpenAPI 3.1 document, generated from the route table and the shared zod schemas (issue 2 §5),
 * served at /api/docs on the local stack. JSON Schema 2020-12 (zod's native output) is OpenAPI 3.1's
 * schema dialect, so no conversion layer is needed.
 *
 * It is exact (issue 25; docs/decisions.md A34): each operation declares the success status its route
 * entry carries (the status the handler framework answers), the envelope of its `data`, every 4xx it can
 * answer (`errorStatusesOf`) with the error envelope, its required parameters, the `org_id` header where
 * the organization is not in the path, the `Idempotency-Key` header where a route takes one (issue 40), and a
 * unique `operationId` derived from method and path. Checked by
 * tests/unit/openapi.test.ts, the Redocly lint in `npm test` (redocly.yaml), and the contract check of
 * every integration-test response (tests/support/contract.ts).
 */
import * as z from '../../../shared/schemas/zod';
import { ErrorEnvelopeSchema, okEnvelope } from '../../../shared/schemas/common';
import { cardWriteOf } from './binned-cards';
import { DOMAINS, ROUTES } from './route-table';
import { operationIdOf, successStatusOf, type RouteEntry } from './route-entry';
import { ROUTE_SCHEMAS } from './route-schemas';
import { type RouteSchemas } from './route-schema-types';
import { ACCOUNT_ROUTES } from '../lib/auth/api-key-guard';
import { API_KEY_GUIDE, API_KEY_SECURITY_SCHEME } from './openapi-api-keys';
import { WEBHOOKS_TAG, webhooksSection } from './openapi-webhooks';
import { RECEIVE_A_WEBHOOK_MARKDOWN } from './webhook-receiver-example';
import { ORGANIZATION_MISSING_MESSAGE } from '../lib/auth/organization-scope';
import { IDEMPOTENCY_MESSAGES, MAX_IDEMPOTENCY_KEY_LENGTH } from '../../../shared/schemas/idempotency-limits';

export { ROUTE_SCHEMAS, type RouteSchemas };

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
};

/** API Gateway's JWT authorizer answers a missing, expired or forged token itself, without the envelope (decisions A6). */
const AuthorizerRefusalSchema = z.object({ message: z.string() });

const envelopeContent = (schema: z.ZodMiniType) => ({ 'application/json': { schema: jsonSchema(schema, 'output') } });

/** The error responses every operation points at (`#/components/responses/…`). */
const ERROR_RESPONSES = {
  '400': {
    name: 'BadRequest',
    description:
      'The request is invalid: the body is not a JSON object, or a field fails validation (`errors` maps each field to its messages). Nothing was changed.',
  },
  '401': {
    name: 'Unauthorized',
    description:
      'No valid session: `status: authentication_failure` from the API, or `{message: "Unauthorized"}` from the authorizer for a missing, expired or forged token, or an API key that is malformed, revoked or expired (decisions A6).',
  },
  '403': {
    name: 'Forbidden',
    description:
      'A member without the permission the route needs: "You are not authorized to access this page" (accounts spec §6); or an API key on a route it may not call: a read-only key\'s write, or the account\'s own routes (issue 29).',
  },
  '404': {
    name: 'NotFound',
    description:
      "Unknown, not of a form we issue, or not the caller's to see: a non-member gets 404 too, so ids reveal nothing (decisions A5).",
  },
  '409': {
    name: 'Conflict',
    description:
      'The request conflicts with the current state or lost a race (e.g. a card in the recycle bin is read-only). Nothing was changed.',
  },
  '413': {
    name: 'PayloadTooLarge',
    description: 'The body is larger than API Gateway accepts (10 MB); files go to S3 through presigned POSTs instead.',
  },
  '422': {
    name: 'IdempotencyKeyReused',
    description:
      'The `Idempotency-Key` was already used by the caller with a different request (route, parameters or body) within 24 hours. Nothing was changed; send a new key for a new request (issue 40).',
  },
  '429': {
    name: 'TooManyRequests',
    description:
      "The caller went past a limit in a window (sign-ins, registrations, downloads, open uploads, an API key's requests per minute). Nothing was changed; try again after `Retry-After` seconds when it is sent.",
  },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The `Idempotency-Key` header of a route that creates something (issue 40; functions/src/services/idempotency/run-idempotent.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: `Makes a retry safe: the same key with the same request within 24 hours answers the first success again (same status and body, with \`Idempotent-Replayed: true\`) and changes nothing. The same key with another request answers 422; while the first call is still running, 409 "${IDEMPOTENCY_MESSAGES.inProgress}" with \`Retry-After: 1\`. A failed call (4xx, 5xx) is not remembered, so its retry runs again. A credential shown once (a new API key's \`key\`) is never stored: its replay answers it as an empty string. Keys are the caller's own (a user, an API key, a reviewer): another caller's same key is another request. Use a fresh random value (a UUID) per action; over ${MAX_IDEMPOTENCY_KEY_LENGTH} characters answers 400.`,
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
};

/** The organization a route names outside its path: `org_id` (or `Org-Id`) header or `organization_id` query (decisions A3). */
function organizationOutsidePath(route: RouteEntry): boolean {
  return (
    route.policy.kind === 'organization' &&
    !route.path.includes('{organization_id}') &&
    !route.path.startsWith('/api/v1/organizations/{id}')
  );
}

/**
 * The 4xx statuses a route can answer: 400 on every route (any body must be a JSON object); 401 on every
 * non-public route; 403 and 404 where the policy checks a membership; 404 where the path names anything;
 * 409 on writes of workspace content (a card in the bin is read-only, a race is lost); 413 where a body is
 * taken; and the route's own `errors`.
 */
export function errorStatusesOf(route: RouteEntry, schemas: RouteSchemas | undefined): ErrorStatus[] {
  const statuses = new Set<string>(['400']);
  // Any route an API key may call: 403 for a read-only key's write or an account route, 429 over its limit (issue 29).
  if (route.policy.kind !== 'public') statuses.add('401').add('403').add('429');
  if (route.policy.kind === 'organization' || route.policy.kind === 'workspace') statuses.add('403').add('404');
  if (route.path.includes('{')) statuses.add('404');
  if (route.policy.kind === 'workspace' && route.method !== 'GET') statuses.add('409');
  if (schemas?.body) statuses.add('413');
  // An Idempotency-Key still in progress (409) or used with another request (422; issue 40).
  if (route.idempotent) statuses.add('409').add('422');
  for (const status of schemas?.errors ?? []) statuses.add(String(status));
  return Object.keys(ERROR_RESPONSES).filter((status) => statuses.has(status)) as ErrorStatus[];
}

/** A route's query parameters, `required` from the schema (optional and defaulted keys are not), each with its schema's description. */
function queryParameters(query: z.ZodMiniObject | undefined) {
  if (!query) return [];
  const object = jsonSchema(query, 'input') as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (object.required ?? []).includes(name),
    ...(schema.description ? { description: schema.description } : {}),
    schema,
  }));
}

/**
 * The `org_id` header, its `Org-Id` alias and the `organization_id` query of an organization route that does
 * not name the organization in its path (decisions A3, LA1, LA2; issue 35). `org_id` is marked required
 * unless the route's body schema requires `organization_id` (POST /api/v1/workspaces): without any of
 * them the call answers 400 "The organization is missing (org_id header).".
 */
function organizationParameters(route: RouteEntry, schemas: RouteSchemas) {
  if (!organizationOutsidePath(route)) return [];
  const bodyNamesIt = (
    (jsonSchema(schemas.body ?? z.object({}), 'input') as { required?: string[] }).required ?? []
  ).includes('organization_id');
  const uuid = { type: 'string', format: 'uuid' };
  const description = `The organization the call acts on (spec §7 sends \`org_id\` with every call). The \`Org-Id\` header, the \`organization_id\` query parameter or an \`organization_id\` body key may name it instead (path, then query, body, header: decisions A3)${bodyNamesIt ? '; this route takes it from its body' : ''}. Without any of them the call answers 400 "${ORGANIZATION_MISSING_MESSAGE}".`;
  return [
    { name: 'org_id', in: 'header', required: !bodyNamesIt, description, schema: uuid },
    {
      name: 'Org-Id',
      in: 'header',
      required: false,
      description:
        'Alias of the `org_id` header, for clients behind proxies that drop header names with an underscore (nginx does by default: `underscores_in_headers off`). Used when `org_id` is absent.',
      schema: uuid,
    },
    ...(schemas.query?.shape.organization_id
      ? []
      : [
          {
            name: 'organization_id',
            in: 'query',
            required: false,
            description: 'Names the organization instead of the `org_id` header.',
            schema: uuid,
          },
        ]),
  ];
}

const TAGS: Record<string, string> = {
  health: 'Readiness of the API.',
  auth: 'Sign-in, registration and the e-mailed token links (accounts spec §7 Auth).',
  users: "The caller's profile, password, notification ring and activity feed.",
  organizations: 'Organizations, the dashboard and the template (board) stages.',
  workspaces: 'Workspaces, their users and invitations, logo and board moves.',
  stages: 'Stages of a workspace, their card pages and the calendar.',
  cards: 'Cards (content groups), labels, participants and Copy Card.',
  admin: "The organization's users and their access (multi_users).",
  notifications: 'The bell, its filters and read state.',
  checklists: "A card's lists and their items.",
  preferences: 'Minimized cards, search history and popup snoozes.',
  bin: "The organization's recycle bin.",
  contents: "A card's attachments (contents) and their versions.",
  comments: "A card's comments, drafts, attachments and read state.",
  approvals: "The approval flow of a card's stage.",
  timers: 'Time tracking on cards.',
  chat: "The workspace's live chat.",
  webhooks:
    "The organization's outgoing webhooks: endpoints, their delivery log, redeliveries and test events (issue 29; beyond the spec).",
  rules: "A workspace's board rules (a trigger, conditions, actions) and their run log (issue 38; beyond the spec).",
  imports: "A Trello board's JSON export imported as a new workspace (issue 40; beyond the spec).",
};

/**
 * One operation per route-table entry: a unique `operationId` (`operationIdOf`), its domain's tag, the
 * route's success status (`RouteEntry.status`, the status the handler answers) with the envelope of its
 * `data`, and every 4xx it can answer with the error envelope.
 * @throws Error when a route has no entry in ROUTE_SCHEMAS.
 */
function operationOf(route: RouteEntry) {
  const key = `${route.method} ${route.path}`;
  const schemas = ROUTE_SCHEMAS[key];
  if (!schemas) throw new Error(`No OpenAPI schemas for ${key}`);
  const status = successStatusOf(route);
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const success =
    status === 204
      ? { description: 'Done; no body.' }
      : schemas.text
        ? {
            description: `OK: a ${schemas.text} body, not the JSON envelope.`,
            content: { [schemas.text]: { schema: jsonSchema(schemas.response ?? z.string(), 'output') } },
          }
        : {
            description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'OK',
            content: envelopeContent(okEnvelope(schemas.response ?? z.null())),
          };
  return {
    operationId: operationIdOf(route),
    summary: route.summary,
    ...(schemas.description ? { description: schemas.description } : {}),
    tags: [route.domain],
    ...(route.deprecated ? { deprecated: true } : {}),
    ...(route.beyondSpec ? { 'x-beyond-spec': true } : {}),
    // Routes that change a card are refused (409) while it is in the recycle bin (./binned-cards.ts; decisions K41).
    ...(cardWriteOf(route) ? { 'x-greenlight-binned-card': 'refused' } : {}),
    // A personal API key works wherever a session does, but on the account's own routes (issue 29; decisions P9).
    // A reviewer route takes a reviewer session only (issue 37; decisions RL3).
    security:
      route.policy.kind === 'public'
        ? []
        : route.policy.kind === 'reviewer'
          ? [{ review_session: [] }]
          : ACCOUNT_ROUTES.has(key)
            ? [{ cognito: [] }]
            : [{ cognito: [] }, { api_key: [] }],
    'x-greenlight-policy': route.policy,
    parameters: [
      ...pathParams,
      ...queryParameters(schemas.query),
      ...organizationParameters(route, schemas),
      ...(route.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(schemas.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(status)]: success,
      ...Object.fromEntries(
        errorStatusesOf(route, schemas).map((code) => [
          code,
          { $ref: `#/components/responses/${ERROR_RESPONSES[code].name}` },
        ]),
      ),
      default: { $ref: '#/components/responses/ServerError' },
    },
  };
}

/** The whole document: one operation per route-table entry, and one `webhooks` entry per event type (issue 29). */
export function buildOpenApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  const errorResponses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([code, { name, description }]) => [
      name,
      {
        description,
        content: envelopeContent(
          code === '401' || code === '413'
            ? z.union([ErrorEnvelopeSchema, AuthorizerRefusalSchema])
            : ErrorEnvelopeSchema,
        ),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Greenlight API',
      version: '1',
      description: `Generated from the route table (functions/src/routes/route-table.ts) and the shared zod schemas (shared/schemas/). A success is \`{status: "ok", data}\` with the status the route declares; a failure is \`{status: "error" | "authentication_failure", message, errors?}\` with its HTTP status. Keys are snake_case.\n\n${API_KEY_GUIDE}\n\n${RECEIVE_A_WEBHOOK_MARKDOWN}`,
      license: { name: 'Proprietary' },
    },
    servers: [
      {
        url: '/',
        description:
          'The origin that serves the app: the local gateway (http://localhost:3000) or the CloudFront distribution.',
      },
    ],
    // The webhook events share the `webhooks` tag with the endpoint routes; the tag is added here only without them.
    tags: [
      ...DOMAINS.map((name) => ({ name, description: TAGS[name] })),
      ...((DOMAINS as readonly string[]).includes(WEBHOOKS_TAG.name) ? [] : [WEBHOOKS_TAG]),
    ],
    components: {
      securitySchemes: {
        cognito: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "A Cognito access token from `POST /api/v1/auth` (or the Hosted UI), verified by the API's authorizer.",
        },
        api_key: API_KEY_SECURITY_SCHEME,
        review_session: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A reviewer session (`glr_…`, 12 hours) from `POST /api/v1/review/sessions`: it reaches only `/api/v1/review/…`, on its one card (issue 37).',
        },
      },
      responses: {
        ...errorResponses,
        ServerError: {
          description: 'Something failed on our side (500), or AWS is throttling us (503 with Retry-After).',
          content: envelopeContent(ErrorEnvelopeSchema),
        },
      },
    },
    paths,
    // What Greenlight POSTs to webhook endpoints (issue 29; OpenAPI 3.1's top-level webhooks).
    webhooks: webhooksSection(jsonSchema),
  };
}
