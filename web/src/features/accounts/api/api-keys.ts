/**
 * The caller's personal API keys (issue 29 "Personal API keys"; beyond the spec; decisions P1–P4):
 * `GET /api/v1/api_keys` (never the keys themselves), `POST` (the key is in that answer only) and
 * `DELETE /api/v1/api_keys/{key_id}` (the key answers 401 at once).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyRequest } from '../../../../../shared/schemas/api-keys';
import { apiClient, noContent, unwrap } from '../../../lib/api-client';

/** Query options for the caller's keys. */
export function getApiKeysQueryOptions() {
  return queryOptions({ queryKey: ['users', 'api_keys'], queryFn: () => unwrap(apiClient.GET('/api/v1/api_keys')) });
}

/** The caller's keys, newest first. */
export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}

/** Creates a key; resolves with it as listed and the key itself, to show once. The list is fetched again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) => unwrap(apiClient.POST('/api/v1/api_keys', { body: input })),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }),
  });
}

/** Revokes a key by id; it leaves the cached list at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const { queryKey } = getApiKeysQueryOptions();
  return useMutation({
    mutationFn: (keyId: string) =>
      noContent(apiClient.DELETE('/api/v1/api_keys/{key_id}', { params: { path: { key_id: keyId } } })),
    meta: { errorToast: false },
    onSuccess: (_data, keyId) =>
      queryClient.setQueryData(queryKey, (list) =>
        list ? { api_keys: list.api_keys.filter((k) => k.id !== keyId) } : list,
      ),
  });
}
