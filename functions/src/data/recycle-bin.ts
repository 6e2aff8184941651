/**
 * The recycle bin (accounts spec §2 Recycle bin, §3 Deleted card list, §4 Deleted card: restore to the
 * original stage, delete permanently, kept 30 days; cards spec §4 "Moving to the recycle bin").
 * docs/data-model.md patterns 80 and 113–118; decisions K27–K29.
 *
 * Binning is one TransactWrite: the card gets `deleted_at`/`deleted_by` (conditioned on where it was
 * read), leaves its stage's count, gets a bin entry in its organization's partition, counts in the
 * organization's `deleted_count`, and queues its purge 30 days later. Restore and permanent deletion
 * undo exactly that, each conditioned on the `deleted_at` of the entry, so a card is restored or deleted
 * once even when requests race.
 */
import { addDays } from 'date-fns';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { TIME_TRACKING_MESSAGES } from '../../../shared/schemas/time-tracking-limits';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { logger } from '../lib/observability';
import { getCard, lastCardIn, type CardRecord } from './cards';
import { positionBetween } from './ordering';
import { deleteCardPartition } from './partitions';
import { deleteS3Prefix } from '../lib/uploads/delete-prefix';
import { cardUploadPrefix } from '../lib/uploads/keys';
import { reminderJobItems } from './reminder-jobs';
import { listStages } from './stages';
import { getItem, getItems, keyQuery, queryAll, type Item } from './access';
import {
  createTransaction,
  deleteTransaction,
  patchTransaction,
  putTransaction,
  removeTransaction,
  runTransaction,
} from './transactions';
import { Card } from './entities/card';
import {
  Comment,
  COMMENT_BY_CARD,
  COMMENT_DRAFT_MODEL,
  COMMENT_MODEL,
  CommentDraft,
  PER_USER_AND_TAB,
} from './entities/comment';
import { DeletedCard, DELETED_CARD_BY_ORGANIZATION, DELETED_CARD_MODEL } from './entities/deleted-card';
import { Organization } from './entities/organization';
import { ScheduleEntry } from './entities/schedule-entry';
import { stopRecurrenceItems } from './card-recurrences';
import { Stage } from './entities/stage';
import { Workspace } from './entities/workspace';
import type { StageRecord, WorkspaceRecord } from './workspaces';

export type DeletedCardRecord = Item<typeof DeletedCard>;

/** How long a binned card is kept (accounts spec §4, §9). */
export const BIN_RETENTION_DAYS = 30;

const CHANGED = 'The card was changed meanwhile. Please try again.';

/** What binning a card needs: the card and its stage as read, and who bins it when (`now` for tests). */
export interface BinRequest {
  card: CardRecord;
  stage: StageRecord;
  workspace: WorkspaceRecord;
  userId: string;
  now?: Date;
}

/**
 * Pattern 80: move a card to the recycle bin (one TransactWrite, see the module doc).
 * @returns the bin entry. @throws ConflictError when the card moved, was archived or binned meanwhile.
 */
export async function moveCardToBin({
  card,
  stage,
  workspace,
  userId,
  now = new Date(),
}: BinRequest): Promise<DeletedCardRecord> {
  const deletedAt = now.toISOString();
  const archived = card.archived ?? false;
  const entry: DeletedCardRecord = {
    organization_id: workspace.organization_id,
    card_id: card.card_id,
    deleted_at: deletedAt,
    workspace_id: workspace.workspace_id,
    workspace_name: workspace.name,
    card_name: card.name,
    stage_id: stage.stage_id,
    stage_name: stage.name,
    deleted_by: userId,
  };
  const result = await runTransaction([
    patchTransaction(
      Card,
      { workspace_id: card.workspace_id, card_id: card.card_id, deleted_at: deletedAt, deleted_by: userId },
      {
        and: [
          { attr: 'deleted_at', exists: false },
          { attr: 'stage_id', eq: card.stage_id },
          { attr: 'archived', eq: archived },
          // A card being time-tracked cannot be binned (cards spec §4; decisions R17).
          {
            or: [
              { attr: 'active_timer_count', exists: false },
              { attr: 'active_timer_count', eq: 0 },
            ],
          },
        ],
      },
    ),
    patchTransaction(Stage, {
      workspace_id: card.workspace_id,
      stage_id: stage.stage_id,
      ...(archived ? { archived_count: $add(-1) } : { content_groups_count: $add(-1) }),
    }),
    createTransaction(DeletedCard, entry),
    patchTransaction(Organization, { organization_id: workspace.organization_id, deleted_count: $add(1) }),
    putTransaction(ScheduleEntry, {
      kind: 'bin_purge',
      subject_id: card.card_id,
      due_day: addDays(now, BIN_RETENTION_DAYS).toISOString().slice(0, 10),
      due_at: addDays(now, BIN_RETENTION_DAYS).toISOString(),
      payload: { workspace_id: card.workspace_id, organization_id: workspace.organization_id },
    }),
    // Binning a recurring card's template stops its rule for good (issue 28; decisions G21).
    ...stopRecurrenceItems(card.card_id),
  ]);
  if (result.canceled) {
    const now = await getCard(card.workspace_id, card.card_id);
    throw (now?.active_timer_count ?? 0) > 0
      ? new ConflictError(TIME_TRACKING_MESSAGES.cardTracked, 'card_time_tracked')
      : new ConflictError(CHANGED);
  }
  return entry;
}

