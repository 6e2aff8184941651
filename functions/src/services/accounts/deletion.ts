/**
 * Account deletion (accounts spec §4, §5; issue 3 "Account deletion"): the request blocks sign-in for 24
 * hours and schedules removal after 15 days (docs/decisions.md C1); an account unused for 6 months is
 * removed at the 6-month mark, after a warning e-mail sent 15 days before it (decisions C4). Removal takes the personal organization and its workspaces, the
 * user's files in S3, their other records and their Cognito user.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import { deleteApiKeysOfUser } from '../../data/api-keys';
import { revokeCalendarFeed } from '../../data/calendar-feeds';
import { deleteWorkspaceRecords } from '../workspaces/delete-workspace';
import { addDays, differenceInCalendarDays, max } from 'date-fns';
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../lib/aws/cognito';
import { deleteS3Prefix } from '../../lib/uploads/delete-prefix';
import { organizationUploadPrefix, pendingUploadPrefix, userUploadPrefix } from '../../lib/uploads/keys';
import { env } from '../../lib/env';
import { BadRequestError } from '../../lib/http/errors';
import { sendEmail } from '../../lib/email/send-email';
import { inactivityWarningEmail } from '../../lib/email/account-templates';
import { listOrganizationsOfUser } from '../../data/organizations';
import { enqueueScheduleEntry } from '../../data/schedule-entries';
import { clearSignInGuard } from '../../data/sign-in-guards';
import { deleteOrganizationPartition, deleteUserPartition } from '../../data/partitions';
import { listWorkspaceMembershipsOfUser, listWorkspacesOfOrganization } from '../../data/workspaces';
import { getUser, inactivityDeletionAt, markAccountDeletionRequested, markInactivityWarned } from '../../data/users';
import { deleteItem } from '../../data/access';
import { OrganizationMember } from '../../data/entities/organization';
import { WorkspaceMember } from '../../data/entities/workspace';

/** Data is removed this many days after the request (accounts spec §4, §5). */
export const DELETION_DELAY_DAYS = 15;
export const CANNOT_DELETE_MESSAGE = 'Oops! Leave all shared workspaces to proceed.';

/**
 * can_delete (accounts spec §3 User): true when the user belongs to no organization and no workspace
 * outside their personal organization, so deleting cannot strand anyone else's work.
 */
export async function canDeleteAccount(userId: string): Promise<boolean> {
  const user = await getUser(userId);
  if (!user) return false;
  const personal = user.personal_organization_id;
  const [organizations, memberships] = await Promise.all([
    listOrganizationsOfUser(userId),
    listWorkspaceMembershipsOfUser(userId),
  ]);
  return (
    organizations.every((o) => o.organization.organization_id === personal) &&
    memberships.every((m) => m.organization_id === personal)
  );
}

/** `DELETE /api/v1/users/destroy`. @throws BadRequestError with the spec's text when can_delete is false. */
export async function requestAccountDeletion(userId: string, now = new Date()): Promise<{ message: string }> {
  if (!(await canDeleteAccount(userId))) throw new BadRequestError(CANNOT_DELETE_MESSAGE);
  await markAccountDeletionRequested(userId, now);
  await enqueueScheduleEntry('account_deletion', userId, addDays(now, DELETION_DELAY_DAYS));
  await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: userId }));
  return { message: 'Your account will be deleted in 15 days.' };
}

/**
 * The inactivity warning job (due 15 days before 6 months without a sign-in): e-mail the user and
 * schedule the deletion at the 6-month mark (accounts spec §4; decisions C4). A job that runs late, or
 * one queued before this rule (at 6 months), still gives at least a day's notice.
 */
export async function warnInactiveAccount(userId: string, now = new Date()): Promise<void> {
  const user = await getUser(userId);
  if (!user) return;
  const lastActive = new Date(user.last_login_at ?? user.created_at ?? now.toISOString());
  const deleteAt = max([inactivityDeletionAt(lastActive), addDays(now, 1)]);
  await sendEmail(
    user.email,
    inactivityWarningEmail({
      firstName: user.first_name,
      days: differenceInCalendarDays(deleteAt, now),
      language: languageOr(user.language),
    }),
  );
  await markInactivityWarned(userId, now);
  await enqueueScheduleEntry('account_deletion', userId, deleteAt);
}

/** Remove everything the user owns. Idempotent: a retry after a partial run finishes the job. */
export async function deleteAccountData(userId: string): Promise<void> {
  const user = await getUser(userId);
  if (!user) return;
  const personal = user.personal_organization_id;
  if (personal) {
    for (const workspace of await listWorkspacesOfOrganization(personal))
      await deleteWorkspaceRecords(workspace.workspace_id);
    await deleteS3Prefix(organizationUploadPrefix(personal));
    await deleteS3Prefix(userUploadPrefix(userId));
    await deleteS3Prefix(pendingUploadPrefix(userId));
    await deleteOrganizationPartition(personal);
  }
  // Memberships elsewhere (none when can_delete held; an inactive account may still have some).
  for (const membership of await listWorkspaceMembershipsOfUser(userId)) {
    await deleteItem(WorkspaceMember, { workspace_id: membership.workspace_id, user_id: userId });
  }
  for (const { organization } of await listOrganizationsOfUser(userId)) {
    await deleteItem(OrganizationMember, { organization_id: organization.organization_id, user_id: userId });
  }
  await clearSignInGuard(user.email);
  // The user's API keys answer 401 from here on (issue 29): their hash items live outside the user's partition.
  await deleteApiKeysOfUser(userId);
  // Likewise the calendar feed's token item (issue 28), so no lookup item outlives its user.
  await revokeCalendarFeed(userId);
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId(), Username: user.email }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
  await deleteUserPartition(userId);
}
