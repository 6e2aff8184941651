/**
 * Webhooks domain: an organization's outgoing webhook endpoints, their delivery log, redeliveries and test
 * events (issue 29 "Webhooks"; BRIEF §8; shared/schemas/webhooks.ts; decisions H1–H30). The route policy
 * admits the organization's Owner and Admins; an endpoint is read by (organization, endpoint id), so another
 * organization's id is simply not found.
 *
 * Times come from the request's clock (functions/src/lib/clock.ts), so tests can run a rotation or a
 * delivery "24 hours later"; on the local stack the clock also travels with queued test and redelivery
 * messages (decisions H17).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CreateWebhookEndpointRequestSchema,
  UpdateWebhookEndpointRequestSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING_TYPE,
  WEBHOOK_SECRET_PREFIX,
  type WebhookEvent,
} from '../../../../shared/schemas/webhooks';
import {
  getWebhookDelivery,
  listWebhookDeliveryEvents,
  toWebhookDeliveryDetail,
  toWebhookDeliveryEventView,
} from '../../data/webhook-deliveries';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  requireWebhookEndpoint,
  toWebhookEndpointView,
  updateWebhookEndpoint,
  type WebhookEndpointChanges,
  type WebhookEndpointRecord,
} from '../../data/webhooks';
import { CLOCK_HEADER, requestNow } from '../../lib/clock';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { domainHandler, ok, type ApiRequest } from '../domain-handler';
import { parseInput } from '../../lib/http/validate';
import { uuidv7 } from '../../lib/ids/uuid';
import { checkWebhookUrl, WebhookUrlError } from '../../lib/webhooks/address';
import { sendWebhookMessages, type WebhookMessage } from '../../lib/webhooks/queue';
import { WEBHOOKS_ROUTES } from '../../routes/domains/webhooks';
import { webhookActors } from '../../services/webhooks/publish';

/**
 * A new signing secret: `whsec_` and 32 random bytes in standard base64 (44 characters), the form Standard
 * Webhooks libraries decode (decisions LB6; before issue 36 it was base64url).
 */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The URL checked for this stage. @throws BadRequestError under `url` with the reason. */
async function checkedUrl(url: string): Promise<string> {
  try {
    return (await checkWebhookUrl(url.trim())).toString();
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    throw new BadRequestError(error.message, { url: [error.message] });
  }
}

/** The request's organization, endpoint id and instant. */
function context(request: ApiRequest) {
  return {
    organizationId: request.access.organizationId!,
    endpointId: request.params.endpoint_id!,
    now: requestNow(request.headers),
  };
}

/** Local stack only: the request's clock instant, carried by the message (decisions H17). */
function clockOf(request: ApiRequest, now: number): Pick<WebhookMessage, 'clock'> {
  return process.env.LOCAL_CLOCK_HEADER === '1' && request.headers[CLOCK_HEADER]
    ? { clock: new Date(now).toISOString() }
    : {};
}

/** An admin-made message (test or redelivery) may only go to an enabled endpoint. */
function requireEnabled(endpoint: WebhookEndpointRecord): void {
  if (endpoint.enabled === false) throw new BadRequestError(WEBHOOK_MESSAGES.endpointDisabled);
}

