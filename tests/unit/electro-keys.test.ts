/**
 * `functions/src/data/toolbox/keys.ts` writes ElectroDB's keys (decisions I20, the move to
 * DynamoDB-Toolbox one module at a time): for every entity of the service and every one of its indexes,
 * the item keys of a put and the key condition of a query match what ElectroDB itself builds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexKeys, partitionKey, sortKey } from '../../functions/src/data/toolbox/keys';
import { electroEntities, modelOf, sampleItem, type AnyElectroEntity } from '../support/electro-samples';

let entities: Record<string, AnyElectroEntity>;

beforeAll(async () => {
  entities = await electroEntities();
});

describe('ElectroDB-format keys for DynamoDB-Toolbox', () => {
  it('build every index key of every entity exactly as ElectroDB writes it', () => {
    let compared = 0;
    for (const [name, entity] of Object.entries(entities)) {
      const definition = modelOf(entity);
      const model = definition.model;
      const item = sampleItem(definition.attributes);
      const written = (entity.put(item as never).params({ table: 't' }) as { Item: Record<string, unknown> }).Item;
      for (const [accessPattern, index] of Object.entries(definition.indexes)) {
        if (index.condition && !index.condition(written)) continue; // a sparse index the sample leaves out
        // From the stored attributes, which include those ElectroDB derives (`due_sort` from `due_date`).
        const keys = indexKeys(model, index, written);
        for (const [field, value] of Object.entries(keys)) expect(value, `${name}.${accessPattern}.${field}`).toBe(written[field]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(40);
  });

  it('build the begins_with prefix of a query on the partition and leading sort-key composites', () => {
    for (const [name, entity] of Object.entries(entities)) {
      const definition = modelOf(entity);
      const item = sampleItem(definition.attributes);
      for (const [accessPattern, index] of Object.entries(definition.indexes)) {
        const query = (entity.query as unknown as Record<string, (values: Record<string, unknown>) => { params: (o: object) => { ExpressionAttributeValues: Record<string, unknown> } }>)[accessPattern];
        const pkValues = Object.fromEntries(index.pk.composite.map((c) => [c, item[c]]));
        const values = query(pkValues).params({ table: 't' }).ExpressionAttributeValues;
        expect(values[':pk'], `${name}.${accessPattern} pk`).toBe(partitionKey(definition.model, index, pkValues));
        if (values[':sk1'] !== undefined) expect(values[':sk1'], `${name}.${accessPattern} sk prefix`).toBe(sortKey(definition.model, index, pkValues, true));
      }
    }
  });
});
