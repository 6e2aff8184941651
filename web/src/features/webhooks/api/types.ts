/**
 * The webhook shapes the page reads and sends (issue 29 "Webhooks"; beyond the spec, BRIEF §8), from the
 * shared REST contract (shared/schemas/webhooks.ts, webhook-deliveries.ts): an endpoint, the list answer, the
 * log's events and attempts (issue 35), the answers that carry a new secret, and the request bodies.
 */
import type {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '../../../../../shared/schemas/webhooks';
import type {
  WebhookAttemptSummary,
  WebhookDeliveryDetail,
  WebhookDeliveryEvent,
} from '../../../../../shared/schemas/webhook-deliveries';

export type {
  WebhookAttemptSummary,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryEvent,
  WebhookEndpoint,
  WebhookEndpointList,
};
/** Create and rotate answers: the endpoint and its `whsec_…` secret, shown once. */
export type EndpointWithSecret = WebhookEndpointWithSecret;
/** `POST …/webhook_endpoints` body. */
export type CreateEndpointRequest = CreateWebhookEndpointRequest;
/** `PATCH …/webhook_endpoints/{endpoint_id}` body. */
export type UpdateEndpointRequest = UpdateWebhookEndpointRequest;
