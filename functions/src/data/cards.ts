/**
 * Cards, the spec's content groups (cards spec §3 Card; accounts spec §4 moves between stages and positions).
 */
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { Card } from '../../../shared/schemas/card';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import type { CardEntity } from './entities/card';
import { positionBetween } from './ordering';
import { db } from './service';

export type CardRecord = EntityItem<typeof CardEntity>;

const isConditionFailure = (error: unknown) => {
  const name = (error as { cause?: { name?: string } }).cause?.name ?? (error as { name?: string }).name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
};

/** Get a card of a workspace (table GetItem); a card id of another workspace is not found. */
export async function getCard(workspaceId: string, cardId: string): Promise<CardRecord | null> {
  return (await db().entities.card.get({ workspace_id: workspaceId, card_id: cardId }).go()).data;
}

export interface CardPage {
  items: CardRecord[];
  hasNextPage: boolean;
}

/**
 * A page of a stage's cards in board order (gsi1: stage, position, id), optionally filtered by a
 * case-insensitive title substring. Pages are 1-based; reading page N costs N pages of reads, which the
 * spec's page-based paging and refresh ("loads pages up to page*10", accounts spec §9) imply.
 */
export async function listStageCards(stageId: string, page: number, perPage: number, search?: string): Promise<CardPage> {
  const wanted = page * perPage;
  const byStage = db().entities.card.query.byStage({ stage_id: stageId });
  const needle = search?.trim().toLowerCase();
  // `count` stops paging once enough items came back; `limit` keeps each request from reading a whole 1 MB page.
  const options = { count: wanted + 1, limit: wanted + 1, pages: 'all' } as const;
  const { data } = needle
    ? await byStage.where(({ name_search }, { contains }) => contains(name_search, needle)).go(options)
    : await byStage.go(options);
  return { items: data.slice((page - 1) * perPage, wanted), hasNextPage: data.length > wanted };
}

/**
 * A page of a stage's cards by due date (gsi4), undated cards last when ascending (accounts spec §7
 * `stages/{sid}/sort?sort_type`). Pages are 1-based.
 */
export async function listStageCardsByDueDate(stageId: string, order: 'asc' | 'desc', page: number, perPage: number): Promise<CardPage> {
  const wanted = page * perPage;
  const { data } = await db().entities.card.query.byStageDueDate({ stage_id: stageId }).go({ order, count: wanted + 1, limit: wanted + 1, pages: 'all' });
  return { items: data.slice((page - 1) * perPage, wanted), hasNextPage: data.length > wanted };
}

export interface CardChanges {
  name?: string;
  start_date?: string | null;
  due_date?: string | null;
}

/**
 * Rename a card or change its dates (cards spec §2 title inline edit, date picker). Null clears a date.
 * @throws NotFoundError when the card is not in the workspace.
 */
export async function updateCard(workspaceId: string, cardId: string, changes: CardChanges): Promise<CardRecord> {
  const card = await getCard(workspaceId, cardId);
  if (!card) throw new NotFoundError('The content cannot be found.');
  const set: Record<string, string> = {};
  const remove: Array<'start_date' | 'due_date'> = [];
  if (changes.name !== undefined) set.name = changes.name;
  for (const field of ['start_date', 'due_date'] as const) {
    if (changes[field] === null) remove.push(field);
    else if (changes[field] !== undefined) set[field] = changes[field]!;
  }
  const dueSort = changes.due_date === undefined ? (card.due_sort ?? '~') : (changes.due_date ?? '~');
  try {
    const patch = db()
      .entities.card.patch({ workspace_id: workspaceId, card_id: cardId })
      .set({ ...set, stage_id: card.stage_id, due_sort: dueSort });
    const { data } = await (remove.length ? patch.remove(remove) : patch).go({ response: 'all_new' });
    return data as CardRecord;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('The content cannot be found.');
    throw error;
  }
}

/** The last position in a stage (gsi1, descending, one item), or null for an empty stage. */
async function lastPositionIn(stageId: string): Promise<string | null> {
  const { data } = await db().entities.card.query.byStage({ stage_id: stageId }).go({ order: 'desc', count: 1, limit: 1 });
  return data[0]?.position ?? null;
}

export interface NewCard {
  name: string;
  stageId: string;
  startDate?: string | null;
  dueDate?: string | null;
  createdBy: string;
}

