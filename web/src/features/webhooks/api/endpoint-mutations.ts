/**
 * The endpoint writes of the Webhooks page (issue 29 "Webhooks"; beyond the spec, BRIEF §8), Owners and
 * Admins only: create (`POST`, 201 with the secret shown once), edit and enable/disable (`PATCH`), delete,
 * and rotate the secret (`POST …/rotate_secret`: the old one stays valid 24 h). Each refreshes the list.
 * Create and edit show their refusals in the form, rotate and delete in their dialogs (no toast); the
 * enable/disable toggle toasts the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, noContent, unwrap } from '../../../lib/api-client';
import { getWebhooksScopeQueryKey } from './get-webhook-endpoints';
import type { CreateEndpointRequest, UpdateEndpointRequest } from './types';

function useRefreshList(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getWebhooksScopeQueryKey(organizationId) });
}

/** Creates an endpoint; answers it with its secret. */
export function useCreateEndpoint(organizationId: string) {
  const refresh = useRefreshList(organizationId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: CreateEndpointRequest) =>
      unwrap(
        apiClient.POST('/api/v1/organizations/{id}/webhook_endpoints', {
          params: { path: { id: organizationId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** Changes an endpoint's URL, description, event types or enabled state. */
export function useUpdateEndpoint(organizationId: string, endpointId: string, options: { errorToast?: boolean } = {}) {
  const refresh = useRefreshList(organizationId);
  return useMutation({
    meta: { errorToast: options.errorToast ?? false },
    mutationFn: (body: UpdateEndpointRequest) =>
      unwrap(
        apiClient.PATCH('/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}', {
          params: { path: { id: organizationId, endpoint_id: endpointId } },
          body,
        }),
      ),
    onSuccess: refresh,
  });
}

/** Deletes an endpoint (its log goes with it). */
export function useDeleteEndpoint(organizationId: string, endpointId: string) {
  const refresh = useRefreshList(organizationId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: () =>
      noContent(
        apiClient.DELETE('/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}', {
          params: { path: { id: organizationId, endpoint_id: endpointId } },
        }),
      ),
    onSuccess: refresh,
  });
}

/** Rotates the secret; answers the new one (shown once). */
export function useRotateSecret(organizationId: string, endpointId: string) {
  const refresh = useRefreshList(organizationId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: () =>
      unwrap(
        apiClient.POST('/api/v1/organizations/{id}/webhook_endpoints/{endpoint_id}/rotate_secret', {
          params: { path: { id: organizationId, endpoint_id: endpointId } },
        }),
      ),
    onSuccess: refresh,
  });
}
