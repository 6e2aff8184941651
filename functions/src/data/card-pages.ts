/**
 * A stage's cards page by page, and a workspace's cards of a date range (accounts spec §3 Stage paging
 * state, §4 Board; cards spec §3; issue 27 "every page costs one page of reads": decisions D25). Page N
 * starts at an opaque cursor (the last card's index key) when the client has one. Split from ./cards.ts
 * (issue 30: no source file over 400 lines).
 */
import { BadRequestError } from '../lib/http/errors';
import { indexKeys, partitionKey, sortKey, type IndexSpec } from './keys';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { keyQuery, queryAll, sortKeyOf } from './access';
import {
  Card as CardItem,
  CARD_BY_ID,
  CARD_BY_STAGE,
  CARD_BY_STAGE_DUE_DATE,
  CARD_BY_WORKSPACE_DUE_DATE,
  CARD_MODEL,
} from './entities/card';

import { ON_BOARD, withTitleSearch, type CardRecord } from './cards';

export interface CardPage {
  items: CardRecord[];
  hasNextPage: boolean;
  /** Where the next page starts (`encodePageCursor` of the last item's index key), null on the last page (issue 27). */
  nextCursor: string | null;
}

/** 400 answer of a `cursor` that is not one this stage's list handed out (issue 27). */
export const PAGE_CURSOR_MESSAGE = 'The page cursor is not valid.';

/** The DynamoDB key of `card` in `index` (table keys and the index's): the ExclusiveStartKey that reads on after it. */
function indexKeyOf(card: CardRecord, index: IndexSpec): Record<string, string> {
  return { ...indexKeys(CARD_MODEL, CARD_BY_ID, card), ...indexKeys(CARD_MODEL, index, card) };
}

/** A page cursor: the key as base64url-encoded JSON (opaque to clients). */
function encodePageCursor(key: Record<string, string>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The ExclusiveStartKey of `cursor` for `stageId`'s cards in `index`: exactly the four key attributes, all
 * strings, the index partition that of this stage and both sort keys of cards.
 * @throws BadRequestError 'The page cursor is not valid.' when it is malformed or of another stage or index
 * (so a forged cursor never reads another stage's items nor reaches DynamoDB as a bad key).
 */
export function decodePageCursor(cursor: string, stageId: string, index: IndexSpec): Record<string, string> {
  const invalid = () => new BadRequestError(PAGE_CURSOR_MESSAGE);
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw invalid();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalid();
  const record = key as Record<string, unknown>;
  const fields = ['pk', 'sk', index.pk.field, index.sk.field];
  if (
    Object.keys(record).length !== fields.length ||
    !fields.every((field) => typeof record[field] === 'string' && record[field] !== '')
  )
    throw invalid();
  const cardSortPrefix = sortKey(CARD_MODEL, CARD_BY_ID, {}, true);
  const indexSortPrefix = sortKey(CARD_MODEL, index, {}, true);
  if (
    record[index.pk.field] !== partitionKey(CARD_MODEL, index, { stage_id: stageId }) ||
    !(record.pk as string).startsWith(partitionKey(CARD_MODEL, CARD_BY_ID, { workspace_id: '' })) ||
    !(record.sk as string).startsWith(cardSortPrefix) ||
    !(record[index.sk.field] as string).startsWith(indexSortPrefix)
  ) {
    throw invalid();
  }
  return record as Record<string, string>;
}

/**
 * One page of a stage's board cards in `index` after `cursor` (or from the start): Query with the cursor's
 * ExclusiveStartKey and Limit per_page + 1, read on only while the filter (archived, binned, title search)
 * leaves the page short, so a page costs about one page of reads wherever it is (issue 27).
 */
async function stageCardsAfter(
  stageId: string,
  index: IndexSpec,
  cursor: string,
  perPage: number,
  options: { filter: Condition; reverse?: boolean },
): Promise<CardPage> {
  const startKey = decodePageCursor(cursor, stageId, index);
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, index, { stage_id: stageId }), {
    ...options,
    startKey,
    count: perPage + 1,
  });
  return pageOf(data.slice(0, perPage), data.length > perPage, index);
}

/** The page of `items`, with the cursor of its last item when more follow. */
function pageOf(items: CardRecord[], hasNextPage: boolean, index: IndexSpec): CardPage {
  const last = items.at(-1);
  return { items, hasNextPage, nextCursor: hasNextPage && last ? encodePageCursor(indexKeyOf(last, index)) : null };
}

