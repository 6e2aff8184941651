/**
 * Checklists of a card: lists and items in the card's detail partition (cards spec §4 Checklists, §7
 * Checklists; docs/data-model.md patterns 92–97).
 *
 * Every item write is one TransactWrite with its list's counts (`item_count`, `done_count`) and the
 * card's (`total_subtasks`, `completed_subtasks`, and `hidden_*` for lists hidden from guests), each
 * conditioned on what was read, so the counters never drift; a write that a concurrent change
 * cancelled reads again (TRANSACTION_ATTEMPTS) and otherwise answers 409.
 */
import { randomUUID } from 'node:crypto';
import { generateKeyBetween } from 'fractional-indexing';
import {
  CHECKLIST_LIMITS,
  CHECKLIST_MESSAGES,
  DEFAULT_CHECKLIST_TITLE,
} from '../../../shared/schemas/checklist-limits';
import type { Checklist as ChecklistResponse } from '../../../shared/schemas/checklist';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http/errors';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import type { UpdateItemInput } from 'dynamodb-toolbox/entity/actions/update';
import { byPosition } from './ordering';
import { getItem, keyQuery, queryAll, type Item } from './access';
import {
  checkTransaction,
  createTransaction,
  deleteTransaction,
  patchTransaction,
  runTransaction,
  TRANSACTION_ATTEMPTS,
  type TransactionItem,
} from './transactions';
import type { CardKey } from './card-key';
import { Card } from './entities/card';
import {
  Checklist,
  CHECKLIST_BY_CARD,
  CHECKLIST_ITEM_BY_CARD,
  CHECKLIST_ITEM_MODEL,
  CHECKLIST_MODEL,
  ChecklistItem,
} from './entities/checklist';

export type ChecklistRecord = Item<typeof Checklist>;
export type ChecklistItemRecord = Item<typeof ChecklistItem>;

/** The card a checklist write counts on (./card-key.ts). */
export type { CardKey };

const listOrder = (a: ChecklistRecord, b: ChecklistRecord) =>
  byPosition({ ...a, card_id: a.list_id }, { ...b, card_id: b.list_id });
const itemOrder = (a: ChecklistItemRecord, b: ChecklistItemRecord) =>
  byPosition({ ...a, card_id: a.item_id }, { ...b, card_id: b.item_id });

/** Pattern 92: a card's lists and items (two Queries of its partition in parallel), each in (position, id) order. */
export async function readChecklists(
  cardId: string,
): Promise<{ lists: ChecklistRecord[]; items: ChecklistItemRecord[] }> {
  const [lists, items] = await Promise.all([
    queryAll(Checklist, keyQuery(CHECKLIST_MODEL, CHECKLIST_BY_CARD, { card_id: cardId })),
    queryAll(ChecklistItem, keyQuery(CHECKLIST_ITEM_MODEL, CHECKLIST_ITEM_BY_CARD, { card_id: cardId })),
  ]);
  return orderChecklists(lists, items);
}

/** Lists and items in board order (fractional positions, then ids), as every read answers them. */
export function orderChecklists(
  lists: ChecklistRecord[],
  items: ChecklistItemRecord[],
): { lists: ChecklistRecord[]; items: ChecklistItemRecord[] } {
  return { lists: lists.sort(listOrder), items: items.sort(itemOrder) };
}

/** The API shape (cards spec §3): lists in order, each with its items in order. */
export function toChecklistResponses(lists: ChecklistRecord[], items: ChecklistItemRecord[]): ChecklistResponse[] {
  return lists.map((list) => ({
    id: list.list_id,
    title: list.title,
    hidden: list.hidden,
    position: list.position,
    items: items
      .filter((i) => i.list_id === list.list_id)
      .map((i) => ({
        id: i.item_id,
        list_id: i.list_id,
        description: i.description,
        done: i.done,
        position: i.position,
      })),
  }));
}

/** One list (GetItem), or null. */
export async function getChecklist(cardId: string, listId: string): Promise<ChecklistRecord | null> {
  return getItem(Checklist, { card_id: cardId, list_id: listId });
}

/** One item (GetItem), or null. */
export async function getChecklistItem(
  cardId: string,
  listId: string,
  itemId: string,
): Promise<ChecklistItemRecord | null> {
  return getItem(ChecklistItem, { card_id: cardId, list_id: listId, item_id: itemId });
}

/** The card's condition for every checklist write: not in the recycle bin. */
const NOT_BINNED: Condition = { attr: 'deleted_at', exists: false };

/** Counter changes on the card item; `hidden` also moves them in or out of what guests see. */
function cardCounts(card: CardKey, total: number, done: number, hidden: boolean, lists = 0): TransactionItem {
  const counts: Record<string, number> = { total_subtasks: total, completed_subtasks: done, checklist_count: lists };
  if (hidden) Object.assign(counts, { hidden_subtasks: total, hidden_completed_subtasks: done });
  const nonZero = Object.fromEntries(Object.entries(counts).flatMap(([name, n]) => (n !== 0 ? [[name, $add(n)]] : [])));
  return patchTransaction<typeof Card>(Card, { ...card, ...nonZero } as UpdateItemInput<typeof Card>, NOT_BINNED);
}

