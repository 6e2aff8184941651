/**
 * Moving a card between and within stages (accounts spec §4 moves between stages and positions; cards
 * spec §4 Card states; decisions D24 positions, R17 a tracked card keeps its stage). Split from ./cards.ts
 * (issue 30: no source file over 400 lines).
 */
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { TIME_TRACKING_MESSAGES } from '../../../shared/schemas/time-tracking-limits';
import { positionBetween } from './ordering';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { isConditionFailure } from './access';
import { keyQuery, queryAll, sortKeyOf } from './access';
import { patchTransaction, runTransaction, type TransactionItem } from './transactions';
import { Card as CardItem, CARD_BY_STAGE, CARD_MODEL } from './entities/card';
import { Stage } from './entities/stage';
import { activityItem, type NewActivity } from './activities';
import { notificationCreateItems, type NotificationRecord } from './notifications';

import { getCard, type CardRecord, getCardsByKeys } from './cards';

export interface CardMove {
  cardId: string;
  destinationStageId: string;
  /** The card's new neighbours in the destination stage; null at either end. */
  beforeId: string | null;
  afterId: string | null;
  /** The mover's activity when the card changes stage, recorded in the move's transaction (pattern 137). */
  activity?: (card: CardRecord) => NewActivity;
  /** The participants' notices when the card changes stage, written in the move's transaction (decisions N18). */
  notices?: (card: CardRecord) => Promise<NotificationRecord[]>;
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
  const changesStage = card.stage_id !== move.destinationStageId;
  // A card being time-tracked stays in its stage (cards spec §4, §8; docs/data-model.md pattern 112; decisions R17).
  if (changesStage && (card.active_timer_count ?? 0) > 0)
    throw new ConflictError(TIME_TRACKING_MESSAGES.cardTracked, 'card_time_tracked');
  const neighbourKeys = [move.beforeId, move.afterId]
    .filter((id): id is string => id !== null && id !== move.cardId)
    .map((card_id) => ({ workspace_id: workspaceId, card_id }));
  const neighbours = await getCardsByKeys(neighbourKeys);
  // Only neighbours really in the destination stage bracket the new position; stale ids are ignored.
  const neighbourIn = (id: string | null) =>
    neighbours.find((n) => n.card_id === id && n.stage_id === move.destinationStageId) ?? null;
  const before = neighbourIn(move.beforeId);
  const after = neighbourIn(move.afterId);
  // Equal neighbours (left by concurrent moves) bracket no key: the `after` one moves up too (issue 10).
  const rekey = before && after && before.position === after.position ? await rekeyAfterTie(after, move.cardId) : null;
  const position = rekey?.position ?? positionBetween(before?.position ?? null, after?.position ?? null);
  const sourceStageId = card.stage_id;
  const notices = changesStage && move.notices ? await move.notices(card) : [];
  try {
    const writes: TransactionItem[] = [
      patchTransaction(
        CardItem,
        {
          workspace_id: workspaceId,
          card_id: move.cardId,
          stage_id: move.destinationStageId,
          position,
          due_sort: card.due_sort ?? '~',
        },
        // An archived card is not on the board and is counted in archived_count: it does not move.
        {
          and: [
            { attr: 'stage_id', eq: sourceStageId },
            { attr: 'archived', ne: true },
            { attr: 'deleted_at', exists: false },
            ...(changesStage
              ? [
                  {
                    or: [
                      { attr: 'active_timer_count', exists: false },
                      { attr: 'active_timer_count', eq: 0 },
                    ],
                  } as Condition,
                ]
              : []),
          ],
        },
      ),
    ];
    if (rekey && after) {
      writes.push(
        patchTransaction(
          CardItem,
          {
            workspace_id: workspaceId,
            card_id: after.card_id,
            position: rekey.afterPosition,
            stage_id: after.stage_id,
            due_sort: after.due_sort ?? '~',
          },
          // Still where it was read, or the move is refused and tried again.
          {
            and: [
              { attr: 'stage_id', eq: after.stage_id },
              { attr: 'position', eq: after.position },
            ],
          },
        ),
      );
    }
    if (sourceStageId !== move.destinationStageId) {
      writes.push(
        patchTransaction(Stage, { workspace_id: workspaceId, stage_id: sourceStageId, content_groups_count: $add(-1) }),
        patchTransaction(Stage, {
          workspace_id: workspaceId,
          stage_id: move.destinationStageId,
          content_groups_count: $add(1),
        }),
      );
      if (move.activity) writes.push(activityItem(move.activity(card)));
      writes.push(...notificationCreateItems(notices));
    }
    const result = await runTransaction(writes);
    if (result.canceled) throw await moveRefusal(workspaceId, move.cardId, changesStage);
  } catch (error) {
    if (error instanceof ConflictError || !isConditionFailure(error)) throw error;
    throw await moveRefusal(workspaceId, move.cardId, changesStage);
  }
  return { ...card, stage_id: move.destinationStageId, position };
}

/** Why a move's transaction was cancelled: a timer started meanwhile (R17), or another change. */
async function moveRefusal(workspaceId: string, cardId: string, changesStage: boolean): Promise<ConflictError> {
  const now = changesStage ? await getCard(workspaceId, cardId) : null;
  if ((now?.active_timer_count ?? 0) > 0)
    return new ConflictError(TIME_TRACKING_MESSAGES.cardTracked, 'card_time_tracked');
  return new ConflictError('The card was changed meanwhile. Please try again.');
}

/**
 * Keys for a move between two cards at the same position `p` (issue 10; decisions D2, D20): the moved
 * card gets a key above `p`, and `after` (the later of the two by id) a key above that, both below the
 * next card of the stage above `p` (one Query of gsi1 from `(p, after)`, filtered). A third card at `p`
 * with a greater id stays before the moved one: rare, and still a deterministic order.
 */
async function rekeyAfterTie(after: CardRecord, movedId: string): Promise<{ position: string; afterPosition: string }> {
  const query = keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: after.stage_id });
  query.range = {
    gt: sortKeyOf(CARD_MODEL, CARD_BY_STAGE, {
      stage_id: after.stage_id,
      position: after.position,
      card_id: after.card_id,
    }),
  };
  const [nextCard] = await queryAll(CardItem, query, {
    filter: {
      and: [
        { attr: 'position', gt: after.position },
        { attr: 'card_id', ne: movedId },
      ],
    },
    count: 1,
  });
  const next = nextCard?.position ?? null;
  const position = positionBetween(after.position, next);
  return { position, afterPosition: positionBetween(position, next) };
}
