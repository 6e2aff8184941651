/**
 * Invitations and seats (accounts spec §3 Invited user, Organization seats; §4 Invited user; §5 invite form
 * and seats). Seats are a counter on the organization, changed in the same transaction as the invitation
 * or membership that takes or frees one, conditioned so it never passes allowed_user_count.
 *
 * An invitation to a person with an account has a `new_workspace_invite` notification in their partition
 * (docs/decisions.md N1). It is created, answered and deleted in the same TransactWrite as the
 * invitation (N3), so the two can never disagree. A notification write is conditioned on the `is_read`
 * just read; when the invitee toggles it meanwhile, the transaction is cancelled and tried again.
 */
import { randomUUID } from 'node:crypto';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { $add, $get } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { uuidv7 } from '../lib/ids/uuid';
import type { WorkspaceRole } from '../../../shared/permissions/roles';
import type { OrganizationRecord } from './organizations';
import { TRANSACTION_ATTEMPTS } from './transactions';
import { getItem, keyQuery, patchItem, queryAll, type Item } from './access';
import {
  createTransaction,
  deleteTransaction,
  patchTransaction,
  runTransaction,
  updateTransaction,
  type TransactionItem,
} from './transactions';
import { Invitation, INVITATION_BY_EMAIL, INVITATION_BY_WORKSPACE, INVITATION_MODEL } from './entities/invitation';
import { Organization, OrganizationMember } from './entities/organization';
import { WORKSPACE_MEMBER_BY_USER, WORKSPACE_MEMBER_MODEL, WorkspaceMember } from './entities/workspace';
import { indexKeys } from './keys';
import {
  getNotification,
  notificationAnswerItems,
  notificationCreateItems,
  notificationDeleteItems,
  toNotificationRecord,
  type NewNotification,
  type NotificationRecord,
} from './notifications';
import type { WorkspaceRecord } from './workspaces';

export type InvitationRecord = Item<typeof Invitation>;

/** Invitations last 7 days; after that they answer "Invitation Expired" (accounts spec §8). */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 3600;

/** Whether the organization limits seats (business organizations without ignore_limit, accounts spec §5). */
export function limitsSeats(organization: OrganizationRecord): boolean {
  return (
    organization.organization_type !== 'personal' &&
    !organization.ignore_limit &&
    typeof organization.allowed_user_count === 'number'
  );
}

/** A workspace's invitations (table: workspace partition). */
export async function listInvitationsOfWorkspace(workspaceId: string): Promise<InvitationRecord[]> {
  return queryAll(Invitation, keyQuery(INVITATION_MODEL, INVITATION_BY_WORKSPACE, { workspace_id: workspaceId }));
}

/** An e-mail's invitations across workspaces (gsi1). */
export async function listInvitationsOfEmail(email: string): Promise<InvitationRecord[]> {
  return queryAll(Invitation, keyQuery(INVITATION_MODEL, INVITATION_BY_EMAIL, { email: email.toLowerCase() }));
}

