/**
 * Each DynamoDB-Toolbox entity (functions/src/data/toolbox/entities/) writes and reads the same items as its
 * ElectroDB twin (decisions I20: the data layer moves to Toolbox one module at a time, both libraries on the
 * same items meanwhile). For a full sample item and one with only what must be given:
 * - a Toolbox put writes exactly the item ElectroDB's put writes (attributes, defaults, every index key,
 *   `__edb_e__`, `__edb_v__`, timestamps);
 * - Toolbox formats that stored item into exactly what ElectroDB returns for it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { TOOLBOX_ENTITIES } from '../../functions/src/data/toolbox/entities';
import { electroEntities, modelOf, sampleItem, type AnyElectroEntity } from '../support/electro-samples';

let electro: Record<string, AnyElectroEntity>;

beforeAll(async () => {
  vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00.000Z'), toFake: ['Date'] });
  electro = await electroEntities();
});
afterAll(() => vi.useRealTimers());

const twins = Object.entries(TOOLBOX_ENTITIES) as Array<[string, Entity]>;

describe.each(twins)('the Toolbox twin of ElectroDB’s %s', (name, toolbox) => {
  for (const sample of ['full', 'required only'] as const) {
    it(`writes the item ElectroDB writes, and reads it back as ElectroDB does (${sample} sample)`, () => {
      const entity = electro[name];
      // Both libraries set the timestamps ElectroDB defaults (common.ts createdAt / updatedAt); callers never
      // pass those. Timestamps without a default (the chat's, from the caller's clock) are ordinary input.
      const { attributes } = modelOf(entity);
      const input = sampleItem(attributes, sample === 'required only');
      for (const name of ['created_at', 'updated_at']) if (attributes[name]?.default !== undefined) delete input[name];
      const stored = (entity.put(input as never).params({ table: 't' }) as { Item: Record<string, unknown> }).Item;
      const written = toolbox.build(PutItemCommand).item(input as never).params().Item;
      expect(written).toEqual(stored);
      const parsed = (entity.parse({ Item: stored }) as { data: unknown }).data;
      expect(toolbox.build(EntityFormatter).format(stored)).toEqual(parsed);
    });
  }
});
