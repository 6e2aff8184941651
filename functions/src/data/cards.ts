/**
 * Cards, the spec's content groups (cards spec §3 Card; accounts spec §4 moves between stages and positions).
 */
import { randomUUID } from 'node:crypto';
import { LABEL_MESSAGES } from '../../../shared/schemas/label-limits';
import { BadRequestError, ConflictError, NotFoundError, withMessageKey, type HttpError } from '../lib/http/errors';
import { BIN_MESSAGES } from '../../../shared/schemas/recycle-bin-limits';
import { positionBetween } from './ordering';
import { changesReminders, reminderJobItems } from './reminder-jobs';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { isConditionFailure } from './access';
import { getItem, getItems, keyQuery, patchItem, queryAll, type Item } from './access';
import { checkTransaction, createTransaction, patchTransaction, runTransaction } from './transactions';
import { addToSet, Card as CardItem, CARD_BY_ID, CARD_BY_STAGE, CARD_MODEL, deleteFromSet } from './entities/card';
import { Label as LabelItem } from './entities/label';
import { Stage } from './entities/stage';
import { WorkspaceMember } from './entities/workspace';
import { activityItem, type NewActivity } from './activities';
import { approvalEventItem } from './report-items';
import { uuidv7 } from '../lib/ids/uuid';

export type CardRecord = Item<typeof CardItem>;

/** The board's cards: neither archived nor in the recycle bin. */
export const ON_BOARD: Condition = {
  and: [
    { attr: 'archived', ne: true },
    { attr: 'deleted_at', exists: false },
  ],
};

/** `condition`, and the title contains `needle` (the lower-cased search) when there is one. */
export const withTitleSearch = (condition: Condition, needle: string | undefined): Condition =>
  needle ? { and: [condition, { attr: 'name_search', contains: needle }] } : condition;

/**
 * A write to a card lands only while the card is out of the recycle bin: the route's guard refused a
 * binned card already (routes/binned-cards.ts), this closes the gap to a binning in between (decisions K41).
 */
export const OUT_OF_BIN: Condition = { attr: 'deleted_at', exists: false };

/**
 * Why a write to a card conditioned on `OUT_OF_BIN` (and its existence) failed, read again strongly
 * consistently: 409 'This card is in the recycle bin and cannot be changed.' when it was binned
 * meanwhile, else 404 'The content cannot be found.'.
 */
export async function cardWriteRefusal(workspaceId: string, cardId: string): Promise<HttpError> {
  const card = await getItem(CardItem, { workspace_id: workspaceId, card_id: cardId }, { consistent: true });
  return card?.deleted_at
    ? new ConflictError(BIN_MESSAGES.readOnly)
    : new NotFoundError('The content cannot be found.');
}

/** Get a card of a workspace (table GetItem); a card id of another workspace is not found. */
export async function getCard(workspaceId: string, cardId: string): Promise<CardRecord | null> {
  return getItem(CardItem, { workspace_id: workspaceId, card_id: cardId });
}

/** Many cards by key in one BatchGetItem (split past 100 keys); missing cards are left out. */
export async function getCardsByKeys(keys: Array<{ workspace_id: string; card_id: string }>): Promise<CardRecord[]> {
  if (keys.length === 0) return [];
  return getItems(CardItem, keys);
}

export interface CardChanges {
  name?: string;
  start_date?: string | null;
  due_date?: string | null;
  /** Already sanitized HTML; '' clears the description. */
  description?: string;
  reminder_in_day?: number;
  completed?: boolean;
}

/**
 * Pattern 71: change a card's title, dates, description, reminder or completion (cards spec §2 title inline edit,
 * description editor, date picker; §4 Card states "Completed or incomplete"). Null clears a date.
 * Given `activityOf`, completing the card records the actor's activity in the same transaction. The write
 * is conditioned on the card being out of the recycle bin (`OUT_OF_BIN`).
 * @throws NotFoundError when the card is not in the workspace; ConflictError when it was binned meanwhile.
 */
