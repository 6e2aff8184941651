/**
 * `PUT /api/v1/users/update_detail`: first_name (required), last_name, send_email_notification and a
 * new picture's `logo_key` (accounts spec §2 Edit Profile modal, §5 "Profile: first_name required",
 * §7 User). Answers the updated profile.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { UpdateDetailRequestSchema } from '../../../../../shared/schemas/user';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getProfileQueryOptions, storeProfile, type UserDetail } from './get-profile';

/** Request body of the call. */
export type UpdateProfileInput = z.input<typeof UpdateDetailRequestSchema>;

/** Saves the profile; resolves with the updated profile. */
export function updateProfile(body: UpdateProfileInput): Promise<UserDetail> {
  return unwrap(apiClient.PUT('/api/v1/users/update_detail', { body }));
}

/** Update-profile mutation; the form lists errors above itself (accounts spec §8), so no toast. */
export function useUpdateProfile(options: { onSuccess?: (detail: UserDetail) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorToast: false },
    onSuccess: (detail) => {
      storeProfile(detail);
      options.onSuccess?.(detail);
      return queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    },
  });
}
