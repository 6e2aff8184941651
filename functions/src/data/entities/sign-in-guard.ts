/**
 * Sign-in guards as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), one per e-mail, counting failed sign-ins for the Devise-style lockout
 * (accounts spec §4; issue 3). The item has no timestamps: its instants are written by the caller.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const SIGN_IN_GUARD_MODEL = modelOf('sign_in_guard');

/** The table keys: the e-mail's own partition, one item in it. */
export const SIGN_IN_GUARD_BY_EMAIL: IndexSpec = {
  pk: { field: 'pk', composite: ['email'] },
  sk: { field: 'sk', composite: [] },
};

export const SignInGuard = new Entity({
  name: SIGN_IN_GUARD_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    email: string().key(),
    failed_attempts: number().default(0),
    /** ISO instant of the first failure of the current one-hour window. */
    window_started_at: string(),
    /** ISO instant the account was locked; absent when unlocked. */
    locked_at: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(SIGN_IN_GUARD_MODEL, SIGN_IN_GUARD_BY_EMAIL),
});
