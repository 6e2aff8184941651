/**
 * `POST /api/v1/users/detail`: the signed-in user's profile with can_delete, for the Edit Profile view
 * (accounts spec §3 User, §5 account deletion, §7 User). Refreshes the stored user entry, so the header
 * avatar and name follow every profile change.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { UserDetailSchema } from '../../../../../shared/schemas/user';
import { apiClient, unwrap } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/** The profile as `POST /api/v1/users/detail` returns it: the user plus can_delete. */
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** Keeps the stored user entry (the "logged in" marker, read by the header) in step with `detail`. */
export function storeProfile(detail: UserDetail): void {
  const { can_delete: _canDelete, ...user } = detail;
  updateStoredUser(user);
}

/** Fetches the caller's profile. */
export async function getProfile(): Promise<UserDetail> {
  const detail = await unwrap(apiClient.POST('/api/v1/users/detail'));
  storeProfile(detail);
  return detail;
}

/** Query options for the caller's profile. */
export function getProfileQueryOptions() {
  return queryOptions({ queryKey: ['users', 'detail', 'profile'], queryFn: getProfile });
}

/** The caller's profile. */
export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
