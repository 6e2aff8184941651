/**
 * `POST /api/v1/users/resend_confirmation {email}`: Re-sends the confirmation e-mail (accounts spec §2 "/confirmation/resend"; §7 Auth).
 * The server answers the same text whether or not the address is known, so the page cannot be used to
 * find out who has an account.
 */
import { useMutation } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { EmailRequestSchema } from '../../../../../shared/schemas/auth';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Sends the e-mail; resolves with the server's text. */
export function resendConfirmation(body: z.input<typeof EmailRequestSchema>): Promise<{ message: string }> {
  return unwrap(apiClient.POST('/api/v1/users/resend_confirmation', { body }));
}

/** Mutation for the e-mail form; the form shows failures itself, so no toast. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, meta: { errorToast: false } });
}
