/**
 * Users domain (accounts spec §7 User; issue 3 "Profile", "Account deletion"): the caller's own profile,
 * password, notification ring and account deletion. Every action acts on the caller only.
 */
import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  UpdateDetailRequestSchema,
  UpdateNotificationRingRequestSchema,
  UpdatePasswordRequestSchema,
} from '../../../../shared/schemas/user';
import { cognitoClient } from '../../lib/aws/clients';
import { env } from '../../lib/env';
import { domainHandler, ok } from '../../lib/http/handler';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { getUser, toUserResponse, updateProfile, type UserRecord } from '../../data/users';
import { canDeleteAccount, requestAccountDeletion } from '../../services/accounts/deletion';
import { passwordSignIn } from '../../services/accounts/cognito-users';

async function requireUser(userId: string): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

const detail = async (user: UserRecord) => ({ ...toUserResponse(user), can_delete: await canDeleteAccount(user.user_id) });

export const handler = domainHandler('users', {
  'POST /api/v1/users/detail': async ({ caller }) => ok(await detail(await requireUser(caller!.userId))),

  'PUT /api/v1/users/update_detail': async ({ caller, body }) => {
    await requireUser(caller!.userId);
    const changes = parseInput(UpdateDetailRequestSchema, body);
    return ok(await detail(await updateProfile(caller!.userId, changes)));
  },

  // The current password is checked with a real sign-in, so a stolen session cannot change it.
  'PUT /api/v1/users/update_password': async ({ caller, body }) => {
    const user = await requireUser(caller!.userId);
    const { current_password, password } = parseInput(UpdatePasswordRequestSchema, body);
    try {
      await passwordSignIn(user.email, current_password);
    } catch (error) {
      if (['NotAuthorizedException', 'InvalidPasswordException'].includes((error as Error).name)) {
        throw new BadRequestError('current_password: is invalid', { current_password: ['is invalid'] });
      }
      throw error;
    }
    await cognitoClient().send(new AdminSetUserPasswordCommand({ UserPoolId: env.userPoolId(), Username: user.email, Password: password, Permanent: true }));
    return ok({ message: 'Your password has been updated.' });
  },

  'PUT /api/v1/users/update_notification_ring': async ({ caller, body }) => {
    await requireUser(caller!.userId);
    const { enable_notification_ring } = parseInput(UpdateNotificationRingRequestSchema, body);
    return ok(await detail(await updateProfile(caller!.userId, { enable_notification_ring })));
  },

  'DELETE /api/v1/users/destroy': async ({ caller }) => {
    await requireUser(caller!.userId);
    return ok(await requestAccountDeletion(caller!.userId));
  },
});