export async function updateCard(
  workspaceId: string,
  cardId: string,
  changes: CardChanges,
  activityOf?: (card: CardRecord) => NewActivity,
): Promise<CardRecord> {
  const card = await getCard(workspaceId, cardId);
  if (!card) throw new NotFoundError('The content cannot be found.');
  const set: Record<string, unknown> = {};
  const remove: Array<'start_date' | 'due_date' | 'description'> = [];
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.description !== undefined) {
    if (changes.description === '') remove.push('description');
    else set.description = changes.description;
  }
  if (changes.reminder_in_day !== undefined) set.reminder_in_day = changes.reminder_in_day;
  if (changes.completed !== undefined) set.completed = changes.completed;
  for (const field of ['start_date', 'due_date'] as const) {
    if (changes[field] === null) remove.push(field);
    else if (changes[field] !== undefined) set[field] = changes[field]!;
  }
  const dueSort = changes.due_date === undefined ? (card.due_sort ?? '~') : (changes.due_date ?? '~');
  const patched = {
    ...set,
    ...Object.fromEntries(remove.map((field) => [field, $remove()])),
    workspace_id: workspaceId,
    card_id: cardId,
    stage_id: card.stage_id,
    due_sort: dueSort,
  } as Parameters<typeof patchItem<typeof CardItem>>[1];
  if (changesReminders(changes)) {
    // The reminder jobs follow the new dates in the same transaction (data/reminder-jobs.ts).
    const next = { ...card, ...changes, workspace_id: workspaceId, card_id: cardId };
    // Completing a card that was not complete is an activity (issue 15); the activity rides in this transaction.
    const completes = changes.completed === true && card.completed !== true && activityOf;
    const result = await runTransaction([
      patchTransaction(CardItem, patched, OUT_OF_BIN),
      ...reminderJobItems(next),
      ...(completes ? completionItems(card, activityOf(card)) : []),
    ]);
    if (result.canceled) throw await cardWriteRefusal(workspaceId, cardId);
    return (await getCard(workspaceId, cardId))!;
  }
  try {
    return await patchItem(CardItem, patched, { condition: OUT_OF_BIN });
  } catch (error) {
    if (isConditionFailure(error)) throw await cardWriteRefusal(workspaceId, cardId);
    throw error;
  }
}

/**
 * Completing a card records the actor's activity and, for on-time delivery in the approval analytics,
 * a `complete` event with the card's due date (issue 28, pattern 177).
 */
function completionItems(card: CardRecord, activity: NewActivity) {
  const now = activity.now ?? Date.now();
  return [
    activityItem(activity),
    approvalEventItem({
      organizationId: activity.organizationId,
      workspaceId: card.workspace_id,
      cardId: card.card_id,
      cardName: card.name,
      actorId: activity.userId,
      kind: 'complete',
      eventId: uuidv7(now),
      at: new Date(now).toISOString(),
      ...(card.due_date ? { dueDate: card.due_date } : {}),
    }),
  ];
}

export interface NewCard {
  name: string;
  stageId: string;
  startDate?: string | null;
  dueDate?: string | null;
  createdBy: string;
  /** Labels of the workspace to put on the card (each checked to exist in the same transaction). */
  labelIds?: string[];
  /** Workspace members to make participants (each checked to be a member in the same transaction). */
  assignedUserIds?: string[];
  /** The creator's activity, recorded in the card's transaction (pattern 137). */
  activity?: (card: { card_id: string; name: string }) => NewActivity;
}

/** The refusal for participants who are not members of the workspace (cards spec §3 Assigned user). */
function notMembers(userIds: string[]): BadRequestError {
  const message = `${userIds.length === 1 ? 'This user' : 'These users'} ${LABEL_MESSAGES.notMember}: ${userIds.join(', ')}`;
  return withMessageKey(new BadRequestError(message, { assigned_users: [message] }), 'cards.notMembers', {
    count: userIds.length,
    ids: userIds.join(', '),
  });
}

/**
 * Pattern 68: append a card to a stage and count it on the stage, in one transaction; with the
 * full-page form's labels and participants, that transaction also checks each label exists and each
 * participant is a workspace member (docs/decisions.md A10).
 * @throws NotFoundError when the stage or a label is not in this workspace; BadRequestError for a
 *   participant who is not a member (the transaction writes nothing).
 */