export const handler = domainHandler('webhooks', WEBHOOKS_ROUTES, {
  'GET /api/v1/organizations/{id}/webhook_endpoints': async ({ access }) => {
    const endpoints = await listWebhookEndpoints(access.organizationId!, { consistent: true });
    return ok({ webhook_endpoints: endpoints.map(toWebhookEndpointView), event_types: [...WEBHOOK_EVENT_TYPES] });
  },

  'POST /api/v1/organizations/{id}/webhook_endpoints': async (request) => {
    const { organizationId, now } = context(request);
    const input = parseInput(CreateWebhookEndpointRequestSchema, request.body);
    const url = await checkedUrl(input.url);
    const at = new Date(now).toISOString();
    const secret = newSecret();
    const record = await createWebhookEndpoint({
      organization_id: organizationId,
      endpoint_id: randomUUID(),
      url,
      description: (input.description ?? '').trim(),
      event_types: [...new Set(input.event_types)],
      enabled: true,
      secret,
      created_by: request.caller!.userId,
      created_at: at,
      updated_at: at,
    } as WebhookEndpointRecord);
    return ok({ webhook_endpoint: toWebhookEndpointView(record), secret });
  },

  'PATCH /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}': async (request) => {
    const { organizationId, endpointId, now } = context(request);
    const input = parseInput(UpdateWebhookEndpointRequestSchema, request.body);
    if (Object.values(input).every((value) => value === undefined))
      throw new BadRequestError(WEBHOOK_MESSAGES.nothingToChange);
    await requireWebhookEndpoint(organizationId, endpointId);
    const changes: WebhookEndpointChanges = { updated_at: new Date(now).toISOString() };
    if (input.url !== undefined) changes.url = await checkedUrl(input.url);
    if (input.description !== undefined) changes.description = input.description.trim();
    if (input.event_types !== undefined) changes.event_types = [...new Set(input.event_types)];
    if (input.enabled !== undefined)
      Object.assign(changes, {
        enabled: input.enabled,
        disabled_reason: null,
        ...(input.enabled ? { failing_since: null } : {}),
      });
    const updated = await updateWebhookEndpoint(organizationId, endpointId, changes);
    if (!updated) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    return ok({ webhook_endpoint: toWebhookEndpointView(updated) });
  },

  'DELETE /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}': async (request) => {
    const { organizationId, endpointId } = context(request);
    if (!(await deleteWebhookEndpoint(organizationId, endpointId))) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    return ok(null);
  },

  'POST /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/rotate_secret': async (request) => {
    const { organizationId, endpointId, now } = context(request);
    const endpoint = await requireWebhookEndpoint(organizationId, endpointId);
    const secret = newSecret();
    const at = new Date(now).toISOString();
    const updated = await updateWebhookEndpoint(
      organizationId,
      endpointId,
      {
        secret,
        previous_secret: endpoint.secret,
        previous_secret_expires_at: now + WEBHOOK_LIMITS.previousSecretValidMs,
        secret_rotated_at: at,
        updated_at: at,
      },
      // Conditioned on the secret read, so two rotations racing cannot lose the secret still in use.
      { attr: 'secret', eq: endpoint.secret },
    );
    if (!updated) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    return ok({ webhook_endpoint: toWebhookEndpointView(updated), secret });
  },

  'GET /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries': async (request) => {
    const { organizationId, endpointId, now } = context(request);
    await requireWebhookEndpoint(organizationId, endpointId);
    const events = await listWebhookDeliveryEvents(endpointId, Math.max(now, Date.now()));
    return ok({ events: events.map(toWebhookDeliveryEventView) });
  },

  'GET /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries/{delivery_id}': async (request) => {
    const { organizationId, endpointId } = context(request);
    await requireWebhookEndpoint(organizationId, endpointId);
    const delivery = await getWebhookDelivery(endpointId, request.params.delivery_id!);
    if (!delivery || delivery.organization_id !== organizationId)
      throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
    return ok({ delivery: toWebhookDeliveryDetail(delivery) });
  },

  'POST /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries/{delivery_id}/redeliver': async (
    request,
  ) => {
    const { organizationId, endpointId, now } = context(request);
    const endpoint = await requireWebhookEndpoint(organizationId, endpointId);
    const delivery = await getWebhookDelivery(endpointId, request.params.delivery_id!);
    if (!delivery || delivery.organization_id !== organizationId)
      throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
    requireEnabled(endpoint);
    const event = JSON.parse(delivery.payload) as WebhookEvent;
    const message: WebhookMessage = {
      endpoint_id: endpointId,
      organization_id: organizationId,
      redelivery: true,
      event,
      ...clockOf(request, now),
    };
    await sendWebhookMessages([{ message, groupId: delivery.group_id ?? event.id, dedupSalt: uuidv7() }]);
    return ok({ queued: true });
  },

  'POST /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/test': async (request) => {
    const { organizationId, endpointId, now } = context(request);
    const endpoint = await requireWebhookEndpoint(organizationId, endpointId);
    requireEnabled(endpoint);
    const callerId = request.caller!.userId;
    const event: WebhookEvent = {
      id: randomUUID(),
      type: WEBHOOK_PING_TYPE,
      created_at: new Date(now).toISOString(),
      organization_id: organizationId,
      workspace_id: null,
      // The admin who sent the test is its actor (issue 35).
      actor: (await webhookActors([callerId])).get(callerId) ?? null,
      data: { object: { endpoint_id: endpointId, message: 'This is a test event from Greenlight.' } },
    };
    await sendWebhookMessages([
      {
        message: {
          endpoint_id: endpointId,
          organization_id: organizationId,
          redelivery: true,
          event,
          ...clockOf(request, now),
        },
        groupId: event.id,
      },
    ]);
    return ok({ queued: true, event_id: event.id });
  },
});