export async function getInvitation(workspaceId: string, invitationId: string): Promise<InvitationRecord | null> {
  return getItem(Invitation, { workspace_id: workspaceId, invitation_id: invitationId });
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

/** The notification an invitee with an account has for `invitation`, when it exists. */
async function notificationOf(invitation: InvitationRecord): Promise<NotificationRecord | null> {
  return invitation.invitee_user_id && invitation.notification_id
    ? getNotification(invitation.invitee_user_id, invitation.notification_id)
    : null;
}

/**
 * The condition that the invitation is still linked to the notification read (or still to none): a
 * sign-up linking it meanwhile cancels the write, and the retry carries the new notification along.
 */
function sameLink(current: InvitationRecord): Condition {
  return current.notification_id
    ? { attr: 'notification_id', eq: current.notification_id }
    : { attr: 'notification_id', exists: false };
}

/**
 * The condition that the invitation is still pending and linked as read. (The writes taking these
 * conditions name their entity type: inferring it from a typed `Condition` costs the type checker minutes.)
 */
function pendingWithSameLink(current: InvitationRecord): Condition {
  return { and: [{ attr: 'status', eq: 'pending' }, sameLink(current)] };
}

/**
 * The transaction item adding `userId` to the invitation's workspace with its role, whether or not they
 * are a member already (an update: an existing member keeps its other attributes, its organization and
 * `created_at`). The gsi1 keys (the user's workspaces) are written with it, as a new member needs them.
 */
function workspaceMemberUpsert(invitation: InvitationRecord, userId: string): TransactionItem {
  const key = { workspace_id: invitation.workspace_id, user_id: userId };
  return updateTransaction(WorkspaceMember, {
    ...key,
    organization_id: $get('organization_id', invitation.organization_id),
    role: invitation.role,
    ...indexKeys(WORKSPACE_MEMBER_MODEL, WORKSPACE_MEMBER_BY_USER, key),
  });
}

/** What the invitee's `new_workspace_invite` says (built by services/notifications/notify.ts). */
export type InvitationNotice = (invitation: InvitationRecord) => NewNotification;

/**
 * Create invitations in one transaction, taking the seats the new e-mails need; an invitee who has an
 * account gets `notice(invitation)` as a notification in the same transaction. At most
 * MAX_INVITATIONS_PER_REQUEST rows (3 items each, plus the seat counter: ≤ 100 items).
 * @returns the invitations, or null when the organization has too few seats left (nothing is written).
 */
export async function createInvitations(
  workspace: WorkspaceRecord,
  organization: OrganizationRecord,
  invitedBy: string,
  rows: NewInvitation[],
  notice: InvitationNotice,
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
    // An existing user's invitation points at the notification made with it.
    ...(row.userId ? { invitee_user_id: row.userId, notification_id: uuidv7(now) } : {}),
  })) as InvitationRecord[];
  const notifications = records.filter((r) => r.notification_id).map((r) => toNotificationRecord(notice(r)));
  const seatsTaken = { organization_id: organization.organization_id, seats_used: $add(seats) };
  const { canceled } = await runTransaction([
    ...records.map((record) => createTransaction(Invitation, record)),
    ...notificationCreateItems(notifications),
    ...(seats > 0 && limitsSeats(organization)
      ? [
          patchTransaction(Organization, seatsTaken, {
            or: [
              { attr: 'seats_used', exists: false },
              { attr: 'seats_used', lte: organization.allowed_user_count! - seats },
            ],
          }),
        ]
      : seats > 0
        ? [patchTransaction(Organization, seatsTaken)]
        : []),
  ]);
  if (canceled) return null;
  const created = await Promise.all(records.map((r) => getInvitation(r.workspace_id, r.invitation_id)));
  return created.filter((r): r is InvitationRecord => r !== null);
}

/**
 * Run one invitation transaction: `prepare` reads what its items need (always the invitee's notification),
 * `items` builds them. While the invitation is still as `stillValid` wants it, a cancellation came from
 * something read meanwhile changing (the invitee toggling the notification, a seat successor answering),
 * so it reads again and retries. @returns false when the invitation itself had changed (nothing written).
 */
async function commitInvitationChange<Context extends { notification: NotificationRecord | null }>(
  invitation: InvitationRecord,
  prepare: (current: InvitationRecord) => Promise<Context>,
  items: (context: Context, current: InvitationRecord) => TransactionItem[],
  stillValid: (current: InvitationRecord) => boolean,
): Promise<boolean> {
  let current: InvitationRecord | null = invitation;
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS && current && stillValid(current); attempt += 1) {
    const read: InvitationRecord = current;
    const context = await prepare(read);
    if (!(await runTransaction(items(context, read))).canceled) return true;
    current = await getInvitation(invitation.workspace_id, invitation.invitation_id);
  }
  return false;
}

/**
 * Accept a pending invitation for `userId`: the invitation turns accepted, its notification shows
 * "accepted" (and is read), and the user joins the workspace and (unless already in it, keeping an
 * owner's or admin's role) its organization, in one transaction.
 * @returns false when it was no longer pending.
 */
export async function acceptInvitation(invitation: InvitationRecord, userId: string): Promise<boolean> {
  const existing = await getItem(OrganizationMember, { organization_id: invitation.organization_id, user_id: userId });
  // Joining through an invitation that holds no seat: the e-mail's seat-holding invitation to another
  // workspace hands its seat to the new membership, so closing it later frees nothing.
  const seatHolder =
    !existing && !invitation.holds_seat
      ? (await listInvitationsOfEmail(invitation.email)).find(
          (other) =>
            other.organization_id === invitation.organization_id && other.status === 'pending' && other.holds_seat,
        )
      : undefined;
  return commitInvitationChange(
    invitation,
    async (current) => ({ notification: await notificationOf(current) }),
    ({ notification }, current) => [
      patchTransaction<typeof Invitation>(
        Invitation,
        { workspace_id: invitation.workspace_id, invitation_id: invitation.invitation_id, status: 'accepted' },
        pendingWithSameLink(current),
      ),
      ...(notification ? notificationAnswerItems(notification, 'accepted') : []),
      workspaceMemberUpsert(invitation, userId),
      ...(existing
        ? []
        : [
            createTransaction(OrganizationMember, {
              organization_id: invitation.organization_id,
              user_id: userId,
              role: 'member',
            }),
          ]),
      ...(seatHolder
        ? [
            patchTransaction(
              Invitation,
              { workspace_id: seatHolder.workspace_id, invitation_id: seatHolder.invitation_id, holds_seat: false },
              {
                and: [
                  { attr: 'status', eq: 'pending' },
                  { attr: 'holds_seat', eq: true },
                ],
              },
            ),
          ]
        : []),
    ],
    (current) => current.status === 'pending',
  );
}

