/**
 * Invitation limits and messages shared by the API schemas and the web forms, in a zod-free module so pages that
 * only need the numbers or the messages do not load zod (BRIEF §6 web budget).
 */

/**
 * Most people one invite request takes (accounts spec §5 invite form, "Add Multiple Users"). Each row
 * writes up to three items in one TransactWrite (the invitation, the invitee's notification and its
 * unread counter) next to the seat counter, and a TransactWrite holds at most 100 items
 * (docs/decisions.md D17).
 */
export const MAX_INVITATIONS_PER_REQUEST = 30;

/** The invite form's and the invitation API's messages (accounts spec §5 invite form, §8). */
export const INVITE_MESSAGES = {
  atLeastOne: 'At least one member must be entered',
  noSeats: 'no seats available for new users',
  alreadyMember: 'is already a member of this workspace',
  alreadyInvited: 'has already been invited to this workspace',
  duplicate: 'is entered twice',
  expired: 'Invitation Expired',
  otherEmail: 'This invitation was sent to another e-mail address.',
  removeConfirm: 'Remove user from workspace?',
  tooMany: `Invite at most ${MAX_INVITATIONS_PER_REQUEST} people at a time.`,
} as const;
