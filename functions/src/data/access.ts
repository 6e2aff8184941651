/**
 * The few ways the data modules read and write items with DynamoDB-Toolbox (BRIEF §3; decisions I20), so
 * each module says what it does ("create this label", "patch this card if it is in this stage") and not
 * how Toolbox builds the request. Every function takes a Toolbox entity of `entities/` and returns items
 * as callers see them (formatted: hidden key attributes dropped, sets as arrays where the entity says so).
 *
 * - `create…` fails when the item exists and `patch…`/`remove…` when it does not: a
 *   ConditionalCheckFailedException (`isConditionFailure`), nothing written.
 * - The same writes as items of a TransactWrite are in ./transactions.ts.
 * - Queries read page by page, never more than asked: `queryAll` to the end (or `count` items),
 *   `queryPage` one DynamoDB request.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchDeleteRequest } from 'dynamodb-toolbox/entity/actions/batchDelete';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { EntityFormatter } from 'dynamodb-toolbox/entity/actions/format';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand, type UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import { BatchGetCommand, execute as executeBatchGet } from 'dynamodb-toolbox/table/actions/batchGet';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { documentClient } from '../lib/aws/dynamodb';
import { partitionKey, sortKey, type IndexSpec, type ModelSpec } from './keys';
import { GreenlightTable } from './table';

/** An item of `ENTITY` as the data modules hand it out. */
export type Item<ENTITY extends Entity> = FormattedItem<ENTITY>;

type ReturnValues = 'ALL_NEW' | 'ALL_OLD' | 'UPDATED_NEW' | 'UPDATED_OLD' | 'NONE';

/** The entity's first key attribute: it exists exactly when the item does (ElectroDB's `attribute_exists(pk)`). */
function keyAttribute(entity: Entity): string {
  const attributes = entity.schema.attributes as Record<string, { props: { key?: boolean } }>;
  const name = Object.keys(attributes).find((attribute) => attributes[attribute]?.props.key);
  if (!name) throw new Error(`Entity ${entity.entityName} has no key attribute`);
  return name;
}

/**
 * The condition "the item exists" (or not), and-ed with the caller's own. Conditions are typed loosely
 * (`Condition`, any attribute path): Toolbox's per-entity condition types made one call cost seconds of
 * type-checking, and tests exercise every condition against DynamoDB Local.
 */
export function existence(entity: Entity, exists: boolean, condition?: Condition): Condition {
  const own = { attr: keyAttribute(entity), exists } as Condition;
  return condition ? ({ and: [own, condition] } as Condition) : own;
}

/** The item as a read would return it, from its stored (saved-as) form. */
function formatted<ENTITY extends Entity>(entity: ENTITY, stored: Record<string, unknown>): Item<ENTITY> {
  return entity.build(EntityFormatter).format(stored) as Item<ENTITY>;
}

/** GetItem: the item, or null. `consistent` for a strongly consistent read. */
export async function getItem<ENTITY extends Entity>(
  entity: ENTITY,
  key: KeyInputItem<ENTITY>,
  options: { consistent?: boolean } = {},
): Promise<Item<ENTITY> | null> {
  const { Item } = await entity
    .build(GetItemCommand)
    .key(key)
    .options({ consistent: options.consistent ?? false })
    .send();
  return (Item as Item<ENTITY> | undefined) ?? null;
}

/** BatchGetItem (100 keys a request, unprocessed keys retried): the items that exist, in the order of `keys`. */
export async function getItems<ENTITY extends Entity>(
  entity: ENTITY,
  keys: ReadonlyArray<KeyInputItem<ENTITY>>,
): Promise<Array<Item<ENTITY>>> {
  const items: Array<Item<ENTITY>> = [];
  for (let start = 0; start < keys.length; start += 100) {
    const requests = keys.slice(start, start + 100).map((key) => entity.build(BatchGetRequest).key(key));
    const command = GreenlightTable.build(BatchGetCommand).requests(
      ...(requests as [BatchGetRequest<ENTITY>, ...BatchGetRequest<ENTITY>[]]),
    );
    const { Responses } = await executeBatchGet({ maxAttempts: 5 }, command);
    for (const found of (Responses?.[0] ?? []) as Array<Item<ENTITY> | undefined>) if (found) items.push(found);
  }
  return items;
}