/**
 * Append a card to a stage and count it on the stage, in one transaction.
 * @throws NotFoundError when the stage is not in this workspace (the transaction writes nothing).
 */
export async function createCard(workspaceId: string, input: NewCard): Promise<CardRecord> {
  const cardId = randomUUID();
  const position = positionBetween(await lastPositionIn(input.stageId), null);
  const result = await db()
    .transaction.write(({ card, stage }) => [
      card
        .create({
          workspace_id: workspaceId,
          card_id: cardId,
          stage_id: input.stageId,
          position,
          name: input.name,
          start_date: input.startDate ?? undefined,
          due_date: input.dueDate ?? undefined,
          created_by: input.createdBy,
        })
        .commit(),
      // patch() conditions on existence: a stage of another workspace cancels the whole transaction.
      stage.patch({ workspace_id: workspaceId, stage_id: input.stageId }).add({ content_groups_count: 1 }).commit(),
    ])
    .go();
  if (result.canceled) throw new NotFoundError('Stage not found');
  return (await getCard(workspaceId, cardId))!;
}

export interface CardMove {
  cardId: string;
  destinationStageId: string;
  /** The card's new neighbours in the destination stage; null at either end. */
  beforeId: string | null;
  afterId: string | null;
}

/**
 * Move a card to a position in a stage (accounts spec §4, §7 `PUT /workspaces/{id}/sort`).
 * Writes O(1) items: the card, plus both stages' counts when the stage changes, in one transaction that
 * is conditioned on the card still being where it was read, so concurrent moves never lose or duplicate it.
 * @throws NotFoundError for an unknown card or destination stage; ConflictError when the card moved meanwhile.
 */
export async function moveCard(workspaceId: string, move: CardMove): Promise<CardRecord> {
  const card = await getCard(workspaceId, move.cardId);
  if (!card) throw new NotFoundError('The content cannot be found.');
  const neighbourKeys = [move.beforeId, move.afterId]
    .filter((id): id is string => id !== null && id !== move.cardId)
    .map((card_id) => ({ workspace_id: workspaceId, card_id }));
  const neighbours = neighbourKeys.length ? (await db().entities.card.get(neighbourKeys).go()).data : [];
  // Only neighbours really in the destination stage bracket the new position; stale ids are ignored.
  const positionOf = (id: string | null) =>
    neighbours.find((n) => n.card_id === id && n.stage_id === move.destinationStageId)?.position ?? null;
  const position = positionBetween(positionOf(move.beforeId), positionOf(move.afterId));
  const sourceStageId = card.stage_id;
  try {
    const result = await db()
      .transaction.write(({ card: cards, stage }) => {
        const writes = [
          cards
            .patch({ workspace_id: workspaceId, card_id: move.cardId })
            // gsi4's key also uses stage_id, so ElectroDB needs its other part (due_sort) to rebuild it.
            .set({ stage_id: move.destinationStageId, position, due_sort: card.due_sort ?? '~' })
            .where(({ stage_id }, { eq }) => eq(stage_id, sourceStageId))
            .commit(),
        ];
        if (sourceStageId !== move.destinationStageId) {
          writes.push(
            stage.patch({ workspace_id: workspaceId, stage_id: sourceStageId }).subtract({ content_groups_count: 1 }).commit(),
            stage.patch({ workspace_id: workspaceId, stage_id: move.destinationStageId }).add({ content_groups_count: 1 }).commit(),
          );
        }
        return writes;
      })
      .go();
    if (result.canceled) throw new ConflictError('The card was changed meanwhile. Please try again.');
  } catch (error) {
    if (error instanceof ConflictError || !isConditionFailure(error)) throw error;
    throw new ConflictError('The card was changed meanwhile. Please try again.');
  }
  return { ...card, stage_id: move.destinationStageId, position };
}

/** The API shape of a card on the board (cards spec §3 Card). */
export function toCardResponse(card: CardRecord): Card {
  return {
    id: card.card_id,
    name: card.name,
    workspace_id: card.workspace_id,
    stage_id: card.stage_id,
    position: card.position,
    start_date: card.start_date ?? null,
    due_date: card.due_date ?? null,
    completed: card.completed ?? false,
    archived: card.archived ?? false,
    revision_count: card.revision_count ?? 0,
    created_at: card.created_at,
    updated_at: card.updated_at,
  };
}
