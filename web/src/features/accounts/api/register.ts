/**
 * `POST /api/v1/users`: create an account (accounts spec §2 Register "Create Account", §5 validation,
 * §7 Auth). The server answers "Check your email for confirmation." and e-mails the confirmation link.
 */
import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../../../shared/schemas/auth';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Registers an account; resolves with the server's confirmation text. */
export function register(body: RegisterRequest): Promise<{ message: string }> {
  return unwrap(apiClient.POST('/api/v1/users', { body }));
}

/** Register mutation; the form shows failures itself (field errors and an Alert), so no toast. */
export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorToast: false } });
}
