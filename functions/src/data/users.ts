/**
 * User records and account bootstrap (accounts spec §3 User; BRIEF §2 "Personal organization").
 */
import { randomUUID } from 'node:crypto';
import { addMonths, subDays } from 'date-fns';
import type { User } from '../../../shared/schemas/user';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { sessionCutoffAt } from '../lib/auth/session';
import { isConditionFailure } from './access';
import { getItem, getItems, keyQuery, patchItem, queryAll, type Item } from './access';
import { createTransaction, runTransaction } from './transactions';
import { Organization, OrganizationMember } from './entities/organization';
import { User as UserItem, USER_BY_EMAIL, USER_MODEL } from './entities/user';
import { WorkspaceMember } from './entities/workspace';
import { cancelScheduleEntry, enqueueScheduleEntry } from './schedule-entries';
import { listWorkspaceMembershipsOfUser } from './workspaces';
import { nameInitials } from '../lib/text/names';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages';

export type UserRecord = Item<typeof UserItem>;

/** Get a user by Cognito sub (table). */
export async function getUser(userId: string): Promise<UserRecord | null> {
  return getItem(UserItem, { user_id: userId });
}

/** Get several users by id in one BatchGetItem (missing ids are left out). */
export async function getUsers(userIds: string[]): Promise<Map<string, UserRecord>> {
  if (userIds.length === 0) return new Map();
  const users = await getItems(
    UserItem,
    userIds.map((user_id) => ({ user_id })),
  );
  return new Map(users.map((u) => [u.user_id, u]));
}

/** Get a user by e-mail (gsi1; e-mails are stored lower-cased). */
export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const [user] = await queryAll(UserItem, keyQuery(USER_MODEL, USER_BY_EMAIL, { email: email.toLowerCase() }), {
    count: 1,
  });
  return user ?? null;
}

export interface NewUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** From the sign-up's Accept-Language (issue 41); English when absent. */
  language?: Language;
}

/**
 * Create the user record with its personal organization ("My Workspace") and owner membership, in one
 * transaction. Idempotent: when the user already exists nothing is written and the existing user returns
 * (Cognito may retry the PostConfirmation trigger).
 */
export async function createUserWithPersonalOrganization(input: NewUser): Promise<UserRecord> {
  const existing = await getUser(input.userId);
  if (existing) return existing;
  const organizationId = randomUUID();
  const user = {
    user_id: input.userId,
    email: input.email.toLowerCase(),
    first_name: input.firstName,
    last_name: input.lastName,
    personal_organization_id: organizationId,
    language: input.language ?? DEFAULT_LANGUAGE,
  };
  const result = await runTransaction([
    createTransaction(UserItem, user),
    createTransaction(Organization, {
      organization_id: organizationId,
      name: 'My Workspace',
      owner_id: input.userId,
      organization_type: 'personal',
    }),
    createTransaction(OrganizationMember, { organization_id: organizationId, user_id: input.userId, role: 'owner' }),
  ]);
  if (result.canceled) {
    // Lost a race with a concurrent confirmation of the same user: the winner's record stands.
    const winner = await getUser(input.userId);
    if (winner) return winner;
    throw new Error('Could not create the user record');
  }
  return (await getUser(input.userId))!;
}

/** Accounts unused this long are deleted, at exactly this age (accounts spec §4, §9; decisions C4). */
export const INACTIVITY_MONTHS = 6;
/** The inactivity warning goes out this many days before the deletion (decisions C4). */
export const INACTIVITY_WARNING_DAYS = 15;

/** When an account last used at `lastLoginAt` is deleted for inactivity: 6 months later. */
export function inactivityDeletionAt(lastLoginAt: Date): Date {
  return addMonths(lastLoginAt, INACTIVITY_MONTHS);
}

/**
 * Record a successful sign-in: last_login_time, and the inactivity warning job moves to 15 days before
 * the 6-month mark (accounts spec §4; decisions C4).
 */
export async function recordLogin(userId: string, now = new Date()): Promise<void> {
  await patchItem(UserItem, { user_id: userId, last_login_at: now.toISOString() }, { returnValues: 'NONE' });
  await enqueueScheduleEntry('account_inactivity', userId, subDays(inactivityDeletionAt(now), INACTIVITY_WARNING_DAYS));
}

/** The API shape of a user (accounts spec §3); `logo` holds the presigned URLs of its picture, if any. */
export function toUserResponse(user: UserRecord, logo: User['logo'] = null): User {
  return {
    id: user.user_id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    name_initials: nameInitials(user.first_name, user.last_name),
    send_email_notification: user.send_email_notification ?? true,
    enable_notification_ring: user.enable_notification_ring ?? true,
    can_create_organization: user.can_create_organization ?? false,
    personal_organization_id: user.personal_organization_id ?? null,
    logo,
    language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
  };
}