/** Pattern 113: an organization's bin, newest first (one Query of its partition's entries). */
export async function listBin(organizationId: string): Promise<DeletedCardRecord[]> {
  const entries = await queryAll(
    DeletedCard,
    keyQuery(DELETED_CARD_MODEL, DELETED_CARD_BY_ORGANIZATION, { organization_id: organizationId }),
  );
  return entries.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || a.card_id.localeCompare(b.card_id));
}

/** The bin entries of these cards in the organization (one BatchGet); ids not in its bin are left out. */
export async function getBinEntries(organizationId: string, cardIds: readonly string[]): Promise<DeletedCardRecord[]> {
  if (cardIds.length === 0) return [];
  return getItems(
    DeletedCard,
    [...new Set(cardIds)].map((card_id) => ({ organization_id: organizationId, card_id })),
  );
}

/** One bin entry (GetItem), or null. */
export async function getBinEntry(organizationId: string, cardId: string): Promise<DeletedCardRecord | null> {
  return getItem(DeletedCard, { organization_id: organizationId, card_id: cardId });
}

/** The stage a restored card returns to: its own when it still exists, else the workspace's first (decisions K28). */
async function restoreTarget(card: CardRecord): Promise<{ stage: StageRecord; position: string }> {
  const stages = await listStages(card.workspace_id);
  const own = stages.find((s) => s.stage_id === card.stage_id);
  if (own) return { stage: own, position: card.position };
  if (!stages[0]) throw new ConflictError('The workspace has no stage to restore this card to. Add a stage first.');
  const last = await lastCardIn(stages[0].stage_id);
  return { stage: stages[0], position: positionBetween(last?.position ?? null, null) };
}

/**
 * Pattern 115: put a binned card back (accounts spec §4 "Put this card back in its original stage?").
 * @throws NotFoundError when the card is not in this organization's bin; ConflictError when a
 *   concurrent restore or deletion won.
 */
export async function restoreCard(organizationId: string, cardId: string): Promise<CardRecord> {
  const entry = await getBinEntry(organizationId, cardId);
  const card = entry ? await getCard(entry.workspace_id, cardId) : null;
  if (!entry || !card) throw new NotFoundError('The content cannot be found.');
  const { stage, position } = await restoreTarget(card);
  const archived = card.archived ?? false;
  const result = await runTransaction([
    patchTransaction(
      Card,
      // gsi1/gsi4 keys use stage_id and position, so their other parts are re-supplied with them.
      {
        workspace_id: card.workspace_id,
        card_id: cardId,
        stage_id: stage.stage_id,
        position,
        due_sort: card.due_sort ?? '~',
        deleted_at: $remove(),
        deleted_by: $remove(),
      },
      { attr: 'deleted_at', eq: entry.deleted_at },
    ),
    patchTransaction(Stage, {
      workspace_id: card.workspace_id,
      stage_id: stage.stage_id,
      ...(archived ? { archived_count: $add(1) } : { content_groups_count: $add(1) }),
    }),
    deleteTransaction(
      DeletedCard,
      { organization_id: organizationId, card_id: cardId },
      { attr: 'deleted_at', eq: entry.deleted_at },
    ),
    patchTransaction(Organization, { organization_id: organizationId, deleted_count: $add(-1) }),
    deleteTransaction(ScheduleEntry, { kind: 'bin_purge', subject_id: cardId }),
    // Reminders that fell due while the card was in the bin were skipped: schedule them again.
    ...reminderJobItems(card),
  ]);
  if (result.canceled) throw new ConflictError(CHANGED);
  return { ...card, stage_id: stage.stage_id, position, deleted_at: undefined, deleted_by: undefined };
}

