/**
 * `PUT /api/v1/user/password/update`: set a new password with the e-mailed reset token (accounts spec §2
 * Change password: password and password_confirmation; §7 Auth). An expired or used token answers 400
 * with "Reset password token is invalid or has expired.".
 */
import { useMutation } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { ResetPasswordRequestSchema } from '../../../../../shared/schemas/auth';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Request body of the call. */
export type ResetPasswordInput = z.input<typeof ResetPasswordRequestSchema>;

/** Changes the password; resolves with the server's text. */
export function resetPassword(body: ResetPasswordInput): Promise<{ message: string }> {
  return unwrap(apiClient.PUT('/api/v1/user/password/update', { body }));
}

/** Reset-password mutation; the form shows failures itself, so no toast. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorToast: false } });
}
