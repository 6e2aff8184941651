/**
 * `GET /api/v1/organizations/{id}/webhook_endpoints` (issue 29 "Webhooks"; beyond the spec, BRIEF §8):
 * the organization's endpoints and the event types they may subscribe to. Owners and Admins only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { WebhookEndpointList } from './types';

/** The key every webhook query of an organization sits under (endpoints and delivery logs). */
export function getWebhooksScopeQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'webhooks'] as const;
}

/** The base path of the organization's endpoints. */
export function endpointsPath(organizationId: string, endpointId?: string): string {
  const base = `/api/v1/organizations/${organizationId}/webhook_endpoints`;
  return endpointId ? `${base}/${endpointId}` : base;
}

/** Fetches the endpoints. */
export function getWebhookEndpoints(organizationId: string, signal?: AbortSignal): Promise<WebhookEndpointList> {
  return api.get<WebhookEndpointList>(endpointsPath(organizationId), undefined, signal);
}

/** Query options for the endpoint list. */
export function getWebhookEndpointsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: [...getWebhooksScopeQueryKey(organizationId), 'endpoints'] as const,
    queryFn: ({ signal }) => getWebhookEndpoints(organizationId, signal),
  });
}

/** The organization's endpoints. */
export function useWebhookEndpoints(organizationId: string) {
  return useQuery(getWebhookEndpointsQueryOptions(organizationId));
}