/** Run the TransactWrite of `items`. @returns false when a condition (or a concurrent change) cancelled it. */
async function commit(items: TransactionItem[]): Promise<boolean> {
  return !(await runTransaction(items)).canceled;
}

/** Run `attempt` until it commits, at most TRANSACTION_ATTEMPTS times. @throws ConflictError when it never does. */
async function withRetries(attempt: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < TRANSACTION_ATTEMPTS; i += 1) if (await attempt()) return;
  throw new ConflictError(CHECKLIST_MESSAGES.staleOrder);
}

/**
 * Pattern 93 (list): a new list at the end. TW: Put list `attribute_not_exists` + Update card
 * `ADD checklist_count 1`, conditioned below the limit and on the card not being in the bin.
 * @throws BadRequestError at the lists limit; ConflictError when the card changed and retries ran out.
 */
export async function createChecklist(
  card: CardKey,
  input: { title?: string; hidden?: boolean },
): Promise<ChecklistRecord> {
  let created: ChecklistRecord | null = null;
  await withRetries(async () => {
    const { lists } = await readChecklists(card.card_id);
    if (lists.length >= CHECKLIST_LIMITS.listsPerCard) throw new BadRequestError(CHECKLIST_MESSAGES.tooManyLists);
    const record = {
      card_id: card.card_id,
      workspace_id: card.workspace_id,
      list_id: randomUUID(),
      title: input.title ?? DEFAULT_CHECKLIST_TITLE,
      hidden: input.hidden ?? false,
      position: generateKeyBetween(lists.at(-1)?.position ?? null, null),
      item_count: 0,
      done_count: 0,
    };
    const committed = await commit([
      createTransaction(Checklist, record),
      patchTransaction<typeof Card>(
        Card,
        { ...card, checklist_count: $add(1) },
        {
          and: [
            NOT_BINNED,
            {
              or: [
                { attr: 'checklist_count', exists: false },
                { attr: 'checklist_count', lt: CHECKLIST_LIMITS.listsPerCard as number },
              ],
            },
          ],
        },
      ),
    ]);
    if (committed) created = (await getChecklist(card.card_id, record.list_id))!;
    return committed;
  });
  return created!;
}

/**
 * Pattern 95 (list): rename and/or hide a list. Hiding moves its counts into the card's `hidden_*`
 * counters in the same TW, conditioned on the list's counts and hidden flag as read.
 * @throws NotFoundError for an unknown list; ConflictError when retries ran out.
 */
export async function updateChecklist(
  card: CardKey,
  listId: string,
  changes: { title?: string; hidden?: boolean },
): Promise<ChecklistRecord> {
  await withRetries(async () => {
    const list = await getChecklist(card.card_id, listId);
    if (!list) throw new NotFoundError(CHECKLIST_MESSAGES.listNotFound);
    const flips = changes.hidden !== undefined && changes.hidden !== list.hidden;
    const sign = changes.hidden ? 1 : -1;
    return commit([
      patchTransaction(
        Checklist,
        {
          card_id: card.card_id,
          list_id: listId,
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.hidden !== undefined ? { hidden: changes.hidden } : {}),
        },
        {
          and: [
            { attr: 'hidden', eq: list.hidden },
            { attr: 'item_count', eq: list.item_count },
            { attr: 'done_count', eq: list.done_count },
          ],
        },
      ),
      flips && list.item_count > 0
        ? patchTransaction<typeof Card>(
            Card,
            {
              ...card,
              hidden_subtasks: $add(sign * list.item_count),
              hidden_completed_subtasks: $add(sign * list.done_count),
            },
            NOT_BINNED,
          )
        : checkTransaction<typeof Card>(Card, card, NOT_BINNED),
    ]);
  });
  return (await getChecklist(card.card_id, listId))!;
}

/**
 * Pattern 96 (list): delete a list with its items. One TW: Delete list (conditioned on its counts as
 * read) + Delete each item + the card's counters. At most 90 items + 2 fit the 100-item limit.
 * @throws NotFoundError for an unknown list; ConflictError when retries ran out.
 */
export async function deleteChecklist(card: CardKey, listId: string): Promise<void> {
  await withRetries(async () => {
    const list = await getChecklist(card.card_id, listId);
    if (!list) throw new NotFoundError(CHECKLIST_MESSAGES.listNotFound);
    const { items } = await readChecklists(card.card_id);
    const own = items.filter((i) => i.list_id === listId);
    return commit([
      deleteTransaction(
        Checklist,
        { card_id: card.card_id, list_id: listId },
        {
          and: [
            { attr: 'item_count', eq: own.length },
            { attr: 'done_count', eq: list.done_count },
            { attr: 'hidden', eq: list.hidden },
          ],
        },
      ),
      ...own.map((i) =>
        deleteTransaction(ChecklistItem, { card_id: card.card_id, list_id: listId, item_id: i.item_id }),
      ),
      cardCounts(card, -own.length, -list.done_count, list.hidden, -1),
    ]);
  });
}

