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
import type { EntityItem } from 'electrodb';
import { addDays } from 'date-fns';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import { logger } from '../lib/observability';
import { deleteS3Prefix } from '../lib/uploads/delete-prefix';
import { cardUploadPrefix } from '../lib/uploads/keys';
import type { DeletedCardEntity } from './entities/deleted-card';
import { getCard, lastCardIn, type CardRecord } from './cards';
import { positionBetween } from './ordering';
import { deleteCardPartition } from './partitions';
import { reminderJobItems } from './reminder-jobs';
import { commitTransaction, db } from './service';
import { listStages } from './stages';
import type { StageRecord, WorkspaceRecord } from './workspaces';

export type DeletedCardRecord = EntityItem<typeof DeletedCardEntity>;

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
export async function moveCardToBin({ card, stage, workspace, userId, now = new Date() }: BinRequest): Promise<DeletedCardRecord> {
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
  const committed = await commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        tx.card
          .patch({ workspace_id: card.workspace_id, card_id: card.card_id })
          .set({ deleted_at: deletedAt, deleted_by: userId })
          .where((attr, { eq, notExists }) => `${notExists(attr.deleted_at)} AND ${eq(attr.stage_id, card.stage_id)} AND ${eq(attr.archived, archived)}`)
          .commit(),
        tx.stage
          .patch({ workspace_id: card.workspace_id, stage_id: stage.stage_id })
          .subtract(archived ? { archived_count: 1 } : { content_groups_count: 1 })
          .commit(),
        tx.deletedCard.create(entry).commit(),
        tx.organization.patch({ organization_id: workspace.organization_id }).add({ deleted_count: 1 }).commit(),
        tx.scheduleEntry
          .put({
            kind: 'bin_purge',
            subject_id: card.card_id,
            due_day: addDays(now, BIN_RETENTION_DAYS).toISOString().slice(0, 10),
            due_at: addDays(now, BIN_RETENTION_DAYS).toISOString(),
            payload: { workspace_id: card.workspace_id, organization_id: workspace.organization_id },
          })
          .commit(),
      ])
      .go(),
  );
  if (!committed) throw new ConflictError(CHANGED);
  return entry;
}

/** Pattern 113: an organization's bin, newest first (one Query of its partition's entries). */
export async function listBin(organizationId: string): Promise<DeletedCardRecord[]> {
  const { data } = await db().entities.deletedCard.query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' });
  return data.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || a.card_id.localeCompare(b.card_id));
}

/** One bin entry (GetItem), or null. */
export async function getBinEntry(organizationId: string, cardId: string): Promise<DeletedCardRecord | null> {
  return (await db().entities.deletedCard.get({ organization_id: organizationId, card_id: cardId }).go()).data;
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
  const committed = await commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        tx.card
          .patch({ workspace_id: card.workspace_id, card_id: cardId })
          // gsi1/gsi4 keys use stage_id and position, so their other parts are re-supplied with them.
          .set({ stage_id: stage.stage_id, position, due_sort: card.due_sort ?? '~' })
          .remove(['deleted_at', 'deleted_by'])
          .where((attr, { eq }) => eq(attr.deleted_at, entry.deleted_at))
          .commit(),
        tx.stage
          .patch({ workspace_id: card.workspace_id, stage_id: stage.stage_id })
          .add(archived ? { archived_count: 1 } : { content_groups_count: 1 })
          .commit(),
        tx.deletedCard.delete({ organization_id: organizationId, card_id: cardId }).where((attr, { eq }) => eq(attr.deleted_at, entry.deleted_at)).commit(),
        tx.organization.patch({ organization_id: organizationId }).subtract({ deleted_count: 1 }).commit(),
        tx.scheduleEntry.delete({ kind: 'bin_purge', subject_id: cardId }).commit(),
        // Reminders that fell due while the card was in the bin were skipped: schedule them again.
        ...reminderJobItems(tx, card),
      ])
      .go(),
  );
  if (!committed) throw new ConflictError(CHANGED);
  return { ...card, stage_id: stage.stage_id, position, deleted_at: undefined, deleted_by: undefined };
}

/**
 * Patterns 116 and 117: delete a binned card for good ("This action cannot be undone."). One
 * TransactWrite removes the card, its bin entry, its count and its purge job, conditioned on the
 * entry's `deleted_at` (`expectedDeletedAt`, when given, must match too: the purge deletes only what it
 * queued). Then the card's detail partition is deleted.
 * @returns false when the card is no longer in the bin (restored, or deleted already).
 */
export async function destroyBinnedCard(organizationId: string, cardId: string, expectedDeletedAt?: string): Promise<boolean> {
  const entry = await getBinEntry(organizationId, cardId);
  if (!entry || (expectedDeletedAt && entry.deleted_at !== expectedDeletedAt)) return false;
  // The bytes of the card's contents go back to the workspace with the card (issue 13).
  const bytes = (await getCard(entry.workspace_id, cardId))?.storage_bytes ?? 0;
  const committed = await commitTransaction(() =>
    db()
      .transaction.write((tx) => [
        // A binned card is read-only (its contents cannot change), so the bytes read above still hold.
        tx.card.delete({ workspace_id: entry.workspace_id, card_id: cardId }).where((attr, { eq }) => eq(attr.deleted_at, entry.deleted_at)).commit(),
        ...(bytes ? [tx.workspace.patch({ workspace_id: entry.workspace_id }).add({ storage_bytes: -bytes }).commit()] : []),
        tx.deletedCard.delete({ organization_id: organizationId, card_id: cardId }).where((attr, { eq }) => eq(attr.deleted_at, entry.deleted_at)).commit(),
        tx.organization.patch({ organization_id: organizationId }).subtract({ deleted_count: 1 }).commit(),
        tx.scheduleEntry.delete({ kind: 'bin_purge', subject_id: cardId }).commit(),
      ])
      .go(),
  );
  if (!committed) return false;
  try {
    await deleteS3Prefix(cardUploadPrefix({ organizationId, workspaceId: entry.workspace_id, cardId }));
    await deleteCardPartition(cardId);
  } catch (error) {
    // The card is gone and nothing reads its partition any more; a leftover costs storage only.
    logger.error('Could not delete a deleted card partition', { cardId, error: error as Error });
  }
  return true;
}

/**
 * The bin entries of one workspace's cards, and their removal from the bin count (when a workspace is
 * deleted with cards in the bin). One Query of the organization's bin, then one TransactWrite per 50.
 */
export async function forgetBinEntriesOfWorkspace(organizationId: string, workspaceId: string): Promise<number> {
  const entries = (await listBin(organizationId)).filter((e) => e.workspace_id === workspaceId);
  for (let i = 0; i < entries.length; i += 48) {
    const chunk = entries.slice(i, i + 48);
    await db()
      .transaction.write((tx) => [
        ...chunk.map((e) => tx.deletedCard.delete({ organization_id: organizationId, card_id: e.card_id }).commit()),
        ...chunk.map((e) => tx.scheduleEntry.delete({ kind: 'bin_purge', subject_id: e.card_id }).commit()),
        tx.organization.patch({ organization_id: organizationId }).subtract({ deleted_count: chunk.length }).commit(),
      ])
      .go();
  }
  return entries.length;
}
