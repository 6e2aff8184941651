/**
 * `PUT /api/v1/users/update_password`: change the password of a signed-in user, which needs the current
 * one (accounts spec §2 Edit Password form, §3 current_password, §5 password rules; §7 User).
 * A wrong current password answers `errors.current_password: ["is invalid"]`.
 */
import { useMutation } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { UpdatePasswordRequestSchema } from '../../../../../shared/schemas/user';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Request body of the call. */
export type UpdatePasswordInput = z.input<typeof UpdatePasswordRequestSchema>;

/** Changes the password; resolves with the server's text. */
export function updatePassword(body: UpdatePasswordInput): Promise<{ message: string }> {
  return unwrap(apiClient.PUT('/api/v1/users/update_password', { body }));
}

/** Update-password mutation; the form shows errors itself, so no toast. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword, meta: { errorToast: false } });
}
