/**
 * The DynamoDB-Toolbox entities (functions/src/data/entities/) keep the item format already in the
 * table (decisions I20): `tests/fixtures/stored-items.json` was recorded from ElectroDB 3.9, the data layer
 * before them, for every entity (a full sample and one with only what must be given), every access
 * pattern and the updates that move index keys. Against it:
 * - a put writes exactly the recorded item: attributes, defaults, every index key, `__edb_e__`,
 *   `__edb_v__`, timestamps;
 * - reading the recorded item gives exactly what callers got before;
 * - every recorded query key (partition and `begins_with` prefix) is built by one of the entity's key specs;
 * - an update rewrites the same index keys and derived attributes (SET and REMOVE clauses; timestamps and
 *   the entity name, written with `if_not_exists`, left out).
 *
 * Keys added since the recording (`ADDED_SINCE_RECORDING`) are the only difference allowed: a put writes
 * the recorded item plus exactly those keys, with their expected values spelled out here, and the recorded
 * item (written before, without them) still reads back as before. The fixture itself stays as recorded.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity } from 'dynamodb-toolbox/entity';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { TOOLBOX_ENTITIES } from '../../functions/src/data/entities';
import { modelOf } from '../../functions/src/data/entities/common';
import { partitionKey, sortKey, type IndexSpec } from '../../functions/src/data/keys';

type Json = Record<string, unknown>;
interface Recorded {
  puts: Array<{ entity: string; sample: string; input: Json; stored: Json; parsed: Json }>;
  queries: Array<{
    entity: string;
    accessPattern: string;
    index: string | null;
    values: Json;
    partition: string;
    sortPrefix: string | null;
  }>;
  updates: Array<{ entity: string; key: Json; changes: Json; writes: Json }>;
}

/** String sets are recorded as `{ $set: [...] }` (JSON has no sets). */
const decode = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v && typeof v === 'object' && '$set' in v ? new Set((v as { $set: string[] }).$set) : v,
  ) as T;
const recorded = decode(
  JSON.parse(readFileSync(new URL('../fixtures/stored-items.json', import.meta.url), 'utf8')) as Recorded,
);
const entityOf = (name: string) => TOOLBOX_ENTITIES[name as keyof typeof TOOLBOX_ENTITIES] as Entity;

/** The pending key (gsi3) of a schedule entry's values. */
const pendingKey = (values: Json) => ({
  gsi3pk: `$greenlight#kind_${String(values.kind)}`.toLowerCase(),
  gsi3sk: `$schedule_entry_1#due_at_${String(values.due_at)}#subject_id_${String(values.subject_id)}`.toLowerCase(),
});

/**
 * Index keys added to an entity after the recording: what a put of a recorded input, and an update of a
 * recorded change, write besides what was recorded. Each entry names its decision.
 */
const ADDED_SINCE_RECORDING: Record<string, { put(input: Json): Json; update(key: Json, changes: Json): Json }> = {
  // Issue 25, decisions D23: the pending key, a kind's undone jobs by due instant; an update moving `due_at` moves it.
  scheduleEntry: {
    put: (input) => pendingKey(input),
    update: (key, changes) => (changes.due_at !== undefined ? pendingKey({ ...key, ...changes }) : {}),
  },
};

/** Every key spec the entity modules export (objects with `pk` and `sk`). */
const keySpecs: IndexSpec[] = Object.values(
  import.meta.glob<Record<string, unknown>>('../../functions/src/data/entities/*.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter((value): value is IndexSpec => typeof value === 'object' && value !== null && 'pk' in value && 'sk' in value);

beforeAll(() => {
  process.env.TABLE_NAME ??= 'greenlight-stored-items';
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
});
afterAll(() => vi.useRealTimers());

describe('the stored item format', () => {
  it('covers every entity', () => {
    expect(new Set(recorded.puts.map((p) => p.entity))).toEqual(new Set(Object.keys(TOOLBOX_ENTITIES)));
  });

  it.each(recorded.puts.map((p) => [p.entity, p.sample, p] as const))(
    '%s (%s sample): a put writes the recorded item, which reads back as before',
    (name, _sample, put) => {
      const entity = entityOf(name);
      expect(
        entity
          .build(PutItemCommand)
          .item(put.input as never)
          .params().Item,
      ).toEqual({ ...put.stored, ...ADDED_SINCE_RECORDING[name]?.put(put.input) });
      expect(entity.build(EntityFormatter).format(put.stored)).toEqual(put.parsed);
    },
  );

  it.each(recorded.queries.map((q) => [q.entity, q.accessPattern, q] as const))(
    '%s.%s: the query key is one of its key specs',
    (name, _pattern, query) => {
      const model = modelOf(entityOf(name).entityName);
      const builds = (spec: IndexSpec) => {
        if ((spec.index ?? null) !== query.index || !spec.pk.composite.every((name) => name in query.values))
          return false;
        return (
          partitionKey(model, spec, query.values) === query.partition &&
          (query.sortPrefix === null || sortKey(model, spec, query.values, true) === query.sortPrefix)
        );
      };
      expect(keySpecs.some(builds)).toBe(true);
    },
  );

  it.each(recorded.updates.map((u) => [u.entity, u.changes, u] as const))(
    '%s %j: an update writes the recorded keys and derived attributes',
    (name, _changes, update) => {
      const params = entityOf(name)
        .build(UpdateItemCommand)
        .item({ ...update.key, ...update.changes } as never)
        .params();
      expect(updateWrites(params as unknown as UpdateParams)).toEqual({
        ...update.writes,
        ...ADDED_SINCE_RECORDING[name]?.update(update.key, update.changes),
      });
    },
  );
});

interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const IGNORED = new Set(['created_at', 'updated_at', '__edb_e__']);

/** `{attribute: value}` for each `SET #a = :v`, and `attribute: 'REMOVED'` for each REMOVE, without IGNORED. */
function updateWrites({
  UpdateExpression,
  ExpressionAttributeNames: names,
  ExpressionAttributeValues: values = {},
}: UpdateParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const set = /SET (.*?)(?= REMOVE | ADD | DELETE |$)/.exec(UpdateExpression)?.[1] ?? '';
  for (const [, name, value] of set.matchAll(/(#\w+) = (?:if_not_exists\(#\w+, )?(:\w+)/g))
    result[names[name]] = values[value];
  const remove = /REMOVE (.*?)(?= SET | ADD | DELETE |$)/.exec(UpdateExpression)?.[1] ?? '';
  for (const name of remove
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean))
    result[names[name]] = 'REMOVED';
  for (const name of IGNORED) delete result[name];
  return result;
}