/**
 * Pattern 93 (item): a new item at the end of its list. TW: Put item + Update list `ADD item_count`
 * (conditioned below the limit and on its hidden flag as read) + the card's counters.
 * @throws NotFoundError for an unknown list; BadRequestError at the items limit; ConflictError when retries ran out.
 */
export async function createChecklistItem(
  card: CardKey,
  listId: string,
  input: { description?: string; done?: boolean },
): Promise<ChecklistItemRecord> {
  const itemId = randomUUID();
  await withRetries(async () => {
    const list = await getChecklist(card.card_id, listId);
    if (!list) throw new NotFoundError(CHECKLIST_MESSAGES.listNotFound);
    if (list.item_count >= CHECKLIST_LIMITS.itemsPerList) throw new BadRequestError(CHECKLIST_MESSAGES.tooManyItems);
    const { items } = await readChecklists(card.card_id);
    const last = items.filter((i) => i.list_id === listId).at(-1);
    const done = input.done ? 1 : 0;
    return commit([
      createTransaction(ChecklistItem, {
        card_id: card.card_id,
        list_id: listId,
        item_id: itemId,
        description: input.description ?? '',
        done: input.done ?? false,
        position: generateKeyBetween(last?.position ?? null, null),
      }),
      patchTransaction(
        Checklist,
        { card_id: card.card_id, list_id: listId, item_count: $add(1), ...(done ? { done_count: $add(1) } : {}) },
        {
          and: [
            { attr: 'hidden', eq: list.hidden },
            { attr: 'item_count', lt: CHECKLIST_LIMITS.itemsPerList as number },
          ],
        },
      ),
      cardCounts(card, 1, done, list.hidden),
    ]);
  });
  return (await getChecklistItem(card.card_id, listId, itemId))!;
}

/**
 * Patterns 94 and 95 (item): change an item's description and/or toggle it done. A toggle is one TW:
 * Update item `SET done` conditioned on `done` as read + the list's and the card's done counts.
 * @throws NotFoundError for an unknown item; ConflictError when retries ran out.
 */
export async function updateChecklistItem(
  card: CardKey,
  listId: string,
  itemId: string,
  changes: { description?: string; done?: boolean },
): Promise<ChecklistItemRecord> {
  await withRetries(async () => {
    const [list, item] = await Promise.all([
      getChecklist(card.card_id, listId),
      getChecklistItem(card.card_id, listId, itemId),
    ]);
    if (!list || !item) throw new NotFoundError(CHECKLIST_MESSAGES.itemNotFound);
    const delta = changes.done === undefined || changes.done === item.done ? 0 : changes.done ? 1 : -1;
    const itemKey = { card_id: card.card_id, list_id: listId, item_id: itemId };
    const set = {
      ...(changes.description !== undefined ? { description: changes.description } : {}),
      ...(changes.done !== undefined ? { done: changes.done } : {}),
    };
    const listKey = { card_id: card.card_id, list_id: listId };
    return commit([
      patchTransaction(ChecklistItem, { ...itemKey, ...set }, { attr: 'done', eq: item.done }),
      delta === 0
        ? checkTransaction(Checklist, listKey)
        : patchTransaction(Checklist, { ...listKey, done_count: $add(delta) }, { attr: 'hidden', eq: list.hidden }),
      delta === 0 ? checkTransaction<typeof Card>(Card, card, NOT_BINNED) : cardCounts(card, 0, delta, list.hidden),
    ]);
  });
  return (await getChecklistItem(card.card_id, listId, itemId))!;
}

/**
 * Pattern 96 (item): delete one item. One TW: Delete item (conditioned on `done` as read) + the list's
 * and the card's counters.
 * @throws NotFoundError for an unknown item; ConflictError when retries ran out.
 */
export async function deleteChecklistItem(card: CardKey, listId: string, itemId: string): Promise<void> {
  await withRetries(async () => {
    const [list, item] = await Promise.all([
      getChecklist(card.card_id, listId),
      getChecklistItem(card.card_id, listId, itemId),
    ]);
    if (!list || !item) throw new NotFoundError(CHECKLIST_MESSAGES.itemNotFound);
    const done = item.done ? 1 : 0;
    return commit([
      deleteTransaction(
        ChecklistItem,
        { card_id: card.card_id, list_id: listId, item_id: itemId },
        { attr: 'done', eq: item.done },
      ),
      patchTransaction(
        Checklist,
        { card_id: card.card_id, list_id: listId, item_count: $add(-1), ...(done ? { done_count: $add(-1) } : {}) },
        { attr: 'hidden', eq: list.hidden },
      ),
      cardCounts(card, -1, -done, list.hidden),
    ]);
  });
}
