/**
 * The items of one multi-entity Query (an item collection: a workspace's skeleton, a card's details),
 * tagged by DynamoDB-Toolbox with their entity's name, grouped by entity (BRIEF §3 "one Query per
 * collection"). Shared by ./workspaces.ts and ./card-detail.ts.
 */
import type { Entity } from 'dynamodb-toolbox/entity';
import { $entity } from 'dynamodb-toolbox/table/actions/query';
import type { Item } from './access';

/** @returns `itemsOf(entity)`: that entity's items among `items`, untagged, in Query order. */
export function groupByEntity(items: readonly unknown[]) {
  const byEntity = new Map<string, object[]>();
  for (const { [$entity]: name = '', ...found } of items as Array<{ [$entity]?: string }>) {
    const group = byEntity.get(name) ?? [];
    group.push(found);
    byEntity.set(name, group);
  }
  return <ENTITY extends Entity>(entity: ENTITY) => (byEntity.get(entity.entityName) ?? []) as Array<Item<ENTITY>>;
}