export async function createCard(workspaceId: string, input: NewCard): Promise<CardRecord> {
  const cardId = randomUUID();
  const labelIds = [...new Set(input.labelIds ?? [])];
  const userIds = [...new Set(input.assignedUserIds ?? [])];
  const position = positionBetween((await lastCardIn(input.stageId))?.position ?? null, null);
  const result = await runTransaction([
    createTransaction(CardItem, {
      workspace_id: workspaceId,
      card_id: cardId,
      stage_id: input.stageId,
      position,
      name: input.name,
      start_date: input.startDate ?? undefined,
      due_date: input.dueDate ?? undefined,
      created_by: input.createdBy,
      // DynamoDB has no empty sets: an empty choice leaves the attribute out.
      ...(labelIds.length ? { label_ids: labelIds } : {}),
      ...(userIds.length ? { assigned_user_ids: userIds } : {}),
    }),
    // A patch conditions on existence: a stage of another workspace cancels the whole transaction.
    patchTransaction(Stage, { workspace_id: workspaceId, stage_id: input.stageId, content_groups_count: $add(1) }),
    ...labelIds.map((label_id) => checkTransaction(LabelItem, { workspace_id: workspaceId, label_id })),
    ...userIds.map((user_id) => checkTransaction(WorkspaceMember, { workspace_id: workspaceId, user_id })),
    // Last, so the indexes of the checks above stay as the cancellation reasons read them.
    ...(input.dueDate
      ? reminderJobItems({ workspace_id: workspaceId, card_id: cardId, due_date: input.dueDate }, { newCard: true })
      : []),
    ...(input.activity ? [activityItem(input.activity({ card_id: cardId, name: input.name }))] : []),
  ]);
  if (result.canceled) {
    const rejected = (i: number) => result.data[i]?.rejected === true;
    if (rejected(1)) throw new NotFoundError('Stage not found');
    if (labelIds.some((_, i) => rejected(2 + i))) throw new NotFoundError(LABEL_MESSAGES.labelNotFound);
    const outsiders = userIds.filter((_, i) => rejected(2 + labelIds.length + i));
    if (outsiders.length) throw notMembers(outsiders);
    throw new ConflictError('The card could not be saved. Please try again.');
  }
  return (await getCard(workspaceId, cardId))!;
}

/**
 * Pattern 78: add and remove a card's participants (cards spec §7 Participants).
 * Adds only: one TransactWrite of Update card `ADD assigned_user_ids` + a ConditionCheck per added user
 * that they are a workspace member. Removes only: one Update `DELETE assigned_user_ids`. Both at once
 * (one update may not ADD and DELETE the same set): the new set is computed from the card as read and
 * written with `SET`, conditioned on the card's `updated_at` being unchanged, in the same transaction
 * as the member checks.
 * Every write is conditioned on the card being out of the recycle bin (`OUT_OF_BIN`).
 * @throws NotFoundError for a card not in the workspace; BadRequestError naming the users who are not
 *   members; ConflictError when the card changed between the read and the write, or was binned
 *   meanwhile. Nothing is written on any failure.
 */
