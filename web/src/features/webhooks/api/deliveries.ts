/**
 * An endpoint's delivery log and its actions (issue 29 "A delivery log per endpoint … Admins can redeliver
 * one attempt and send a test event"; beyond the spec, BRIEF §8): `GET …/deliveries` (the last 100 events,
 * each with its attempts: issue 35), `POST …/deliveries/{delivery_id}/redeliver` (202) and `POST …/test` (202).
 * Both actions queue a delivery, so the log is refetched after them, every 5 s while open, and by hand.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { endpointsPath, getWebhooksScopeQueryKey } from './get-webhook-endpoints';
import type { WebhookDeliveryEvent } from './types';

/** Query options for one endpoint's log: its events newest first, each with its attempts, as the API answers it. */
export function getDeliveriesQueryOptions(organizationId: string, endpointId: string) {
  return queryOptions({
    queryKey: [...getWebhooksScopeQueryKey(organizationId), 'deliveries', endpointId] as const,
    queryFn: ({ signal }) =>
      api.get<{ events: WebhookDeliveryEvent[] }>(`${endpointsPath(organizationId, endpointId)}/deliveries`, undefined, signal),
    select: (data) => data.events,
  });
}

/** While a log is open it is refetched this often (ms), since deliveries happen after the action that queued them. */
export const DELIVERY_LOG_REFRESH_MS = 5_000;

/** The log; `enabled` is false until the log is opened. */
export function useDeliveries(organizationId: string, endpointId: string, enabled: boolean) {
  return useQuery({ ...getDeliveriesQueryOptions(organizationId, endpointId), enabled, refetchInterval: enabled ? DELIVERY_LOG_REFRESH_MS : false });
}

function useRefreshLog(organizationId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getDeliveriesQueryOptions(organizationId, endpointId).queryKey });
}

/** Queues one attempt's event again; its variable is the delivery id. */
export function useRedeliver(organizationId: string, endpointId: string) {
  const refresh = useRefreshLog(organizationId, endpointId);
  return useMutation({
    mutationFn: (deliveryId: string) => api.post<unknown>(`${endpointsPath(organizationId, endpointId)}/deliveries/${deliveryId}/redeliver`),
    onSuccess: refresh,
  });
}

/** Queues a test event (`ping`-like, of the endpoint's own organization) for the endpoint. */
export function useSendTestEvent(organizationId: string, endpointId: string) {
  const refresh = useRefreshLog(organizationId, endpointId);
  return useMutation({
    mutationFn: () => api.post<{ queued: boolean; event_id: string }>(`${endpointsPath(organizationId, endpointId)}/test`),
    onSuccess: refresh,
  });
}
