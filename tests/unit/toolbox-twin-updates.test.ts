/**
 * On updates, each DynamoDB-Toolbox twin rewrites the same index keys and derived attributes as ElectroDB
 * (decisions I20): a GSI key is rewritten when the update sets one of its composites, a key without
 * composites goes with its partner, a sparse index's keys are removed when its condition turns false.
 * Compared on the SET and REMOVE clauses of both libraries' UpdateItem requests; the timestamps and the
 * entity name, which Toolbox writes with `if_not_exists`, are left out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from 'dynamodb-toolbox/entity';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { TOOLBOX_ENTITIES } from '../../functions/src/data/toolbox/entities';
import { electroEntities, type AnyElectroEntity } from '../support/electro-samples';

interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

const IGNORED = new Set(['created_at', 'updated_at', '__edb_e__']);

/** `{attribute: value}` for each `SET #a = :v`, and `attribute: 'REMOVED'` for each REMOVE, without IGNORED. */
function writes({ UpdateExpression, ExpressionAttributeNames: names, ExpressionAttributeValues: values = {} }: UpdateParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const set = /SET (.*?)(?= REMOVE | ADD | DELETE |$)/.exec(UpdateExpression)?.[1] ?? '';
  for (const [, name, value] of set.matchAll(/(#\w+) = (?:if_not_exists\(#\w+, )?(:\w+)/g)) result[names[name]] = values[value];
  const remove = /REMOVE (.*?)(?= SET | ADD | DELETE |$)/.exec(UpdateExpression)?.[1] ?? '';
  for (const name of remove.split(',').map((n) => n.trim()).filter(Boolean)) result[names[name]] = 'REMOVED';
  for (const name of IGNORED) delete result[name];
  return result;
}

let electro: Record<string, AnyElectroEntity>;

beforeAll(async () => {
  electro = await electroEntities();
});

/** ElectroDB's `patch(key).set(changes)` against Toolbox's update of key and changes. */
function compare(name: keyof typeof TOOLBOX_ENTITIES, key: Record<string, unknown>, changes: Record<string, unknown>) {
  const ours = (TOOLBOX_ENTITIES[name] as Entity).build(UpdateItemCommand).item({ ...key, ...changes } as never).params() as unknown as UpdateParams;
  const theirs = (electro[name].patch(key as never) as unknown as { set: (c: object) => { params: (o: object) => UpdateParams } }).set(changes).params({ table: 't' });
  return { toolbox: writes(ours), electrodb: writes(theirs) };
}

const CASES: Array<[keyof typeof TOOLBOX_ENTITIES, Record<string, unknown>, Record<string, unknown>]> = [
  ['user', { user_id: 'U1' }, { email: 'Ann@Example.com' }],
  ['user', { user_id: 'U1' }, { first_name: 'Ann' }],
  ['scheduleEntry', { kind: 'due_reminder', subject_id: 'C1' }, { due_day: '2026-12-01', due_at: '2026-12-01T09:00:00.000Z' }],
  ['scheduleEntry', { kind: 'due_reminder', subject_id: 'C1' }, { due_at: '2026-12-01T10:00:00.000Z' }],
  ['workspaceMember', { workspace_id: 'W1', user_id: 'U1' }, { role: 'coordinator' }],
  ['notification', { user_id: 'U1', notification_id: 'N1' }, { is_read: true }],
  ['notification', { user_id: 'U1', notification_id: 'N1' }, { is_read: false }],
  ['card', { workspace_id: 'W1', card_id: 'C1' }, { position: 'aB', due_sort: '~' }],
  ['card', { workspace_id: 'W1', card_id: 'C1' }, { stage_id: 'S2', position: 'a0', due_sort: '2026-12-01T09:00:00.000Z' }],
  ['card', { workspace_id: 'W1', card_id: 'C1' }, { name: 'Spring Lookbook', due_sort: '~' }],
];

describe('Toolbox twins on update', () => {
  it.each(CASES)('%s %j with %j writes what ElectroDB writes', (name, key, changes) => {
    const { toolbox, electrodb } = compare(name, key, changes);
    expect(toolbox).toEqual(electrodb);
  });
});
