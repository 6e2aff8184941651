/**
 * The webhook shapes the page reads (issue 29 "Webhooks"; beyond the spec, BRIEF §8): an endpoint as the
 * list answers it, a delivery attempt of its log, and the answers that carry a new secret.
 * Provisional copy of the REST contract until shared/schemas/webhooks.ts lands.
 */

/** An endpoint of the organization (no secret: that is shown once, in {@link EndpointWithSecret}). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  /** Why the server disabled it (e.g. failing for 24 h), or null. */
  disabled_reason: string | null;
  /** ISO time of the first failure of the current run of failures, or null. */
  failing_since: string | null;
  secret_rotated_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `GET …/webhook_endpoints`: the endpoints and every event type an endpoint may want. */
export interface WebhookEndpointList {
  webhook_endpoints: WebhookEndpoint[];
  event_types: string[];
}

/** Create and rotate answers: the endpoint and its `whsec_…` secret, shown once. */
export interface EndpointWithSecret {
  webhook_endpoint: WebhookEndpoint;
  secret: string;
}

/** One attempt of the delivery log. */
export interface WebhookDelivery {
  id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  /** The receiver's HTTP status, or null when no answer came (timeout, refused, DNS). */
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  attempted_at: string;
  /** The first 2 KB of the receiver's answer. */
  response_body: string;
  redelivery: boolean;
}

/** `POST …/webhook_endpoints` body. */
export interface CreateEndpointRequest {
  url: string;
  description?: string;
  event_types: string[];
}

/** `PATCH …/webhook_endpoints/{endpoint_id}` body. */
export type UpdateEndpointRequest = Partial<CreateEndpointRequest & { enabled: boolean }>;
