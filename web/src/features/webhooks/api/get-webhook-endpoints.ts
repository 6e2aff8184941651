/**
 * `GET /api/v1/organizations/{id}/webhook_endpoints` (issue 29 "Webhooks"; beyond the spec, BRIEF §8):
 * the organization's endpoints and the event types they may subscribe to. Owners and Admins only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import type { WebhookEndpointList } from './types';

/** The key every webhook query of an organization sits under (endpoints and delivery logs). */
export function getWebhooksScopeQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'webhooks'] as const;
}

/** Fetches the endpoints. */
export function getWebhookEndpoints(organizationId: string, signal?: AbortSignal): Promise<WebhookEndpointList> {
  return unwrap(
    apiClient.GET('/api/v1/organizations/{id}/webhook_endpoints', { params: { path: { id: organizationId } }, signal }),
  );
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
