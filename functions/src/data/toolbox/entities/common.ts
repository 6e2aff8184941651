/**
 * What every DynamoDB-Toolbox entity of Greenlight shares with its ElectroDB twin (BRIEF §3; decisions I9):
 * the service name in the keys, ElectroDB's timestamps and version attribute, so both libraries read and
 * write the same items while the data layer moves over one module at a time.
 */
import { string } from 'dynamodb-toolbox/schema/string';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { SERVICE } from '../../entities/common';
import type { ModelSpec } from '../keys';

/** An ElectroDB model version-1 spec for `entity`, in the Greenlight service. */
export const modelOf = (entity: string): ModelSpec => ({ service: SERVICE, entity, version: '1' });

/** `created_at` and `updated_at`, ISO strings, stored under those names (ElectroDB's createdAt / updatedAt). */
export const TIMESTAMPS = {
  created: { name: 'created_at', savedAs: 'created_at' },
  modified: { name: 'updated_at', savedAs: 'updated_at' },
} as const;

/**
 * ElectroDB's model version (`__edb_v__`), never shown. Written on every put and update, as ElectroDB
 * does: an item an update creates without it would not be ElectroDB's.
 */
export const electroVersion = () => string().const('1').putDefault('1').updateDefault('1').savedAs('__edb_v__').hidden();

/** The four stage settings, off unless set (accounts spec §3 Stage, Template stage). */
export const stageFlags = () => ({
  enable_revision: boolean().default(false),
  enable_timestamp: boolean().default(false),
  visible_to_client: boolean().default(false),
  require_approval_from_client: boolean().default(false),
});
