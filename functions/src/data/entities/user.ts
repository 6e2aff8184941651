/**
 * User profiles as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), by id on the table and by e-mail on gsi1 (accounts spec §3 User; docs/data-model.md).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const USER_MODEL = modelOf('user');

export const USER_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: [] },
};
/** A user by e-mail (lower-cased in the key, as every ElectroDB key is). */
export const USER_BY_EMAIL: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['email'] },
  sk: { field: 'gsi1sk', composite: [] },
};

const userAttributes = item({
  user_id: string().key(),
  email: string(),
  first_name: string(),
  last_name: string().optional().default(''),
  send_email_notification: boolean().optional().default(true),
  enable_notification_ring: boolean().optional().default(true),
  /** The user's IANA time zone as their browser last told it (issue 38: deadline reminders at 09:00 there); absent until then. */
  time_zone: string().optional(),
  /** `en`, `es` or `de` (issue 41): the interface, e-mails and notices; absent (English) for users made before it. */
  language: string().optional(),
  /** May create business organizations (accounts spec §2 "Add Business"); free accounts see the upgrade dialog. */
  can_create_organization: boolean().optional().default(false),
  personal_organization_id: string().optional(),
  /** S3 key prefix of the profile picture's renditions (`users/{id}/logo/…`); absent without one. */
  logo_key: string().optional(),
  last_login_at: string().optional(),
  /** ISO instant the user asked to delete the account (accounts spec §4); absent otherwise. */
  deletion_requested_at: string().optional(),
  /** ISO instant the 6-month inactivity warning went out; a sign-in clears it and the scheduled deletion. */
  inactivity_warned_at: string().optional(),
  /** Epoch seconds: tokens whose session began earlier are refused (issue 10; lib/auth/session.ts). */
  tokens_valid_after: number().optional(),
  edb_version: electroVersion(),
});

/**
 * `email` may change, so an update that sets it rewrites gsi1pk, and writes gsi1sk (always `$user_1`, it
 * has no composites) with it, as ElectroDB does; an update without `email` leaves both alone.
 */
export const User = new Entity({
  name: USER_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: userAttributes.and(gsiKeyAttributes('gsi1', USER_MODEL, USER_BY_EMAIL, USER_BY_ID)),
  computeKey: tableKeyOf(USER_MODEL, USER_BY_ID),
});
