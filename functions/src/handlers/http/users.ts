/**
 * Users domain (accounts spec §7 User; issue 3 "Profile", "Account deletion"): the caller's own profile,
 * password, notification ring and account deletion. Every action acts on the caller only.
 */
import { ActivitiesQuerySchema } from '../../../../shared/schemas/activity';
import { PROFILE_NOT_FOUND, profileActivities } from '../../services/activity/profile-activities';
import { isUuid } from '../../lib/ids/uuid';
import {
  UpdateDetailRequestSchema,
  UpdateNotificationRingRequestSchema,
  UpdatePasswordRequestSchema,
} from '../../../../shared/schemas/user';
import { domainHandler, ok, type ApiRequest } from '../domain-handler';
import { USERS_ROUTES } from '../../routes/domains/users';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { LogoUploadRequestSchema } from '../../../../shared/schemas/uploads';
import { getUser, replaceProfilePicture, updateProfile, type UserRecord } from '../../data/users';
import { deleteLogo, presignAvatarUpload, processAvatar } from '../../services/accounts/avatar';
import { presentUser } from '../../services/accounts/present-user';
import { canDeleteAccount, requestAccountDeletion } from '../../services/accounts/deletion';
import { passwordSignIn, setCognitoPassword } from '../../services/accounts/cognito-users';
import { endAllSessions } from '../../services/accounts/sessions';
import { CALENDAR_FEED_ACTIONS } from './actions/calendar-feed';
import { API_KEY_ACTIONS } from './actions/api-keys';

/** The caller's user item: the one the authorization step read (issue 10), else read now. */
async function requireUser({ caller, access }: Pick<ApiRequest, 'caller' | 'access'>): Promise<UserRecord> {
  const user = access.user === undefined ? await getUser(caller!.userId) : access.user;
  if (!user) throw new NotFoundError('User not found');
  return user;
}

const detail = async (user: UserRecord) => ({
  ...(await presentUser(user)),
  can_delete: await canDeleteAccount(user.user_id),
});

export const handler = domainHandler('users', USERS_ROUTES, {
  'POST /api/v1/users/detail': async ({ caller, access }) => ok(await detail(await requireUser({ caller, access }))),

  'POST /api/v1/users/logo_upload': async ({ caller, body }) => {
    const { content_type } = parseInput(LogoUploadRequestSchema, body);
    return ok(await presignAvatarUpload(caller!.userId, content_type));
  },

  // A new picture is verified and rendered before the profile points at it; the one that write replaced is then
  // removed, so two confirms at once leave one picture and no stray renditions (decisions ON3).
  'PUT /api/v1/users/update_detail': async ({ caller, access, body }) => {
    const user = await requireUser({ caller, access });
    const { logo_key, ...changes } = parseInput(UpdateDetailRequestSchema, body);
    if (!logo_key) return ok(await detail(await updateProfile(user.user_id, changes)));
    const logoFolder = await processAvatar(user.user_id, logo_key);
    const { user: updated, previousLogoKey } = await replaceProfilePicture(user.user_id, changes, logoFolder);
    if (previousLogoKey) await deleteLogo(previousLogoKey);
    return ok(await detail(updated));
  },

  // The current password is checked with a real sign-in, so a stolen session cannot change it.
  'PUT /api/v1/users/update_password': async ({ caller, access, body }) => {
    const user = await requireUser({ caller, access });
    const { current_password, password } = parseInput(UpdatePasswordRequestSchema, body);
    try {
      await passwordSignIn(user.email, current_password);
    } catch (error) {
      if (['NotAuthorizedException', 'InvalidPasswordException'].includes((error as Error).name)) {
        throw new BadRequestError('Current password is invalid', { current_password: ['is invalid'] });
      }
      throw error;
    }
    await setCognitoPassword(user.email, password);
    // A new password ends every session, this one too: whoever knew the old one is signed out (decisions S10).
    await endAllSessions({ userId: user.user_id, username: user.email });
    return ok({ message: 'Your password has been updated.' });
  },

  'PUT /api/v1/users/update_notification_ring': async ({ caller, access, body }) => {
    await requireUser({ caller, access });
    const { enable_notification_ring } = parseInput(UpdateNotificationRingRequestSchema, body);
    return ok(await detail(await updateProfile(caller!.userId, { enable_notification_ring })));
  },

  // The user activity page (accounts spec §2, §7 Activity; decisions A30): 404 unless the caller shares an organization with them.
  'GET /api/v1/user_profiles/{id}/activities': async ({ caller, params, query }) => {
    const { page, per_page, last_id } = parseInput(ActivitiesQuerySchema, query);
    if (!isUuid(params.id)) throw new NotFoundError(PROFILE_NOT_FOUND);
    return ok(
      await profileActivities(caller!.userId, params.id!.toLowerCase(), { page, perPage: per_page, lastId: last_id }),
    );
  },

  'DELETE /api/v1/users/destroy': async ({ caller, access }) => {
    await requireUser({ caller, access });
    return ok(await requestAccountDeletion(caller!.userId));
  },

  // The iCal feed (issue 28; beyond the spec).
  ...CALENDAR_FEED_ACTIONS,
  // Personal API keys (issue 29; beyond the spec).
  ...API_KEY_ACTIONS,
});
