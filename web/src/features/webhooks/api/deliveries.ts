/**
 * An endpoint's delivery log and its actions (issue 29 "A delivery log per endpoint … Admins can redeliver
 * one attempt and send a test event"; beyond the spec, BRIEF §8): `GET …/deliveries` (the last 100 events,
 * each with its attempts: issue 35), `POST …/deliveries/{delivery_id}/redeliver` (202) and `POST …/test` (202).
 * Both actions queue a delivery, so the log is refetched after them, every 5 s while open, and by hand.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWebhooksScopeQueryKey } from './get-webhook-endpoints';

/** Query options for one endpoint's log: its events newest first, each with its attempts, as the API answers it. */
export function getDeliveriesQueryOptions(organizationId: string, endpointId: string) {
  return queryOptions({
    queryKey: [...getWebhooksScopeQueryKey(organizationId), 'deliveries', endpointId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries', {
          params: { path: { id: organizationId, endpoint_id: endpointId } },
          signal,
        }),
      ),
    select: (data) => data.events,
  });
}

/** While a log is open it is refetched this often (ms), since deliveries happen after the action that queued them. */
export const DELIVERY_LOG_REFRESH_MS = 5_000;

/** The log; `enabled` is false until the log is opened. */
export function useDeliveries(organizationId: string, endpointId: string, enabled: boolean) {
  return useQuery({
    ...getDeliveriesQueryOptions(organizationId, endpointId),
    enabled,
    refetchInterval: enabled ? DELIVERY_LOG_REFRESH_MS : false,
  });
}

function useRefreshLog(organizationId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: getDeliveriesQueryOptions(organizationId, endpointId).queryKey });
}

/** Queues one attempt's event again; its variable is the delivery id. */
export function useRedeliver(organizationId: string, endpointId: string) {
  const refresh = useRefreshLog(organizationId, endpointId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        apiClient.POST(
          '/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/deliveries/{delivery_id}/redeliver',
          { params: { path: { id: organizationId, endpoint_id: endpointId, delivery_id: deliveryId } } },
        ),
      ),
    onSuccess: refresh,
  });
}

/** Queues a test event (`ping`-like, of the endpoint's own organization) for the endpoint. */
export function useSendTestEvent(organizationId: string, endpointId: string) {
  const refresh = useRefreshLog(organizationId, endpointId);
  return useMutation({
    mutationFn: () =>
      unwrap(
        apiClient.POST('/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/test', {
          params: { path: { id: organizationId, endpoint_id: endpointId } },
        }),
      ),
    onSuccess: refresh,
  });
}