/** PutItem, replacing any item with the key. @returns the item as stored. */
export async function putItem<ENTITY extends Entity>(
  entity: ENTITY,
  item: PutItemInput<ENTITY>,
  condition?: Condition,
): Promise<Item<ENTITY>> {
  const command = entity
    .build(PutItemCommand)
    .item(item)
    .options((condition ? { condition } : {}) as never);
  const { ToolboxItem: _validated, ...params } = command.params();
  // Sent as built, so the item returned is the one stored (a second build would stamp other timestamps).
  await documentClient().send(new PutCommand(params));
  return formatted(entity, params.Item as Record<string, unknown>);
}

/** PutItem of a new item (`attribute_not_exists`), with the caller's condition too. @throws ConditionalCheckFailedException when it exists. */
export function createItem<ENTITY extends Entity>(
  entity: ENTITY,
  item: PutItemInput<ENTITY>,
  condition?: Condition,
): Promise<Item<ENTITY>> {
  return putItem(entity, item, existence(entity, false, condition) as Condition);
}

/**
 * UpdateItem (creates the item when it is missing). `item` holds the key and the changes, with Toolbox's
 * `$add`, `$remove`…; timestamps and GSI keys follow. @returns the item after the update (`ALL_NEW`), or
 * what `returnValues` asks for (undefined for NONE).
 */
export async function updateItem<ENTITY extends Entity>(
  entity: ENTITY,
  item: UpdateItemInput<ENTITY>,
  options: { condition?: Condition; returnValues?: ReturnValues } = {},
): Promise<Item<ENTITY>> {
  const { Attributes } = await entity
    .build(UpdateItemCommand)
    .item(item)
    .options({
      ...(options.condition ? { condition: options.condition } : {}),
      returnValues: options.returnValues ?? 'ALL_NEW',
    } as never)
    .send();
  return Attributes as Item<ENTITY>;
}

/** UpdateItem of an existing item (`attribute_exists`), with the caller's condition too. @throws ConditionalCheckFailedException when it is missing. */
export function patchItem<ENTITY extends Entity>(
  entity: ENTITY,
  item: UpdateItemInput<ENTITY>,
  options: { condition?: Condition; returnValues?: ReturnValues } = {},
): Promise<Item<ENTITY>> {
  return updateItem(entity, item, { ...options, condition: existence(entity, true, options.condition) as Condition });
}

/** DeleteItem (nothing happens when it is missing). @returns the deleted item with `returnOld`, else undefined. */
export async function deleteItem<ENTITY extends Entity>(
  entity: ENTITY,
  key: KeyInputItem<ENTITY>,
  options: { condition?: Condition; returnOld?: boolean } = {},
): Promise<Item<ENTITY> | undefined> {
  const { Attributes } = await entity
    .build(DeleteItemCommand)
    .key(key)
    .options({
      ...(options.condition ? { condition: options.condition } : {}),
      returnValues: options.returnOld ? 'ALL_OLD' : 'NONE',
    } as never)
    .send();
  return Attributes as Item<ENTITY> | undefined;
}

/** DeleteItem of an existing item (`attribute_exists`). @throws ConditionalCheckFailedException when it is missing (or the condition fails). */
export function removeItem<ENTITY extends Entity>(
  entity: ENTITY,
  key: KeyInputItem<ENTITY>,
  condition?: Condition,
): Promise<Item<ENTITY> | undefined> {
  return deleteItem(entity, key, { condition: existence(entity, true, condition) as Condition });
}

/** A Query's key condition: the partition and, optionally, a sort-key range (`beginsWith`, `lt`, `between`…). */
export interface KeyQuery {
  index?: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4';
  partition: string;
  range?:
    | { beginsWith: string }
    | { lt: string }
    | { lte: string }
    | { gt: string }
    | { gte: string }
    | { between: [string, string] }
    | { eq: string };
}

/**
 * The key condition of an access pattern, as ElectroDB's `query.<index>(values)` built it: the partition
 * from `values`, and the sort keys that begin with the composites given (in order; the first missing one
 * ends the prefix). `range` instead compares whole sort keys built from `values` plus its own.
 */
export function keyQuery(model: ModelSpec, index: IndexSpec, values: Record<string, unknown>): KeyQuery {
  return {
    ...(index.index ? { index: index.index as KeyQuery['index'] } : {}),
    partition: partitionKey(model, index, values),
    range: { beginsWith: sortKey(model, index, values, true) },
  };
}

/** The whole sort key of `values` under `index` (for `lt`/`gt`/`between` ranges). */
export function sortKeyOf(model: ModelSpec, index: IndexSpec, values: Record<string, unknown>): string {
  return sortKey(model, index, values);
}

