/**
 * `POST /api/v1/users/request_unlock {email}`: Re-sends the unlock e-mail (accounts spec §2 "/users/unlock/request"; §4 locked accounts; §7 Auth).
 * The server answers "Check your email for instructions." whether or not the address is known, so the
 * page cannot be used to find out who has an account.
 */
import { useMutation } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { EmailRequestSchema } from '../../../../../shared/schemas/auth';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Sends the e-mail; resolves with the server's text. */
export function requestUnlock(body: z.input<typeof EmailRequestSchema>): Promise<{ message: string }> {
  return unwrap(apiClient.POST('/api/v1/users/request_unlock', { body }));
}

/** Mutation for the e-mail form; the form shows failures itself, so no toast. */
export function useRequestUnlock() {
  return useMutation({ mutationFn: requestUnlock, meta: { errorToast: false } });
}
