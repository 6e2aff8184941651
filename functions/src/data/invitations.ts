/**
 * Invitations and seats (accounts spec §3 Invited user, Organization seats; §4 Invited user; §5 invite form
 * and seats). Seats are a counter on the organization, changed in the same transaction as the invitation
 * or membership that takes or frees one, conditioned so it never passes allowed_user_count.
 */
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { uuidv7 } from '../lib/ids/uuidv7';
import type { WorkspaceRole } from '../../../shared/permissions/roles';
import type { InvitationEntity } from './entities/invitation';
import type { OrganizationRecord } from './organizations';
import { db } from './service';
import type { WorkspaceRecord } from './workspaces';

export type InvitationRecord = EntityItem<typeof InvitationEntity>;

/** Invitations last 7 days; after that they answer "Invitation Expired" (accounts spec §8). */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 3600;

const isCanceled = (error: unknown) => {
  const name = (error as { cause?: { name?: string } }).cause?.name ?? (error as { name?: string }).name;
  return name === 'TransactionCanceledException' || name === 'ConditionalCheckFailedException';
};

/** Whether the organization limits seats (business organizations without ignore_limit, accounts spec §5). */
export function limitsSeats(organization: OrganizationRecord): boolean {
  return organization.organization_type !== 'personal' && !organization.ignore_limit && typeof organization.allowed_user_count === 'number';
}


/** A workspace's invitations (table: workspace partition). */
export async function listInvitationsOfWorkspace(workspaceId: string): Promise<InvitationRecord[]> {
  const { data } = await db().entities.invitation.query.byWorkspace({ workspace_id: workspaceId }).go({ pages: 'all' });
  return data;
}

/** An e-mail's invitations across workspaces (gsi1). */
export async function listInvitationsOfEmail(email: string): Promise<InvitationRecord[]> {
  const { data } = await db().entities.invitation.query.byEmail({ email: email.toLowerCase() }).go({ pages: 'all' });
  return data;
}

export async function getInvitation(workspaceId: string, invitationId: string): Promise<InvitationRecord | null> {
  return (await db().entities.invitation.get({ workspace_id: workspaceId, invitation_id: invitationId }).go()).data;
}

export interface NewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  role: WorkspaceRole;
  /** A new e-mail for the organization: the invitation takes a seat. */
  takesSeat: boolean;
  /** The invitee's user id when the e-mail already has an account (they get a notification). */
  userId?: string;
}

/**
 * Create invitations in one transaction, taking the seats the new e-mails need.
 * @returns the invitations, or null when the organization has too few seats left (nothing is written).
 */
export async function createInvitations(
  workspace: WorkspaceRecord,
  organization: OrganizationRecord,
  invitedBy: string,
  rows: NewInvitation[],
  now = Date.now(),
): Promise<InvitationRecord[] | null> {
  const seats = rows.filter((r) => r.takesSeat).length;
  const validUntil = Math.floor(now / 1000) + INVITATION_LIFETIME_SECONDS;
  const records = rows.map((row) => ({
    workspace_id: workspace.workspace_id,
    invitation_id: randomUUID(),
    organization_id: workspace.organization_id,
    email: row.email.toLowerCase(),
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    invited_by: invitedBy,
    holds_seat: row.takesSeat,
    valid_until: validUntil,
    // An existing user's invitation points at the notification made right after it (services/notifications).
    ...(row.userId ? { invitee_user_id: row.userId, notification_id: uuidv7(now) } : {}),
  }));
  try {
    const result = await db()
      .transaction.write(({ invitation, organization: organizations }) => [
        ...records.map((record) => invitation.create(record).commit()),
        ...(seats > 0 && limitsSeats(organization)
          ? [
              organizations
                .patch({ organization_id: organization.organization_id })
                .add({ seats_used: seats })
                .where(({ seats_used }, { lte, notExists }) => `(${notExists(seats_used)} OR ${lte(seats_used, organization.allowed_user_count! - seats)})`)
                .commit(),
            ]
          : seats > 0
            ? [organizations.patch({ organization_id: organization.organization_id }).add({ seats_used: seats }).commit()]
            : []),
      ])
      .go();
    if (result.canceled) return null;
  } catch (error) {
    if (isCanceled(error)) return null;
    throw error;
  }
  const created = await Promise.all(records.map((r) => getInvitation(r.workspace_id, r.invitation_id)));
  return created.filter((r): r is InvitationRecord => r !== null);
}

/**
 * Accept a pending invitation for `userId`: the invitation turns accepted and the user joins the workspace
 * and (unless already in it, keeping an owner's or admin's role) its organization, in one transaction.
 * @returns false when it was no longer pending.
 */
