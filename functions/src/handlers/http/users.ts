/**
 * Users domain (accounts spec §7 User): the caller's own profile.
 */
import { domainHandler, ok } from '../../lib/http/handler';
import { NotFoundError } from '../../lib/http/errors';
import { getUser, toUserResponse } from '../../data/users';

export const handler = domainHandler('users', {
  'POST /api/v1/users/detail': async ({ caller }) => {
    const user = await getUser(caller!.userId);
    if (!user) throw new NotFoundError('User not found');
    return ok(toUserResponse(user));
  },
});