/** Bytes of a card's comment and draft files (two Queries of its partition). */
async function commentFileBytes(cardId: string): Promise<number> {
  const [comments, drafts] = await Promise.all([
    queryAll(Comment, keyQuery(COMMENT_MODEL, COMMENT_BY_CARD, { card_id: cardId }), { attributes: ['attachments'] }),
    queryAll(CommentDraft, keyQuery(COMMENT_DRAFT_MODEL, PER_USER_AND_TAB, { card_id: cardId }), {
      attributes: ['attachments'],
    }),
  ]);
  return [...comments, ...drafts].flatMap((item) => item.attachments ?? []).reduce((sum, a) => sum + a.size, 0);
}

/**
 * Patterns 116 and 117: delete a binned card for good ("This action cannot be undone."). One
 * TransactWrite removes the card, its bin entry, its count and its purge job, conditioned on the
 * entry's `deleted_at`. The purge passes its job's `due_at` (`purgeJobDueAt`): the job's delete is then
 * conditioned on it, so a job read before the card was restored and binned again (a new job, 30 days on)
 * deletes nothing. Then the card's detail partition is deleted.
 * @returns false when the card is no longer in the bin (restored, or deleted already), or its purge job is
 *   no longer the one given.
 */
export async function destroyBinnedCard(
  organizationId: string,
  cardId: string,
  purgeJobDueAt?: string,
): Promise<boolean> {
  const entry = await getBinEntry(organizationId, cardId);
  if (!entry) return false;
  // What the card counts in its workspace: its contents with their versions (card `storage_bytes`, issue 13),
  // its comment and draft files, and an open approval (decisions R13). A binned card is read-only, so
  // these cannot change between this read and the transaction.
  const [card, fileBytes] = await Promise.all([getCard(entry.workspace_id, cardId), commentFileBytes(cardId)]);
  const bytes = (card?.storage_bytes ?? 0) + fileBytes;
  const workspaceAdd = {
    ...(bytes > 0 ? { storage_bytes: $add(-bytes) } : {}),
    ...(card?.approval_status === 'pending' ? { pending_approval_count: $add(-1) } : {}),
    ...(card?.approval_status === 'revision_requested' ? { pending_revision_count: $add(-1) } : {}),
  };
  const sameEntry = { attr: 'deleted_at', eq: entry.deleted_at } as const;
  const result = await runTransaction([
    ...(Object.keys(workspaceAdd).length > 0
      ? [patchTransaction(Workspace, { workspace_id: entry.workspace_id, ...workspaceAdd })]
      : []),
    deleteTransaction(Card, { workspace_id: entry.workspace_id, card_id: cardId }, sameEntry),
    deleteTransaction(DeletedCard, { organization_id: organizationId, card_id: cardId }, sameEntry),
    patchTransaction(Organization, { organization_id: organizationId, deleted_count: $add(-1) }),
    purgeJobDueAt
      ? removeTransaction(
          ScheduleEntry,
          { kind: 'bin_purge', subject_id: cardId },
          { attr: 'due_at', eq: purgeJobDueAt },
        )
      : deleteTransaction(ScheduleEntry, { kind: 'bin_purge', subject_id: cardId }),
  ]);
  if (result.canceled) return false;
  try {
    await deleteCardPartition(cardId);
    await deleteS3Prefix(cardUploadPrefix(organizationId, entry.workspace_id, cardId));
  } catch (error) {
    // The card is gone and nothing reads its partition any more; a leftover costs storage only.
    logger.error('Could not delete a deleted card partition', { cardId, error: error as Error });
  }
  return true;
}

/**
 * The bin entries of one workspace's cards, and their removal from the bin count (when a workspace is
 * deleted with cards in the bin). One Query of the organization's bin, then one TransactWrite per 48 entries.
 */
export async function forgetBinEntriesOfWorkspace(organizationId: string, workspaceId: string): Promise<number> {
  const entries = (await listBin(organizationId)).filter((e) => e.workspace_id === workspaceId);
  for (let i = 0; i < entries.length; i += 48) {
    const chunk = entries.slice(i, i + 48);
    await runTransaction([
      ...chunk.map((e) => deleteTransaction(DeletedCard, { organization_id: organizationId, card_id: e.card_id })),
      ...chunk.map((e) => deleteTransaction(ScheduleEntry, { kind: 'bin_purge', subject_id: e.card_id })),
      patchTransaction(Organization, { organization_id: organizationId, deleted_count: $add(-chunk.length) }),
    ]);
  }
  return entries.length;
}
