/**
 * Invitation limits shared by the API schemas and the web forms, in a zod-free module so pages that
 * only need the numbers do not load zod (BRIEF §6 web budget).
 */

/**
 * Most people one invite request takes (accounts spec §5 invite form, "Add Multiple Users"). Each row
 * writes up to three items in one TransactWrite (the invitation, the invitee's notification and its
 * unread counter) next to the seat counter, and a TransactWrite holds at most 100 items
 * (docs/decisions.md D17).
 */
export const MAX_INVITATIONS_PER_REQUEST = 30;
