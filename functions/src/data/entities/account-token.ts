/**
 * Single-use e-mailed tokens and the newest link of each kind as DynamoDB-Toolbox entities: the same items
 * as ElectroDB's `AccountTokenEntity` and `LatestAccountTokenEntity` (entities/account-token.ts) (BRIEF §2
 * "Links, not codes"; accounts spec §2 routes /users/confirmation, /users/password/edit, /users/unlock;
 * issue 10; docs/decisions.md S13).
 *
 * Neither has `updated_at`: an account token has only `created_at` (a plain attribute here, set on put like
 * ElectroDB's default), the latest-token pointer no timestamp at all, so Toolbox's own timestamps are off.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { ACCOUNT_TOKEN_KINDS, SINGLE_LINK_KINDS } from './account-token-kinds';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const ACCOUNT_TOKEN_MODEL = modelOf('account_token');

/** The table keys: one item per kind and token hash. */
export const ACCOUNT_TOKEN_BY_HASH: IndexSpec = {
  pk: { field: 'pk', composite: ['kind', 'token_hash'] },
  sk: { field: 'sk', composite: [] },
};

export const AccountToken = new Entity({
  name: ACCOUNT_TOKEN_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    kind: string()
      .enum(...ACCOUNT_TOKEN_KINDS)
      .key(),
    token_hash: string().key(),
    /** Cognito username (the e-mail), so tokens also work before a user record exists. */
    email: string(),
    /** What the token points at, e.g. `workspace_id/invitation_id` for invitations. */
    subject: string().optional(),
    /** Epoch seconds; DynamoDB TTL in AWS, checked on read everywhere. */
    expires_at: number(),
    /** ISO instant of the put (ElectroDB's `createdAt`; no `updated_at`). */
    created_at: string().putDefault(() => new Date().toISOString()),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(ACCOUNT_TOKEN_MODEL, ACCOUNT_TOKEN_BY_HASH),
});

export const LATEST_ACCOUNT_TOKEN_MODEL = modelOf('latest_account_token');

/** The table keys: one item per kind and e-mail. */
export const LATEST_ACCOUNT_TOKEN_BY_EMAIL: IndexSpec = {
  pk: { field: 'pk', composite: ['kind', 'email'] },
  sk: { field: 'sk', composite: [] },
};

export const LatestAccountToken = new Entity({
  name: LATEST_ACCOUNT_TOKEN_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    kind: string()
      .enum(...SINGLE_LINK_KINDS)
      .key(),
    email: string().key(),
    token_hash: string(),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(LATEST_ACCOUNT_TOKEN_MODEL, LATEST_ACCOUNT_TOKEN_BY_EMAIL),
});
