/**
 * `GET /api/v1/users/confirmation?confirmation_token=`: confirm an account from the e-mailed link
 * (accounts spec §2 Confirmation page, §4 Account "confirmed by e-mail link").
 * A token works once, so the query is never refetched or retried: a second call would report the
 * already-used token as invalid.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Confirms the account the token belongs to; resolves with the server's text. */
export function confirmEmail(confirmationToken: string, signal?: AbortSignal): Promise<{ message: string }> {
  return unwrap(
    apiClient.GET('/api/v1/users/confirmation', {
      params: { query: { confirmation_token: confirmationToken } },
      signal,
    }),
  );
}

/** Query options: one call per token for the page's lifetime. */
export function getConfirmEmailQueryOptions(confirmationToken: string) {
  return queryOptions({
    queryKey: ['users', 'confirmation', confirmationToken],
    queryFn: () => confirmEmail(confirmationToken),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorToast: false },
  });
}

/** The confirmation result for `confirmationToken`. */
export function useConfirmEmail(confirmationToken: string) {
  return useQuery(getConfirmEmailQueryOptions(confirmationToken));
}
