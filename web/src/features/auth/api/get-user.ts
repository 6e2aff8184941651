/**
 * `POST /api/v1/users/detail`: the signed-in user's profile (accounts spec §3 User, §7 User).
 * Keeps the stored user entry fresh (name, initials, personal organization).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../../shared/schemas/user';
import { apiClient, unwrap } from '../../../lib/api-client';
import { updateStoredUser } from '../../../lib/session';

/** Fetches the caller's profile and refreshes the stored copy. */
export async function getUser(): Promise<User> {
  const user = await unwrap(apiClient.POST('/api/v1/users/detail'));
  updateStoredUser(user);
  return user;
}

/** Query options for the caller's profile. */
export function getUserQueryOptions() {
  return queryOptions({ queryKey: ['users', 'detail'], queryFn: getUser, staleTime: 60_000 });
}

/** The caller's profile. */
export function useUser() {
  return useQuery(getUserQueryOptions());
}