export async function acceptInvitation(invitation: InvitationRecord, userId: string): Promise<boolean> {
  const existing = (await db().entities.organizationMember.get({ organization_id: invitation.organization_id, user_id: userId }).go()).data;
  // Joining through an invitation that holds no seat: the e-mail's seat-holding invitation to another
  // workspace hands its seat to the new membership, so closing it later frees nothing.
  const seatHolder =
    !existing && !invitation.holds_seat
      ? (await listInvitationsOfEmail(invitation.email)).find(
          (other) => other.organization_id === invitation.organization_id && other.status === 'pending' && other.holds_seat,
        )
      : undefined;
  try {
    const result = await db()
      .transaction.write(({ invitation: invitations, workspaceMember, organizationMember }) => [
        invitations
          .patch({ workspace_id: invitation.workspace_id, invitation_id: invitation.invitation_id })
          .set({ status: 'accepted' })
          .where(({ status }, { eq }) => eq(status, 'pending'))
          .commit(),
        workspaceMember
          .upsert({ workspace_id: invitation.workspace_id, user_id: userId, organization_id: invitation.organization_id, role: invitation.role })
          .commit(),
        ...(existing ? [] : [organizationMember.create({ organization_id: invitation.organization_id, user_id: userId, role: 'member' }).commit()]),
        ...(seatHolder
          ? [
              invitations
                .patch({ workspace_id: seatHolder.workspace_id, invitation_id: seatHolder.invitation_id })
                .set({ holds_seat: false })
                .where(({ status, holds_seat }, { eq }) => `${eq(status, 'pending')} AND ${eq(holds_seat, true)}`)
                .commit(),
            ]
          : []),
      ])
      .go();
    return !result.canceled;
  } catch (error) {
    if (isCanceled(error)) return false;
    throw error;
  }
}

/**
 * The pending invitation that should take over `invitation`'s seat when it closes: the same e-mail,
 * invited to another workspace of the same organization (gsi1 by e-mail). An e-mail holds one seat per
 * organization, however many workspaces invite it (accounts spec §5 seats).
 */
async function seatSuccessor(invitation: InvitationRecord): Promise<InvitationRecord | undefined> {
  if (!invitation.holds_seat || invitation.status !== 'pending') return undefined;
  return (await listInvitationsOfEmail(invitation.email)).find(
    (other) => other.organization_id === invitation.organization_id && other.invitation_id !== invitation.invitation_id && other.status === 'pending',
  );
}

/**
 * Whether `email` already holds a seat of the organization through a pending invitation (gsi1 by e-mail),
 * so inviting it to one more workspace takes no second seat.
 */
export async function holdsPendingSeat(organizationId: string, email: string): Promise<boolean> {
  return (await listInvitationsOfEmail(email)).some((i) => i.organization_id === organizationId && i.status === 'pending' && i.holds_seat);
}

/**
 * Decline (status declined) or delete an invitation in one transaction. Its seat passes to the e-mail's
 * other pending invitation in the organization when there is one, and is freed otherwise.
 * @returns false when it was no longer in the state read.
 */
export async function closeInvitation(invitation: InvitationRecord, how: 'decline' | 'delete'): Promise<boolean> {
  const successor = await seatSuccessor(invitation);
  try {
    const result = await db()
      .transaction.write(({ invitation: invitations, organization }) => [
        how === 'decline'
          ? invitations
              .patch({ workspace_id: invitation.workspace_id, invitation_id: invitation.invitation_id })
              .set({ status: 'declined' })
              .where(({ status }, { eq }) => eq(status, 'pending'))
              .commit()
          : invitations
              .delete({ workspace_id: invitation.workspace_id, invitation_id: invitation.invitation_id })
              .where(({ status }, { eq }) => eq(status, invitation.status))
              .commit(),
        ...(successor
          ? [
              invitations
                .patch({ workspace_id: successor.workspace_id, invitation_id: successor.invitation_id })
                .set({ holds_seat: true })
                .where(({ status }, { eq }) => eq(status, 'pending'))
                .commit(),
            ]
          : invitation.holds_seat && invitation.status === 'pending'
            ? [organization.patch({ organization_id: invitation.organization_id }).subtract({ seats_used: 1 }).commit()]
            : []),
      ])
      .go();
    // A successor answered meanwhile: read again, so the seat goes to the right place.
    if (result.canceled && successor) return closeInvitation((await getInvitation(invitation.workspace_id, invitation.invitation_id)) ?? invitation, how);
    return !result.canceled;
  } catch (error) {
    if (isCanceled(error)) return false;
    throw error;
  }
}

/**
 * Link an invitation made before its invitee had an account to their new notification (table U, condition
 * `attribute_not_exists(notification_id)`, so two sign-up paths racing link it once). @returns false when already linked.
 */
export async function linkInvitationNotification(invitation: InvitationRecord, userId: string, notificationId: string): Promise<boolean> {
  try {
    await db()
      .entities.invitation.patch({ workspace_id: invitation.workspace_id, invitation_id: invitation.invitation_id })
      .set({ invitee_user_id: userId, notification_id: notificationId })
      .where(({ notification_id }, { notExists }) => notExists(notification_id))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isCanceled(error)) return false;
    throw error;
  }
}

/** Extend a pending invitation by another 7 days (a re-sent reminder). */
export async function renewInvitation(invitation: InvitationRecord, now = Date.now()): Promise<void> {
  await db()
    .entities.invitation.patch({ workspace_id: invitation.workspace_id, invitation_id: invitation.invitation_id })
    .set({ valid_until: Math.floor(now / 1000) + INVITATION_LIFETIME_SECONDS })
    .go({ response: 'none' });
}
