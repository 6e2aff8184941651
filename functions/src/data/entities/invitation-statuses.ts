/**
 * The statuses of a workspace invitation (accounts spec §3 Invited user, §4 Invited user), in a module free
 * of ElectroDB, so the DynamoDB-Toolbox twins (decisions I20) use them without loading it. `./invitation`
 * re-exports them.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
