/**
 * Inviting people to a workspace (accounts spec §3 Invitation form, §5 invite form and seats; issue 5
 * "Invitations"): validate every row, take seats for e-mails new to the organization, create the
 * invitations in one transaction together with the notifications of invitees who already have an
 * account, then e-mail each invitee an accept/decline link.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import type { InviteRequest } from '../../../../shared/schemas/collaborators';
import { INVITE_MESSAGES } from '../../../../shared/schemas/collaborators';
import { BadRequestError } from '../../lib/http/errors';
import { sendEmail } from '../../lib/email/send-email';
import { emailText, invitationEmail } from '../../lib/email/templates';
import { issueAccountToken } from '../../data/account-tokens';
import {
  createInvitations,
  holdsPendingSeat,
  listInvitationsOfWorkspace,
  type InvitationRecord,
  type NewInvitation,
} from '../../data/invitations';
import { getOrganization, getOrganizationRole, type OrganizationRecord } from '../../data/organizations';
import { getUser, getUserByEmail } from '../../data/users';
import { listMembersOfWorkspace, type WorkspaceRecord } from '../../data/workspaces';
import { invitationNotice } from '../notifications/notify';
import { fullName } from '../../lib/text/names';

/** The token a link carries: it names the invitation (workspace/invitation). */
export const invitationSubject = (invitation: InvitationRecord) =>
  `${invitation.workspace_id}/${invitation.invitation_id}`;

/** E-mail one invitation's link (new, or a re-sent reminder). */
export async function sendInvitation(
  invitation: InvitationRecord,
  workspace: WorkspaceRecord,
  inviterId: string,
): Promise<void> {
  const inviter = await getUser(inviterId);
  const token = await issueAccountToken('invitation', invitation.email, Date.now(), invitationSubject(invitation));
  const invitee = await getUserByEmail(invitation.email);
  // The invitee's own language when they have an account, else the inviter's (issue 41).
  const language = languageOr(invitee?.language ?? inviter?.language);
  await sendEmail(
    invitation.email,
    invitationEmail({
      firstName: invitation.first_name,
      inviterName: inviter
        ? fullName(inviter.first_name, inviter.last_name)
        : emailText(language)('invitation.teammate'),
      workspaceName: workspace.name,
      token,
      hasAccount: Boolean(invitee),
      language,
    }),
  );
}

/** A validated invitation row, and whether it takes a seat. */
export type PlannedInvitation = NewInvitation;

/**
 * Check invite rows against the workspace without writing: already a member, already invited, entered
 * twice. Returns the planned invitations and per-row errors keyed `invited_users.N.email`.
 */
export async function planInvitations(
  workspace: WorkspaceRecord,
  organization: OrganizationRecord,
  request: InviteRequest,
): Promise<{ rows: PlannedInvitation[]; errors: Record<string, string[]> }> {
  const [members, invitations] = await Promise.all([
    listMembersOfWorkspace(workspace.workspace_id),
    listInvitationsOfWorkspace(workspace.workspace_id),
  ]);
  const memberIds = new Set(members.map((m) => m.user_id));
  const pending = new Set(invitations.filter((i) => i.status === 'pending').map((i) => i.email));
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const rows: PlannedInvitation[] = [];
  for (const [index, row] of request.invited_users.entries()) {
    const email = row.email.toLowerCase();
    const field = `invited_users.${index}.email`;
    const user = await getUserByEmail(email);
    if (seen.has(email)) errors[field] = [INVITE_MESSAGES.duplicate];
    else if (user && memberIds.has(user.user_id)) errors[field] = [INVITE_MESSAGES.alreadyMember];
    else if (pending.has(email)) errors[field] = [INVITE_MESSAGES.alreadyInvited];
    seen.add(email);
    const inOrganization = user
      ? (await getOrganizationRole(organization.organization_id, user.user_id)) !== null
      : false;
    // One seat per e-mail and organization: an invitation to another of its workspaces already holds it.
    const takesSeat = !inOrganization && !(await holdsPendingSeat(organization.organization_id, email));
    rows.push({
      email,
      firstName: row.first_name,
      lastName: row.last_name ?? '',
      role: row.workspace_role_id,
      takesSeat,
      userId: user?.user_id,
    });
  }
  return { rows, errors };
}

/**
 * @throws BadRequestError with per-row errors (`invited_users.N.email`): already a member, invited twice
 *   in one request, or "no seats available for new users". Nothing is written then.
 */
export async function inviteToWorkspace(
  workspace: WorkspaceRecord,
  inviterId: string,
  request: InviteRequest,
): Promise<InvitationRecord[]> {
  const organization = await getOrganization(workspace.organization_id);
  if (!organization) throw new BadRequestError('Organization not found');
  const { rows, errors } = await planInvitations(workspace, organization, request);
  if (Object.keys(errors).length) throw new BadRequestError(Object.values(errors)[0][0], errors);

  const created = await createInvitations(
    workspace,
    organization,
    inviterId,
    rows,
    await invitationNotice(workspace, inviterId),
  );
  if (!created) {
    const seatErrors = Object.fromEntries(
      rows.flatMap((r, i) => (r.takesSeat ? [[`invited_users.${i}.email`, [INVITE_MESSAGES.noSeats]]] : [])),
    );
    throw new BadRequestError(INVITE_MESSAGES.noSeats, seatErrors);
  }
  for (const invitation of created) await sendInvitation(invitation, workspace, inviterId);
  return created;
}
