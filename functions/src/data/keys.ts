/**
 * Keys in ElectroDB's format, for DynamoDB-Toolbox entities that share the table with ElectroDB's
 * (BRIEF §3; docs/decisions.md I20: the data layer moves to DynamoDB-Toolbox one module at a time, and
 * both libraries must read and write the same items meanwhile).
 *
 * ElectroDB (model version "1", no custom templates, which is all Greenlight uses) writes:
 * - partition keys `$<service>#<attr>_<value>…`, e.g. `$greenlight#workspace_id_0192…`;
 * - sort keys `$<collection>#<entity>_<version>#<attr>_<value>…` in a collection, else
 *   `$<entity>_<version>#<attr>_<value>…`, e.g. `$workspace#stage_1#stage_id_2cc6…`;
 * - the whole key lower-cased, unless the key says `casing: 'none'` (card positions keep theirs).
 * A query prefix stops at the first composite without a value and ends with that composite's label
 * (`$workspace#stage_1#stage_id_`), as ElectroDB's `begins_with` does.
 */

/** One key of an index: its attribute and the composite attributes it is built from, in order. */
export interface KeySpec {
  field: string;
  composite: readonly string[];
  casing?: 'default' | 'lower' | 'upper' | 'none';
}

/** One access pattern: the table (no `index`) or a GSI, optionally in a collection. */
export interface IndexSpec {
  index?: string;
  collection?: string;
  pk: KeySpec;
  sk: KeySpec;
}

/** What ElectroDB calls the model: service, entity name and version. */
export interface ModelSpec {
  service: string;
  entity: string;
  version: string;
}

type Values = Readonly<Record<string, unknown>>;

function withCasing(key: string, casing: KeySpec['casing']): string {
  if (casing === 'none') return key;
  return casing === 'upper' ? key.toUpperCase() : key.toLowerCase();
}

/** `prefix#attr_value#attr_value…`; with `partial`, stops at the first missing value after its label. */
function composeKey(prefix: string, spec: KeySpec, values: Values, partial: boolean): string {
  let key = prefix;
  for (const name of spec.composite) {
    key += `#${name}_`;
    const value = values[name];
    if (value === undefined) {
      if (partial) break;
      throw new Error(`Key ${spec.field} needs ${name}`);
    }
    key += String(value);
  }
  return withCasing(key, spec.casing);
}

/** The partition key's value. @throws Error when a composite is missing. */
export function partitionKey(model: ModelSpec, index: IndexSpec, values: Values): string {
  return composeKey(`$${model.service}`, index.pk, values, false);
}

/** The sort key's value; `partial` gives the `begins_with` prefix of the values present. */
export function sortKey(model: ModelSpec, index: IndexSpec, values: Values, partial = false): string {
  const entity = `${model.entity}_${model.version}`;
  const prefix = index.collection ? `$${index.collection}#${entity}` : `$${entity}`;
  return composeKey(prefix, index.sk, values, partial);
}

/** Both keys of one index, keyed by their attribute names (`{pk, sk}`, `{gsi1pk, gsi1sk}`). */
export function indexKeys(model: ModelSpec, index: IndexSpec, values: Values): Record<string, string> {
  return { [index.pk.field]: partitionKey(model, index, values), [index.sk.field]: sortKey(model, index, values) };
}
