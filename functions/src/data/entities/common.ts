/**
 * What every DynamoDB-Toolbox entity of Greenlight shares (BRIEF §3; decisions I20): the service name in
 * the keys, the timestamps and the version attribute of the item format ElectroDB wrote before, so the
 * items already stored read and write unchanged.
 */
import { string } from 'dynamodb-toolbox/schema/string';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { indexKeys, partitionKey, sortKey, type IndexSpec, type KeySpec, type ModelSpec } from '../keys';
import { currentActorId } from '../../lib/actor-context';

/** The service name written into every key: all entities live in one table. */
export const SERVICE = 'greenlight';

/**
 * An ElectroDB model version-1 spec for `entity`, in the Greenlight service. The name keeps its literal
 * type: a Toolbox entity named by a plain `string` types its items as unknown.
 */
export const modelOf = <ENTITY extends string>(entity: ENTITY): ModelSpec & { entity: ENTITY } => ({
  service: SERVICE,
  entity,
  version: '1',
});

/** `created_at` and `updated_at`, ISO strings, stored under those names (ElectroDB's createdAt / updatedAt). */
export const TIMESTAMPS = {
  created: { name: 'created_at', savedAs: 'created_at' },
  modified: { name: 'updated_at', savedAs: 'updated_at' },
} as const;

/**
 * ElectroDB's model version (`__edb_v__`), never shown. Written on every put and update, as ElectroDB
 * does: an item an update creates without it would not be ElectroDB's.
 */
/**
 * Who wrote the item last: the request's caller, stamped on every put and update made inside a request
 * (../../lib/actor-context.ts; issue 35, decisions EX4); left as it was by writes outside one.
 */
export const changedBy = () => string().optional().putDefault(currentActorId).updateDefault(currentActorId);

export const electroVersion = () =>
  string().const('1').putDefault('1').updateDefault('1').savedAs('__edb_v__').hidden();

/** The four stage settings, off unless set (accounts spec §3 Stage, Template stage). */
export const stageFlags = () => ({
  enable_revision: boolean().optional().default(false),
  enable_timestamp: boolean().optional().default(false),
  visible_to_client: boolean().optional().default(false),
  require_approval_from_client: boolean().optional().default(false),
});

type StageFlagName = 'enable_revision' | 'enable_timestamp' | 'visible_to_client' | 'require_approval_from_client';

/** The four stage settings of a record, with their defaults filled in. */
export function stageFlagsOf(record: Partial<Record<StageFlagName, boolean>>): Record<StageFlagName, boolean> {
  return {
    enable_revision: record.enable_revision ?? false,
    enable_timestamp: record.enable_timestamp ?? false,
    visible_to_client: record.visible_to_client ?? false,
    require_approval_from_client: record.require_approval_from_client ?? false,
  };
}

type Values = Readonly<Record<string, unknown>>;

/** An entity's `computeKey`: the table keys (`pk`, `sk`) of `index` from the key attributes. */
export const tableKeyOf =
  (model: ModelSpec, index: IndexSpec) =>
  (key: Values): { pk: string; sk: string } =>
    indexKeys(model, index, key) as { pk: string; sk: string };

/**
 * The two hidden key attributes of a GSI (`gsi1pk` and `gsi1sk` for `name` 'gsi1'), as ElectroDB writes
 * them: on every put, and on an update that sets one of a key's composites other than the table keys (a
 * key without composites goes with its partner). `tableIndex` names the table keys, which an update
 * always carries and never changes. Sparse indexes (an ElectroDB `condition`) need their own links.
 */
export function gsiKeyAttributes<N extends string>(name: N, model: ModelSpec, index: IndexSpec, tableIndex: IndexSpec) {
  const tableKeys = new Set([...tableIndex.pk.composite, ...tableIndex.sk.composite]);
  const setsOne = (key: KeySpec, values: Values) =>
    key.composite.some((attribute) => !tableKeys.has(attribute) && values[attribute] !== undefined);
  const changes = (key: KeySpec, partner: KeySpec, values: Values) =>
    setsOne(key, values) || (key.composite.length === 0 && setsOne(partner, values));
  const keyAttribute = (build: (values: Values) => string, key: KeySpec, partner: KeySpec) =>
    string()
      .hidden()
      .putLink((values: unknown) => build(values as Values))
      .updateLink((values: unknown) => (changes(key, partner, values as Values) ? build(values as Values) : undefined));
  return {
    [`${name}pk`]: keyAttribute((values) => partitionKey(model, index, values), index.pk, index.sk),
    [`${name}sk`]: keyAttribute((values) => sortKey(model, index, values), index.sk, index.pk),
  } as Record<`${N}pk` | `${N}sk`, ReturnType<typeof keyAttribute>>;
}
