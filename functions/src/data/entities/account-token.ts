/**
 * Single-use tokens e-mailed as links (BRIEF §2 "Links, not codes"; accounts spec §2 routes
 * /users/confirmation, /users/password/edit, /users/unlock). Only a SHA-256 hash of the token is stored,
 * with an expiry; consuming deletes the item under a condition, so a token works once.
 * Access pattern: get-and-delete by kind and hash (table).
 */
import { Entity } from 'electrodb';
import { SERVICE, createdAt } from './common';
import { ACCOUNT_TOKEN_KINDS, SINGLE_LINK_KINDS } from './account-token-kinds';

export { ACCOUNT_TOKEN_KINDS, SINGLE_LINK_KINDS, type AccountTokenKind, type SingleLinkKind } from './account-token-kinds';

export const AccountTokenEntity = new Entity({
  model: { entity: 'account_token', version: '1', service: SERVICE },
  attributes: {
    kind: { type: ACCOUNT_TOKEN_KINDS, required: true, readOnly: true },
    token_hash: { type: 'string', required: true, readOnly: true },
    /** Cognito username (the e-mail), so tokens also work before a user record exists. */
    email: { type: 'string', required: true, readOnly: true },
    /** What the token points at, e.g. `workspace_id/invitation_id` for invitations. */
    subject: { type: 'string' },
    /** Epoch seconds; DynamoDB TTL in AWS, checked on read everywhere. */
    expires_at: { type: 'number', required: true },
    created_at: createdAt,
  },
  indexes: {
    byHash: { pk: { field: 'pk', composite: ['kind', 'token_hash'] }, sk: { field: 'sk', composite: [] } },
  },
});

/**
 * The newest link of a kind for an e-mail (issue 10: a new reset, confirmation or unlock link revokes the
 * older ones; docs/decisions.md S13). A token of these kinds is honoured only while it is the one named
 * here. Expires with that token (TTL), by when every older one has expired too.
 * Access pattern: put and get by kind and e-mail (table).
 */
export const LatestAccountTokenEntity = new Entity({
  model: { entity: 'latest_account_token', version: '1', service: SERVICE },
  attributes: {
    kind: { type: SINGLE_LINK_KINDS, required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    token_hash: { type: 'string', required: true },
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['kind', 'email'] }, sk: { field: 'sk', composite: [] } },
  },
});
