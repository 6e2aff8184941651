/**
 * `GET /api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries/{delivery_id}` (issue 35 "let
 * an admin see the request body and headers that were sent"; beyond the spec): one attempt with the request
 * as sent and the first 2 KB of the answer. An attempt never changes, so it is read once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWebhooksScopeQueryKey } from './get-webhook-endpoints';

/** Fetches one attempt. */
export async function getDelivery(
  organizationId: string,
  endpointId: string,
  deliveryId: string,
  signal?: AbortSignal,
) {
  const path = { id: organizationId, endpoint_id: endpointId, delivery_id: deliveryId };
  return (
    await unwrap(
      apiClient.GET('/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries/{delivery_id}', {
        params: { path },
        signal,
      }),
    )
  ).delivery;
}

/** Query options for one attempt. */
export function getDeliveryQueryOptions(organizationId: string, endpointId: string, deliveryId: string) {
  return queryOptions({
    queryKey: [...getWebhooksScopeQueryKey(organizationId), 'delivery', endpointId, deliveryId] as const,
    queryFn: ({ signal }) => getDelivery(organizationId, endpointId, deliveryId, signal),
    staleTime: Infinity,
  });
}

/** One attempt; `enabled` is false until its disclosure is opened. */
export function useDelivery(organizationId: string, endpointId: string, deliveryId: string, enabled: boolean) {
  return useQuery({ ...getDeliveryQueryOptions(organizationId, endpointId, deliveryId), enabled });
}
