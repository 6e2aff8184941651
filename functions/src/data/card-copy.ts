/**
 * Copy Card: a user's copy settings per workspace and the clone itself (cards spec §2 Copy Card panel,
 * §3 Copy settings, §4 Copy panel, §5 "at least 1 and at most 5"; docs/data-model.md patterns 55 and
 * 79; decisions K30–K34).
 */
import { randomUUID } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import {
  COPY_LIMITS,
  COPY_MESSAGES,
  DEFAULT_CARD_DUPLICATE,
  cloneTransactionSize,
  maxCopiedRecords,
  type CardDuplicateSettings,
} from '../../../shared/schemas/card-copy-limits';
import { BadRequestError, ConflictError, NotFoundError, withMessageKey } from '../lib/http/errors';
import { CONTENT_MESSAGES } from '../../../shared/schemas/contents-limits';
import { getCard, lastCardIn, type CardRecord } from './cards';
import { previewOf, storageUpdate, type ContentRecord } from './contents';
import { readChecklists, type ChecklistItemRecord, type ChecklistRecord } from './checklists';
import { reminderJobItems, reminderTimes } from './reminder-jobs';
import { isConditionFailure } from './access';
import { TRANSACTION_ATTEMPTS } from './transactions';
import { getItem, getItems, putItem } from './access';
import {
  checkTransaction,
  createTransaction,
  patchTransaction,
  runTransaction,
  type TransactionItem,
} from './transactions';
import { Card } from './entities/card';
import { Checklist, ChecklistItem } from './entities/checklist';
import { Content } from './entities/content';
import { Stage } from './entities/stage';
import { CopySettings } from './entities/user-preferences';

/** The source card's checklist counters: unchanged at commit means the lists and items read are the ones copied. */
const SOURCE_COUNTERS = ['checklist_count', 'total_subtasks', 'completed_subtasks', 'hidden_subtasks'] as const;

/** Pattern 55 (read): the user's saved copy settings for a workspace, or the defaults (one GetItem). */
export async function getCopySettings(userId: string, workspaceId: string): Promise<CardDuplicateSettings> {
  const data = await getItem(CopySettings, { user_id: userId, workspace_id: workspaceId });
  if (!data) return { ...DEFAULT_CARD_DUPLICATE };
  const { name, participants, labels, start_date, due_date, reminder, images, description, lists, num_copies } = data;
  return {
    name,
    participants,
    labels,
    start_date,
    due_date,
    reminder,
    images,
    description,
    lists,
    stage_id: data.stage_id ?? null,
    num_copies,
  };
}

/** Pattern 55 (write): save the user's copy settings for a workspace (one Put, replacing the previous ones). */
export async function saveCopySettings(
  userId: string,
  workspaceId: string,
  settings: CardDuplicateSettings,
): Promise<void> {
  const { stage_id, ...rest } = settings;
  await putItem(CopySettings, {
    user_id: userId,
    workspace_id: workspaceId,
    ...rest,
    ...(stage_id ? { stage_id } : {}),
  });
}

export interface CloneOptions {
  /** The stage the copies go to, already checked to be one the caller may see. */
  stageId: string;
  createdBy: string;
  /** Workspace members now: participants who left are not copied. */
  memberIds: ReadonlySet<string>;
  /** The workspace's labels now: a label deleted meanwhile is not copied. */
  labelIds: ReadonlySet<string>;
  /** Whether lists hidden from guests are copied (the caller may see them: `can_show`). */
  includeHiddenLists: boolean;
  /** With Images: the copies' ids and their contents, whose files are already copied (decisions K34). */
  contents?: CopiedContents;
  /** The copies' ids when the caller chooses them (a recurring card's occurrence: one id per occurrence; issue 28). */
  cardIds?: readonly string[];
  /** Dates the copies get instead of the source's (a recurring card's occurrence: due at it; issue 35, decisions RC4). */
  dates?: { start_date: string | null; due_date: string | null };
  /** The template a recurring card's occurrence was made from, stored on the copy (issue 35: its repeat icon). */
  recurringTemplateId?: string;
  /**
   * A condition item that must hold for the copy to be made, last in the transaction (a recurring card's
   * occurrence key, created `attribute_not_exists`; issue 35). When it fails nothing is made: `cloneCard`
   * returns no cards, without retrying.
   */
  guard?: TransactionItem;
}

/** The contents of each copy, made before the transaction because their S3 files had to be copied first. */
export interface CopiedContents {
  /** The copies' card ids, in order: each copy's files sit under its id. */
  cardIds: readonly string[];
  /** Each copy's new content items, by card id. */
  byCard: ReadonlyMap<string, readonly ContentRecord[]>;
  /** Bytes one copy's files add to the workspace's storage. */
  bytesPerCopy: number;
  /** The workspace's storage cap in bytes (personal), or null. */
  storageCap: number | null;
}