/**
 * The pending invitation that should take over `invitation`'s seat when it closes: the same e-mail,
 * invited to another workspace of the same organization (gsi1 by e-mail). An e-mail holds one seat per
 * organization, however many workspaces invite it (accounts spec §5 seats).
 */
async function seatSuccessor(invitation: InvitationRecord): Promise<InvitationRecord | undefined> {
  if (!invitation.holds_seat || invitation.status !== 'pending') return undefined;
  return (await listInvitationsOfEmail(invitation.email)).find(
    (other) =>
      other.organization_id === invitation.organization_id &&
      other.invitation_id !== invitation.invitation_id &&
      other.status === 'pending',
  );
}

/**
 * Whether `email` already holds a seat of the organization through a pending invitation (gsi1 by e-mail),
 * so inviting it to one more workspace takes no second seat.
 */
export async function holdsPendingSeat(organizationId: string, email: string): Promise<boolean> {
  return (await listInvitationsOfEmail(email)).some(
    (i) => i.organization_id === organizationId && i.status === 'pending' && i.holds_seat,
  );
}

/**
 * Decline (status declined, its notification "declined" and read) or delete an invitation (with its
 * notification) in one transaction. Its seat passes to the e-mail's other pending invitation in the
 * organization when there is one, and is freed otherwise.
 * @returns false when it was no longer in the state read.
 */
export async function closeInvitation(invitation: InvitationRecord, how: 'decline' | 'delete'): Promise<boolean> {
  return commitInvitationChange(
    invitation,
    async (current) => {
      const [notification, successor] = await Promise.all([notificationOf(current), seatSuccessor(current)]);
      return { notification, successor };
    },
    ({ notification, successor }, current) => {
      const key = { workspace_id: current.workspace_id, invitation_id: current.invitation_id };
      return [
        how === 'decline'
          ? patchTransaction<typeof Invitation>(
              Invitation,
              { ...key, status: 'declined' },
              pendingWithSameLink(current),
            )
          : deleteTransaction<typeof Invitation>(Invitation, key, {
              and: [{ attr: 'status', eq: current.status }, sameLink(current)],
            }),
        ...(notification
          ? how === 'decline'
            ? notificationAnswerItems(notification, 'declined')
            : notificationDeleteItems(notification)
          : []),
        ...(successor
          ? [
              patchTransaction(
                Invitation,
                { workspace_id: successor.workspace_id, invitation_id: successor.invitation_id, holds_seat: true },
                { attr: 'status', eq: 'pending' },
              ),
            ]
          : current.holds_seat && current.status === 'pending'
            ? [patchTransaction(Organization, { organization_id: current.organization_id, seats_used: $add(-1) })]
            : []),
      ];
    },
    (current) => (how === 'decline' ? current.status === 'pending' : current.status === invitation.status),
  );
}

/**
 * Link an invitation made before its invitee had an account to the user, and create its notification
 * (`notice`), in one transaction. The link is conditioned on `attribute_not_exists(notification_id)`, so
 * two sign-up paths racing notify once. @returns false when it was already linked (nothing written).
 */
export async function linkInvitationNotification(
  invitation: InvitationRecord,
  userId: string,
  notice: InvitationNotice,
): Promise<boolean> {
  const linked = { ...invitation, invitee_user_id: userId, notification_id: uuidv7() };
  const { canceled } = await runTransaction([
    patchTransaction(
      Invitation,
      {
        workspace_id: invitation.workspace_id,
        invitation_id: invitation.invitation_id,
        invitee_user_id: userId,
        notification_id: linked.notification_id,
      },
      { attr: 'notification_id', exists: false },
    ),
    ...notificationCreateItems([toNotificationRecord(notice(linked))]),
  ]);
  return !canceled;
}

/** Extend a pending invitation by another 7 days (a re-sent reminder). */
export async function renewInvitation(invitation: InvitationRecord, now = Date.now()): Promise<void> {
  await patchItem(
    Invitation,
    {
      workspace_id: invitation.workspace_id,
      invitation_id: invitation.invitation_id,
      valid_until: Math.floor(now / 1000) + INVITATION_LIFETIME_SECONDS,
    },
    { returnValues: 'NONE' },
  );
}
