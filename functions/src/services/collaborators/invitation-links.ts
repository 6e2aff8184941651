/**
 * Invitation links (accounts spec §2 /accept_invitation/:access_token, /decline_invitation/:access_token,
 * register with invite_id): the token names one invitation; only a pending, unexpired one answers.
 */
import { INVITE_MESSAGES } from '../../../../shared/schemas/collaborators';
import { BadRequestError } from '../../lib/http/errors';
import { readAccountToken } from '../../data/account-tokens';
import { getInvitation, type InvitationRecord } from '../../data/invitations';

/** The status a list shows (accounts spec §3 Invited user: status Invited). */
export const invitationStatus = (i: InvitationRecord, now = Date.now() / 1000) =>
  i.status === 'accepted'
    ? 'Accepted'
    : i.status === 'declined'
      ? 'Declined'
      : i.valid_until <= now
        ? 'Expired'
        : 'Invited';

/** The pending invitation a link's token names. @throws BadRequestError "Invitation Expired" otherwise. */
export async function invitationOfToken(token: string): Promise<InvitationRecord> {
  const found = await readAccountToken('invitation', token);
  const [workspaceId, invitationId] = found?.subject?.split('/') ?? [];
  const invitation = workspaceId && invitationId ? await getInvitation(workspaceId, invitationId) : null;
  if (!invitation || invitationStatus(invitation) !== 'Invited') throw new BadRequestError(INVITE_MESSAGES.expired);
  return invitation;
}