export async function changeCardParticipants(
  workspaceId: string,
  cardId: string,
  add: string[],
  remove: string[],
): Promise<void> {
  const key = { workspace_id: workspaceId, card_id: cardId };
  const adds = [...new Set(add)];
  const removes = [...new Set(remove)].filter((id) => !adds.includes(id));
  const notFound = () => new NotFoundError('The content cannot be found.');
  if (adds.length === 0) {
    if (removes.length === 0) return;
    try {
      await patchItem(
        CardItem,
        { ...key, assigned_user_ids: deleteFromSet(removes) },
        { returnValues: 'NONE', condition: OUT_OF_BIN },
      );
    } catch (error) {
      if (isConditionFailure(error)) throw await cardWriteRefusal(workspaceId, cardId);
      throw error;
    }
    return;
  }

  let readUpdatedAt: string | undefined;
  let finalSet: string[] | undefined;
  if (removes.length) {
    const card = await getCard(workspaceId, cardId);
    if (!card) throw notFound();
    readUpdatedAt = card.updated_at;
    finalSet = [...new Set([...(card.assigned_user_ids ?? []), ...adds])].filter((id) => !removes.includes(id));
  }
  const result = await runTransaction([
    finalSet
      ? patchTransaction(
          CardItem,
          { ...key, assigned_user_ids: finalSet.length ? finalSet : $remove() },
          { and: [{ attr: 'updated_at', eq: readUpdatedAt! }, OUT_OF_BIN] },
        )
      : patchTransaction(CardItem, { ...key, assigned_user_ids: addToSet(adds) }, OUT_OF_BIN),
    ...adds.map((user_id) => checkTransaction(WorkspaceMember, { workspace_id: workspaceId, user_id })),
  ]);
  if (result.canceled) {
    const outsiders = adds.filter((_, i) => result.data[1 + i]?.rejected === true);
    if (outsiders.length) throw notMembers(outsiders);
    const refusal = await cardWriteRefusal(workspaceId, cardId);
    if (finalSet && refusal instanceof NotFoundError)
      throw new ConflictError('The card was changed meanwhile. Please try again.');
    throw refusal;
  }
}

const ARCHIVE_CONFLICT = 'The card was changed meanwhile. Please try again.';

/**
 * Pattern 75: archive or unarchive a card (cards spec §7 `DELETE …/{cid}/archive` toggles; §4 Card
 * states). One transaction: the card's `archived` flips, conditioned on the value read, and its stage
 * moves the card between `content_groups_count` (shown on the board) and `archived_count` (which keeps
 * the stage from being deleted while it holds archived cards).
 * @returns the card as it is afterwards.
 * @throws NotFoundError for a card not in the workspace; ConflictError when another request toggled it first.
 */
export async function toggleCardArchived(workspaceId: string, cardId: string): Promise<CardRecord> {
  const card = await getCard(workspaceId, cardId);
  if (!card) throw new NotFoundError('The content cannot be found.');
  const was = card.archived ?? false;
  const stageKey = { workspace_id: workspaceId, stage_id: card.stage_id };
  const result = await runTransaction([
    patchTransaction(
      CardItem,
      { workspace_id: workspaceId, card_id: cardId, archived: !was },
      {
        and: [
          { attr: 'archived', eq: was },
          { attr: 'stage_id', eq: card.stage_id },
          { attr: 'deleted_at', exists: false },
        ],
      },
    ),
    patchTransaction(Stage, {
      ...stageKey,
      content_groups_count: $add(was ? 1 : -1),
      archived_count: $add(was ? -1 : 1),
    }),
  ]);
  if (result.canceled) throw new ConflictError(ARCHIVE_CONFLICT);
  return { ...card, archived: !was };
}

/**
 * Pattern 76: a workspace's archived cards (the Archived cards view, docs/decisions.md K7): one Query of
 * the workspace's card items (table, by card id) filtered on `archived`. It reads every card of the
 * workspace, which is bounded by the workspace and only done when the view is opened.
 */
export async function listArchivedCards(workspaceId: string): Promise<CardRecord[]> {
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_ID, { workspace_id: workspaceId }), {
    filter: {
      and: [
        { attr: 'archived', eq: true },
        { attr: 'deleted_at', exists: false },
      ],
    },
  });
  return data.sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''));
}

/** The last card of a stage in board order (gsi1, descending, one item), or null for an empty stage. */
export async function lastCardIn(stageId: string): Promise<CardRecord | null> {
  const [last] = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId }), {
    reverse: true,
    count: 1,
    limit: 1,
  });
  return last ?? null;
}

/** Every card id of a workspace, binned and archived ones too (one Query of its card items, keys only used). */
export async function listCardIdsOfWorkspace(workspaceId: string): Promise<string[]> {
  const data = await queryAll(CardItem, keyQuery(CARD_MODEL, CARD_BY_ID, { workspace_id: workspaceId }), {
    attributes: ['card_id'],
  });
  return data.map((c) => c.card_id);
}