/** Cancel a pending account deletion (a sign-in after the 24-hour block keeps the account). */
export async function cancelAccountDeletion(userId: string): Promise<void> {
  await cancelScheduleEntry('account_deletion', userId);
  await patchItem(
    UserItem,
    { user_id: userId, deletion_requested_at: $remove(), inactivity_warned_at: $remove() },
    { returnValues: 'NONE' },
  );
}

/** Note that the inactivity warning was sent. */
export async function markInactivityWarned(userId: string, now = new Date()): Promise<void> {
  await patchItem(UserItem, { user_id: userId, inactivity_warned_at: now.toISOString() }, { returnValues: 'NONE' });
}

/** Mark the account for deletion at `now` (the 24-hour sign-in block starts). */
export async function markAccountDeletionRequested(userId: string, now = new Date()): Promise<void> {
  await patchItem(UserItem, { user_id: userId, deletion_requested_at: now.toISOString() }, { returnValues: 'NONE' });
}

/** Update the profile fields of `PUT /api/v1/users/update_detail` and the notification ring. */
export async function updateProfile(
  userId: string,
  changes: Partial<
    Pick<
      UserRecord,
      'first_name' | 'last_name' | 'send_email_notification' | 'enable_notification_ring' | 'logo_key' | 'language'
    >
  >,
): Promise<UserRecord> {
  return patchItem(UserItem, { user_id: userId, ...changes });
}

/**
 * `updateProfile` with a new picture folder (`logo_key`), which replaces the old one in the same UpdateItem
 * (`ReturnValues: ALL_OLD`). Two concurrent confirms (of one upload or of two) each get the folder their own write
 * replaced, so each deletes exactly one set of renditions and only the picture written last is left (decisions ON3).
 * @returns the profile as written, and the folder it pointed at before (to delete), or null.
 * @throws ConditionalCheckFailedException when the user is gone.
 */
export async function replaceProfilePicture(
  userId: string,
  changes: Parameters<typeof updateProfile>[1],
  logoKey: string,
): Promise<{ user: UserRecord; previousLogoKey: string | null }> {
  const old = await patchItem(
    UserItem,
    { user_id: userId, ...changes, logo_key: logoKey },
    { returnValues: 'ALL_OLD' },
  );
  return { user: { ...old, ...changes, logo_key: logoKey }, previousLogoKey: old.logo_key ?? null };
}

/**
 * End every session of the user begun before `now` (ms): tokens with an earlier `auth_time` are refused
 * from now on (lib/auth/session.ts). The cutoff never moves back, so two sign-outs cannot reopen a window.
 * The user item is written first (every route but the board's reads it); then the cutoff is copied onto
 * each of their workspace memberships (gsi1), which the board's check reads instead (decisions S26).
 * @throws the first DynamoDB error; the sign-out can simply be repeated (a later cutoff passes every condition).
 */
export async function endSessionsOfUser(userId: string, now = Date.now()): Promise<void> {
  const cutoff = sessionCutoffAt(now);
  await raiseSessionCutoff(() =>
    patchItem(
      UserItem,
      { user_id: userId, tokens_valid_after: cutoff },
      {
        condition: {
          or: [
            { attr: 'tokens_valid_after', exists: false },
            { attr: 'tokens_valid_after', lt: cutoff },
          ],
        },
        returnValues: 'NONE',
      },
    ),
  );
  const memberships = await listWorkspaceMembershipsOfUser(userId);
  await Promise.all(
    memberships.map((m) =>
      raiseSessionCutoff(() =>
        patchItem(
          WorkspaceMember,
          { workspace_id: m.workspace_id, user_id: userId, tokens_valid_after: cutoff },
          {
            condition: {
              or: [
                { attr: 'tokens_valid_after', exists: false },
                { attr: 'tokens_valid_after', lt: cutoff },
              ],
            },
            returnValues: 'NONE',
          },
        ),
      ),
    ),
  );
}

/**
 * Run `write`, a patch setting `tokens_valid_after` to the cutoff unless a later one is recorded (its
 * condition); a failed condition or a missing item is fine.
 */
async function raiseSessionCutoff(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Allow a user to create business organizations (support grants it on upgrade; the demo seed too). */
export async function allowOrganizationCreation(userId: string): Promise<void> {
  await patchItem(UserItem, { user_id: userId, can_create_organization: true }, { returnValues: 'NONE' });
}