/**
 * A page of a stage's unarchived cards in board order (gsi1: stage, position, id), optionally filtered by a
 * case-insensitive title substring. By `page` (1-based): reading page N costs N pages of reads, as the spec's
 * page-based paging and refresh ("loads pages up to page*10", accounts spec §9) imply. By `cursor` (a
 * `nextCursor` of this list, issue 27): the page after it, one page of reads (`page` is then ignored).
 * @returns the page, `hasNextPage`, and `nextCursor` (null on the last page).
 * @throws BadRequestError 'The page cursor is not valid.' for a malformed cursor or one of another stage.
 */
export async function listStageCards(
  stageId: string,
  page: number,
  perPage: number,
  search?: string,
  cursor?: string,
): Promise<CardPage> {
  const needle = search?.trim().toLowerCase();
  const filter = withTitleSearch(ON_BOARD, needle || undefined);
  if (cursor !== undefined) return stageCardsAfter(stageId, CARD_BY_STAGE, cursor, perPage, { filter });
  const wanted = page * perPage;
  // `count` stops paging once enough items came back; `limit` keeps each request from reading a whole 1 MB page.
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId }), {
    filter,
    count: wanted + 1,
    limit: wanted + 1,
  });
  return pageOf(data.slice((page - 1) * perPage, wanted), data.length > wanted, CARD_BY_STAGE);
}

/**
 * A page of a stage's unarchived cards by due date (gsi4), undated cards last when ascending (accounts spec §7
 * `stages/{sid}/sort?sort_type`). Pages are 1-based (page N costs N pages of reads); with `cursor` (issue 27)
 * the page after it, one page of reads. A cursor is bound to the index, not the order: one of the other
 * order still reads on from its card, in the order asked.
 * @throws BadRequestError 'The page cursor is not valid.' for a malformed cursor or one of another stage.
 */
export async function listStageCardsByDueDate(
  stageId: string,
  order: 'asc' | 'desc',
  page: number,
  perPage: number,
  cursor?: string,
): Promise<CardPage> {
  const options = { filter: ON_BOARD, reverse: order === 'desc' };
  if (cursor !== undefined) return stageCardsAfter(stageId, CARD_BY_STAGE_DUE_DATE, cursor, perPage, options);
  const wanted = page * perPage;
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_STAGE_DUE_DATE, { stage_id: stageId }), {
    ...options,
    count: wanted + 1,
    limit: wanted + 1,
  });
  return pageOf(data.slice((page - 1) * perPage, wanted), data.length > wanted, CARD_BY_STAGE_DUE_DATE);
}

/** At most this many cards answer one calendar range (BRIEF §6 plans for 1,000 events a month). */
export const CALENDAR_MAX_CARDS = 2000;

export interface CalendarCards {
  items: CardRecord[];
  /** More than CALENDAR_MAX_CARDS cards fell in the range; the first ones by due date were kept. */
  truncated: boolean;
}

/**
 * Pattern 72: a workspace's unarchived dated cards with a due date in `[from, to]` (ISO timestamps), by due date then
 * id, optionally filtered by a case-insensitive title substring (accounts spec §2 Calendar view, §7
 * `GET /stages/calendar_data?date&search`). One Query of the sparse gsi3, all pages of the range.
 */
export async function listCalendarCards(
  workspaceId: string,
  from: string,
  to: string,
  search?: string,
): Promise<CalendarCards> {
  const query = keyQuery(CARD_MODEL, CARD_BY_WORKSPACE_DUE_DATE, { workspace_id: workspaceId });
  const bound = (dueSort: string) =>
    sortKeyOf(
      CARD_MODEL,
      { ...CARD_BY_WORKSPACE_DUE_DATE, sk: { ...CARD_BY_WORKSPACE_DUE_DATE.sk, composite: ['due_sort'] } },
      { due_sort: dueSort },
    );
  // "~" sorts after every ISO character, so the upper bound includes every timestamp starting with `to`.
  query.range = { between: [bound(from), bound(`${to}~`)] };
  const needle = search?.trim().toLowerCase();
  const data = await queryAll(CardItem, query, {
    filter: withTitleSearch(ON_BOARD, needle || undefined),
    count: CALENDAR_MAX_CARDS + 1,
  });
  return { items: data.slice(0, CALENDAR_MAX_CARDS), truncated: data.length > CALENDAR_MAX_CARDS };
}
