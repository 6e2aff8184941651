/**
 * The kinds of e-mailed single-use tokens (accounts spec §2 routes /users/confirmation, /users/password/edit,
 * /users/unlock; issue 10).
 */
export const ACCOUNT_TOKEN_KINDS = ['confirmation', 'reset_password', 'unlock', 'invitation'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

/** The kinds where a new link replaces the older ones (issue 10); invitations to different workspaces coexist. */
export const SINGLE_LINK_KINDS = ['confirmation', 'reset_password', 'unlock'] as const;
export type SingleLinkKind = (typeof SINGLE_LINK_KINDS)[number];