/** The checklists a copy carries, with the counters its card item starts with. */
interface CopiedChecklists {
  lists: ChecklistRecord[];
  items: ChecklistItemRecord[];
  counts: {
    checklist_count: number;
    total_subtasks: number;
    completed_subtasks: number;
    hidden_subtasks: number;
    hidden_completed_subtasks: number;
  };
}

function checklistsToCopy(
  lists: ChecklistRecord[],
  items: ChecklistItemRecord[],
  includeHidden: boolean,
): CopiedChecklists {
  const kept = includeHidden ? lists : lists.filter((l) => !l.hidden);
  const hiddenIds = new Set(kept.filter((l) => l.hidden).map((l) => l.list_id));
  const keptIds = new Set(kept.map((l) => l.list_id));
  const keptItems = items.filter((i) => keptIds.has(i.list_id));
  const hiddenItems = keptItems.filter((i) => hiddenIds.has(i.list_id));
  return {
    lists: kept,
    items: keptItems,
    counts: {
      checklist_count: kept.length,
      total_subtasks: keptItems.length,
      completed_subtasks: keptItems.filter((i) => i.done).length,
      hidden_subtasks: hiddenItems.length,
      hidden_completed_subtasks: hiddenItems.filter((i) => i.done).length,
    },
  };
}

/** The card item of one copy: the chosen parts of `source`, at `position` in the target stage. */
function copyCardItem(
  source: CardRecord,
  settings: CardDuplicateSettings,
  options: CloneOptions,
  cardId: string,
  position: string,
  checklists: CopiedChecklists | null,
) {
  const contents = options.contents?.byCard.get(cardId) ?? [];
  const preview = previewOf(contents);
  const participants = settings.participants
    ? (source.assigned_user_ids ?? []).filter((id) => options.memberIds.has(id))
    : [];
  const labels = settings.labels ? (source.label_ids ?? []).filter((id) => options.labelIds.has(id)) : [];
  return {
    workspace_id: source.workspace_id,
    card_id: cardId,
    stage_id: options.stageId,
    position,
    name: settings.name,
    created_by: options.createdBy,
    ...(options.dates
      ? {
          ...(options.dates.start_date ? { start_date: options.dates.start_date } : {}),
          ...(options.dates.due_date ? { due_date: options.dates.due_date } : {}),
        }
      : {
          ...(settings.start_date && source.start_date ? { start_date: source.start_date } : {}),
          ...(settings.due_date && source.due_date ? { due_date: source.due_date } : {}),
        }),
    ...(settings.reminder && source.reminder_in_day ? { reminder_in_day: source.reminder_in_day } : {}),
    ...(options.recurringTemplateId ? { recurring_template_id: options.recurringTemplateId } : {}),
    ...(settings.description && source.description ? { description: source.description } : {}),
    // DynamoDB has no empty sets: an empty choice leaves the attribute out.
    ...(labels.length ? { label_ids: labels } : {}),
    ...(participants.length ? { assigned_user_ids: participants } : {}),
    ...(checklists ? checklists.counts : {}),
    ...(contents.length ? { attachment_count: contents.length, storage_bytes: options.contents!.bytesPerCopy } : {}),
    ...(preview ? { preview_folder: preview.folder, preview_type: preview.type } : {}),
  };
}

/** The transaction items of one copy's lists and items, with fresh ids and the same order, titles, flags and states. */
function copyChecklistItems(workspaceId: string, cardId: string, checklists: CopiedChecklists): TransactionItem[] {
  const newListIds = new Map(checklists.lists.map((l) => [l.list_id, randomUUID()]));
  return [
    ...checklists.lists.map((l) =>
      createTransaction(Checklist, {
        card_id: cardId,
        workspace_id: workspaceId,
        list_id: newListIds.get(l.list_id)!,
        title: l.title,
        hidden: l.hidden,
        position: l.position,
        item_count: checklists.items.filter((i) => i.list_id === l.list_id).length,
        done_count: checklists.items.filter((i) => i.list_id === l.list_id && i.done).length,
      }),
    ),
    ...checklists.items.map((i) =>
      createTransaction(ChecklistItem, {
        card_id: cardId,
        list_id: newListIds.get(i.list_id)!,
        item_id: randomUUID(),
        description: i.description,
        done: i.done,
        position: i.position,
      }),
    ),
  ];
}

/**
 * The source card as read: out of the recycle bin, with each checklist counter unchanged (0 also matches a
 * card item written before the counter existed).
 */
function sourceUnchanged(source: CardRecord): Condition {
  const unchanged = (name: (typeof SOURCE_COUNTERS)[number]): Condition => {
    const value = source[name];
    return value
      ? { attr: name, eq: value }
      : {
          or: [
            { attr: name, exists: false },
            { attr: name, eq: 0 },
          ],
        };
  };
  return { and: [{ attr: 'deleted_at', exists: false }, ...SOURCE_COUNTERS.map(unchanged)] };
}

