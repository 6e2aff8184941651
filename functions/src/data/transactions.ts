/**
 * TransactWrite with DynamoDB-Toolbox (BRIEF §3: "No partial writes: use transactions and condition
 * expressions"; decisions I20): `…Transaction` build the writes of ./access.ts as items of a TransactWrite,
 * and `runTransaction` takes them (and plain TransactWriteItems) and reports a cancellation instead of
 * throwing it. `create…` items fail when the item exists, `patch…`/`remove…` when it does not.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Entity, KeyInputItem } from 'dynamodb-toolbox/entity';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import type {
  ExecuteTransactWriteInput,
  ExecuteTransactWriteOptions,
} from 'dynamodb-toolbox/entity/actions/transactWrite';
import { ConditionCheck } from 'dynamodb-toolbox/entity/actions/transactCheck';
import { DeleteTransaction } from 'dynamodb-toolbox/entity/actions/transactDelete';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import type { UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import { documentClient } from '../lib/aws/dynamodb';
import { existence } from './access';

/** A Toolbox transaction item: `Entity.build(UpdateTransaction).item(…)`, `PutTransaction`, `DeleteTransaction`, `ConditionCheck`. */
export type ToolboxTransaction = Exclude<ExecuteTransactWriteInput[number], ExecuteTransactWriteOptions>;
/** A plain (document-form) TransactWriteItem. */
type TransactWriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** One write of a TransactWrite: a Toolbox transaction item or a plain TransactWriteItem. */
export type TransactionItem = ToolboxTransaction | TransactWriteItem;

/** What a TransactWrite did: `canceled` when a condition (or a conflict) stopped it, and which items were rejected. */
export interface TransactionResult {
  canceled: boolean;
  /** Per item, in order: `rejected` when its condition failed (DynamoDB's cancellation reason is not `None`). */
  data: Array<{ rejected: boolean }>;
}

function isToolboxTransaction(item: TransactionItem): item is ToolboxTransaction {
  return typeof (item as { params?: unknown }).params === 'function';
}

/** The plain TransactWriteItem of one write (Toolbox's extra `ToolboxItem` dropped). */
export function transactionParams(item: TransactionItem): TransactWriteItem {
  if (!isToolboxTransaction(item)) return item;
  const { ToolboxItem: _validated, ...params } = item.params();
  return params;
}

/**
 * TransactWriteItems: all of `items` or none. @returns `canceled` (with each item's `rejected`) when a
 * condition or a concurrent change stopped it; other errors are thrown.
 */
export async function runTransaction(items: readonly TransactionItem[]): Promise<TransactionResult> {
  const TransactItems = items.map(transactionParams);
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems }));
    return { canceled: false, data: TransactItems.map(() => ({ rejected: false })) };
  } catch (error) {
    const { name, CancellationReasons } = error as {
      name?: string;
      CancellationReasons?: Array<{ Code?: string } | undefined>;
    };
    if (name !== 'TransactionCanceledException') throw error;
    return {
      canceled: true,
      data: TransactItems.map((_, i) => ({ rejected: (CancellationReasons?.[i]?.Code ?? 'None') !== 'None' })),
    };
  }
}

/** Transaction item: put `item` (replacing any item with its key), under `condition` if given. */
export function putTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  item: PutItemInput<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return entity
    .build(PutTransaction)
    .item(item)
    .options((condition ? { condition } : {}) as never);
}

/** Transaction item: put a new item (`attribute_not_exists`), with the caller's condition too. */
export function createTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  item: PutItemInput<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return putTransaction(entity, item, existence(entity, false, condition) as Condition);
}

/** Transaction item: update (creating the item when missing); `item` holds the key and the changes. */
export function updateTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  item: UpdateItemInput<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return entity
    .build(UpdateTransaction)
    .item(item)
    .options((condition ? { condition } : {}) as never);
}

/** Transaction item: update an existing item (`attribute_exists`), with the caller's condition too. */
export function patchTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  item: UpdateItemInput<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return updateTransaction(entity, item, existence(entity, true, condition) as Condition);
}

/** Transaction item: delete (nothing happens when missing), under `condition` if given. */
export function deleteTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  key: KeyInputItem<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return entity
    .build(DeleteTransaction)
    .key(key)
    .options((condition ? { condition } : {}) as never);
}

/** Transaction item: delete an existing item (`attribute_exists`), with the caller's condition too. */
export function removeTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  key: KeyInputItem<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return deleteTransaction(entity, key, existence(entity, true, condition) as Condition);
}

/** Transaction item: a ConditionCheck of the item at `key` (by default, that it exists). */
export function checkTransaction<ENTITY extends Entity>(
  entity: ENTITY,
  key: KeyInputItem<ENTITY>,
  condition?: Condition,
): ToolboxTransaction {
  return entity
    .build(ConditionCheck)
    .key(key)
    .condition((condition ?? existence(entity, true)) as never);
}

/** Attempts at a read-then-write transaction that a concurrent change cancelled (each attempt reads again). */
export const TRANSACTION_ATTEMPTS = 3;
