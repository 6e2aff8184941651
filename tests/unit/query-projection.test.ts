/**
 * The Query projection kept per frozen attribute list (`patches/dynamodb-toolbox+2.10.6.patch`, `queryParams`;
 * issue 39, decisions WC2): a frozen `attributes` array asked of one entity is turned into its
 * `ProjectionExpression` once, then reused. Every Query built with it must be the one the library builds
 * from an unfrozen copy of the same list (its own path, unchanged): same expression, same names in the same
 * order, the key condition and filter of that Query, and the same error for a list that matches nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { Entity } from 'dynamodb-toolbox/entity';
import { GreenlightTable } from '../../functions/src/data/table';
import { Card, CARD_BY_STAGE, CARD_MODEL } from '../../functions/src/data/entities/card';
import { Stage } from '../../functions/src/data/entities/stage';
import { keyQuery } from '../../functions/src/data/access';
import { ON_BOARD } from '../../functions/src/data/cards';
import { BOARD_CARD_ATTRIBUTES } from '../../functions/src/data/whole-board';

/** The params of a stage's card Query (as `queryAll` builds it), or of `entity` on the same key, with `attributes`. */
function params(attributes: readonly string[], stageId: string, entity: Entity = Card) {
  return GreenlightTable.build(QueryCommand)
    .entities(entity)
    .query(keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId }) as never)
    .options({
      ...(entity === Card ? { filters: { [entity.entityName]: ON_BOARD } } : {}),
      attributes,
      limit: 51,
    } as never)
    .params();
}

/** The params as JSON text: key order counts. */
const text = (value: unknown) => JSON.stringify(value);

beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'greenlight-projection-test');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the projection of a frozen attribute list', () => {
  it('gives every Query of the whole board exactly what the library builds from an unfrozen copy', () => {
    expect(Object.isFrozen(BOARD_CARD_ATTRIBUTES)).toBe(true);
    for (const stageId of ['stage-a', 'stage-b', 'stage-a']) {
      const built = params(BOARD_CARD_ATTRIBUTES, stageId);
      expect(text(built)).toBe(text(params([...BOARD_CARD_ATTRIBUTES], stageId)));
      expect(built.ProjectionExpression?.split(', ')).toHaveLength(BOARD_CARD_ATTRIBUTES.length + 1);
      expect(text(built.ExpressionAttributeValues)).toContain(stageId);
    }
  });

  it('is worked out for each entity the same list is asked of', () => {
    const shared = Object.freeze(['name', 'due_date', 'enable_revision']);
    for (const entity of [Card, Stage, Card, Stage] as Entity[])
      expect(text(params(shared, 'stage-c', entity))).toBe(text(params([...shared], 'stage-c', entity)));
  });

  it('keeps lists apart and leaves unknown names out as the library does', () => {
    for (const list of [['card_id'], ['name', 'nope', 'card_id'], ['label_ids', 'name'], ['card_id', 'card_id']]) {
      const frozen = Object.freeze([...list]);
      expect(text(params(frozen, 'stage-d'))).toBe(text(params([...list], 'stage-d')));
      expect(text(params(frozen, 'stage-d'))).toBe(text(params([...list], 'stage-d')));
    }
  });

  it('throws the library’s error, every time, for a list that matches nothing', () => {
    const none = Object.freeze(['nope']);
    const errorOf = (attributes: readonly string[]) => {
      try {
        params(attributes, 'stage-e');
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    };
    const expected = errorOf(['nope']);
    expect(expected).toMatch(/Unable to match any expression attribute path/);
    expect(errorOf(none)).toBe(expected);
    expect(errorOf(none)).toBe(expected);
  });
});