/**
 * Pattern 79: copy a card `settings.num_copies` times to the end of `options.stageId`, with the parts
 * `settings` chooses (participants still members, labels still existing, start and due dates, reminder,
 * description, lists with their items' hidden flags and done states, and the subtask counters they
 * imply), and with `options.contents` the contents whose files the caller copied (decisions K34).
 *
 * One TransactWrite: Update stage `ADD content_groups_count n` (conditioned on existing), a check that
 * the source card is out of the recycle bin with the checklist counters as read (so the lists read are
 * the ones written), with contents the workspace's `storage_bytes` (under a personal workspace's cap),
 * and per copy a Put of its card and of each list, item and content. A cancellation by a concurrent
 * change reads again, at most TRANSACTION_ATTEMPTS times.
 * @returns the new cards in board order; none when `options.guard` failed (nothing was made).
 * @throws BadRequestError when the copies would not fit one transaction (100 items; decisions K31), or
 *   the storage-full message when the files would pass the workspace's cap;
 *   NotFoundError 'Stage not found' for a stage gone meanwhile, or for a card gone;
 *   ConflictError when the card kept changing or went to the recycle bin.
 */
export async function cloneCard(
  workspaceId: string,
  cardId: string,
  settings: CardDuplicateSettings,
  options: CloneOptions,
): Promise<CardRecord[]> {
  const copies = settings.num_copies;
  for (let attempt = 0; attempt < TRANSACTION_ATTEMPTS; attempt += 1) {
    const source = await getCard(workspaceId, cardId);
    if (!source) throw new NotFoundError('The content cannot be found.');
    const read = settings.lists ? await readChecklists(cardId) : null;
    const checklists = read ? checklistsToCopy(read.lists, read.items, options.includeHiddenLists) : null;
    const files = options.contents?.byCard.get(options.contents.cardIds[0]!)?.length ?? 0;
    const records = (checklists ? checklists.lists.length + checklists.items.length : 0) + files;
    const addedBytes = (options.contents?.bytesPerCopy ?? 0) * copies;
    const sample = copyCardItem(source, settings, options, cardId, source.position, null);
    const reminderJobs = Object.values(reminderTimes(sample)).filter(Boolean).length;
    if (
      cloneTransactionSize(copies, records, reminderJobs, addedBytes > 0) + (options.guard ? 1 : 0) >
      COPY_LIMITS.transactionItems
    ) {
      const storage = addedBytes > 0;
      throw withMessageKey(
        new BadRequestError(COPY_MESSAGES.tooLarge(copies, records, reminderJobs, storage)),
        'cardCopy.tooLarge',
        {
          copies: String(copies),
          count: copies,
          records: String(records),
          fit: String(maxCopiedRecords(copies, reminderJobs, storage)),
        },
      );
    }

    const positions = generateNKeysBetween((await lastCardIn(options.stageId))?.position ?? null, null, copies);
    const cardIds = options.contents?.cardIds ?? options.cardIds ?? positions.map(() => randomUUID());
    let canceled: boolean;
    let stageRejected = false;
    try {
      const result = await runTransaction([
        patchTransaction(Stage, {
          workspace_id: workspaceId,
          stage_id: options.stageId,
          content_groups_count: $add(copies),
        }),
        checkTransaction(Card, { workspace_id: workspaceId, card_id: cardId }, sourceUnchanged(source)),
        ...storageUpdate(workspaceId, addedBytes, { capBytes: options.contents?.storageCap ?? null }),
        ...cardIds.flatMap((id, i) => {
          const copy = copyCardItem(source, settings, options, id, positions[i]!, checklists);
          return [
            createTransaction(Card, copy),
            ...(checklists ? copyChecklistItems(workspaceId, id, checklists) : []),
            ...(options.contents?.byCard.get(id) ?? []).map((content) => createTransaction(Content, content)),
            ...reminderJobItems(copy, { newCard: true }),
          ];
        }),
        ...(options.guard ? [options.guard] : []),
      ]);
      if (result.canceled && options.guard && result.data.at(-1)?.rejected) return [];
      canceled = result.canceled;
      stageRejected = result.canceled && result.data[0]?.rejected === true;
      // The workspace's storage is the third item when files are copied.
      if (canceled && addedBytes > 0 && result.data[2]?.rejected)
        throw new BadRequestError(CONTENT_MESSAGES.storageFull);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      canceled = true;
    }
    if (stageRejected) throw new NotFoundError(COPY_MESSAGES.stageNotFound);
    if (!canceled) {
      const data = await getItems(
        Card,
        cardIds.map((card_id) => ({ workspace_id: workspaceId, card_id })),
      );
      return cardIds.map((id) => data.find((c) => c.card_id === id)!).filter(Boolean);
    }
  }
  throw new ConflictError(COPY_MESSAGES.changed);
}
