/**
 * `DELETE /api/v1/users/destroy`: request deletion of the caller's account (accounts spec §4 Account:
 * "Account deletion blocks login for 24 hours and removes data after 15 days"; §5 can_delete and the
 * confirmation text; §7 User). A user still in shared workspaces gets 400 "Oops! Leave all shared
 * workspaces to proceed.". On success the local session ends and the user goes to /login.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Requests deletion; resolves with the server's text. */
export function deleteAccount(): Promise<{ message: string }> {
  return unwrap(apiClient.DELETE('/api/v1/users/destroy'));
}

/** Delete-account mutation; the confirm dialog shows a failure itself, so no toast. */
export function useDeleteAccount(options: { onSuccess?: (result: { message: string }) => void } = {}) {
  return useMutation({
    mutationFn: deleteAccount,
    meta: { errorToast: false },
    onSuccess: (result) => {
      // The server has signed the account out everywhere; end the local session first, so /login
      // (a public page) accepts the visitor.
      clearSession('logout');
      options.onSuccess?.(result);
    },
  });
}
