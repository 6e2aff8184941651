/**
 * The statuses of a workspace invitation (accounts spec §3 Invited user, §4 Invited user).
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
