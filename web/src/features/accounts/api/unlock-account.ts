/**
 * `POST /api/v1/users/unlock_account {unlock_token}`: unlock a locked account from the e-mailed link
 * (accounts spec §2 "/users/unlock (reads unlock_token and unlocks at once)", §4 Account; §7 Auth).
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Unlocks the account the token belongs to; resolves with the server's text. */
export function unlockAccount(unlockToken: string): Promise<{ message: string }> {
  return unwrap(apiClient.POST('/api/v1/users/unlock_account', { body: { unlock_token: unlockToken } }));
}

/** Unlock mutation; the page shows the outcome itself, so no toast. */
export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount, meta: { errorToast: false } });
}