export interface QueryOptions {
  /** Newest (highest sort key) first. */
  reverse?: boolean;
  consistent?: boolean;
  /** Only items matching this condition (a filter: items read and dropped still count against `limit`). */
  filter?: Condition;
  /** Only these attributes. */
  attributes?: string[];
}

function queryCommand<ENTITY extends Entity>(
  entity: ENTITY,
  query: KeyQuery,
  options: QueryOptions,
  page: { limit?: number; startKey?: Record<string, unknown> },
) {
  return GreenlightTable.build(QueryCommand)
    .entities(entity)
    .query(query as never)
    .options({
      ...(options.reverse ? { reverse: true } : {}),
      ...(options.consistent ? { consistent: true } : {}),
      ...(options.filter ? { filters: { [entity.entityName]: options.filter } } : {}),
      ...(options.attributes ? { attributes: options.attributes } : {}),
      ...(page.limit ? { limit: page.limit } : {}),
      ...(page.startKey ? { exclusiveStartKey: page.startKey } : {}),
    } as never);
}

/** One Query request of at most `limit` items read. @returns the items and the key to read on from (null at the end). */
export async function queryPage<ENTITY extends Entity>(
  entity: ENTITY,
  query: KeyQuery,
  options: QueryOptions & { limit?: number; startKey?: Record<string, unknown> | null } = {},
): Promise<{ items: Array<Item<ENTITY>>; lastKey: Record<string, unknown> | null }> {
  const { Items, LastEvaluatedKey } = await queryCommand(entity, query, options, {
    limit: options.limit,
    startKey: options.startKey ?? undefined,
  }).send();
  return {
    items: (Items ?? []) as Array<Item<ENTITY>>,
    lastKey: (LastEvaluatedKey as Record<string, unknown> | undefined) ?? null,
  };
}

/**
 * Query page after page to the end, or until `count` items (after the filter) are read. `limit` caps the
 * items each request reads (by default the rest of `count`, else DynamoDB's 1 MB page). `startKey` (an
 * ExclusiveStartKey) starts after that item instead of at the beginning (issue 27: cursor pages).
 */
export async function queryAll<ENTITY extends Entity>(
  entity: ENTITY,
  query: KeyQuery,
  options: QueryOptions & { count?: number; limit?: number; startKey?: Record<string, unknown> | null } = {},
): Promise<Array<Item<ENTITY>>> {
  const items: Array<Item<ENTITY>> = [];
  let startKey: Record<string, unknown> | null = options.startKey ?? null;
  do {
    const limit = options.limit ?? (options.count ? Math.max(options.count - items.length, 1) : undefined);
    const page: { items: Array<Item<ENTITY>>; lastKey: Record<string, unknown> | null } = await queryPage(
      entity,
      query,
      { ...options, startKey, limit },
    );
    items.push(...page.items);
    startKey = page.lastKey;
  } while (startKey && (options.count === undefined || items.length < options.count));
  return options.count === undefined ? items : items.slice(0, options.count);
}

/** BatchWriteItem deletes (25 keys a request, unprocessed ones retried); keys that match nothing are fine. */
export async function deleteItems<ENTITY extends Entity>(
  entity: ENTITY,
  keys: ReadonlyArray<KeyInputItem<ENTITY>>,
): Promise<void> {
  for (let start = 0; start < keys.length; start += 25) {
    const requests = keys.slice(start, start + 25).map((key) => entity.build(BatchDeleteRequest).key(key));
    await executeBatchWrite(
      { maxAttempts: 5 },
      GreenlightTable.build(BatchWriteCommand).requests(
        ...(requests as [BatchDeleteRequest<ENTITY>, ...BatchDeleteRequest<ENTITY>[]]),
      ),
    );
  }
}

/** BatchWriteItem puts (25 items a request, unprocessed ones retried), each replacing any item with its key. */
export async function putItems<ENTITY extends Entity>(
  entity: ENTITY,
  items: ReadonlyArray<PutItemInput<ENTITY>>,
): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    const requests = items.slice(start, start + 25).map((item) => entity.build(BatchPutRequest).item(item));
    await executeBatchWrite(
      { maxAttempts: 5 },
      GreenlightTable.build(BatchWriteCommand).requests(
        ...(requests as [BatchPutRequest<ENTITY>, ...BatchPutRequest<ENTITY>[]]),
      ),
    );
  }
}

/**
 * Whether an error is a failed condition (ConditionalCheckFailedException, or a TransactWrite cancelled by
 * one): the write did nothing, and the caller decides what that means.
 */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { cause?: { name?: string } }).cause?.name ?? (error as { name?: string }).name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}
