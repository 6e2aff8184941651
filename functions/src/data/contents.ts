/**
 * A card's contents and their versions (cards spec §3 Content, Content versions; §4 Contents; §5
 * Attachments; docs/data-model.md patterns 84–89; decisions U1–U8).
 *
 * Every write is one TransactWrite that also updates the card (its `attachment_count`, `storage_bytes`
 * and `preview_folder`) and, when bytes change, the workspace's `storage_bytes`. The limits are
 * conditions of that transaction, so concurrent uploads cannot pass them together:
 * - the card holds at most 15 contents: `attachment_count <= 15 − n`;
 * - a personal workspace holds at most 100 MB: `storage_bytes <= cap − bytes`.
 */
import { generateNKeysBetween } from 'fractional-indexing';
import type { EntityItem } from 'electrodb';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ContentType } from '../../../shared/schemas/contents-limits';
import { uuidv7 } from '../lib/ids/uuidv7';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http/errors';
import type { ContentEntity, ContentVersionEntity } from './entities/content';
import { db, type TransactionEntities, type TransactionItem } from './service';
import { activityItem, type NewActivity } from './activities';

export type ContentRecord = EntityItem<typeof ContentEntity>;
export type ContentVersionRecord = EntityItem<typeof ContentVersionEntity>;

/** The card a write acts on, as read just before (its counters are conditions of the write). */
export interface ContentCard {
  workspace_id: string;
  card_id: string;
}

/** A verified, stored file about to become a content or a content's new current file. */
export interface StoredFile {
  content_id: string;
  type: ContentType;
  filename: string;
  size: number;
  folder: string;
}

/** Where a workspace's storage total stands: `capBytes` null means no cap (business organizations). */
export interface StorageRule {
  capBytes: number | null;
}

const byPosition = (a: ContentRecord, b: ContentRecord) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.content_id.localeCompare(b.content_id));

/** Pattern 84: a card's contents in order (one Query of the card partition). */
export async function listContents(cardId: string): Promise<ContentRecord[]> {
  const { data } = await db().entities.content.query.byCard({ card_id: cardId }).go({ pages: 'all' });
  return data.sort(byPosition);
}

/** One content of a card, or null. */
export async function getContent(cardId: string, contentId: string): Promise<ContentRecord | null> {
  return (await db().entities.content.get({ card_id: cardId, content_id: contentId }).go()).data;
}

/** Pattern 86: a content's earlier files, oldest first (UUIDv7 ids). */
export async function listVersions(cardId: string, contentId: string): Promise<ContentVersionRecord[]> {
  const { data } = await db().entities.contentVersion.query.byContent({ card_id: cardId, content_id: contentId }).go({ pages: 'all' });
  return data.sort((a, b) => a.version_id.localeCompare(b.version_id));
}

/** The card's preview: its first content not hidden from guests, or undefined. */
export function previewOf(contents: readonly ContentRecord[]): ContentRecord | undefined {
  return [...contents].sort(byPosition).find((c) => !c.hidden);
}

/** The card update every contents write carries: counters, bytes and the preview that follows from `after`. */
function cardUpdate(tx: TransactionEntities, card: ContentCard, after: readonly ContentRecord[], change: { count?: number; bytes?: number }): TransactionItem {
  const preview = previewOf(after);
  let update = tx.card.patch({ workspace_id: card.workspace_id, card_id: card.card_id }).add({ attachment_count: change.count ?? 0, storage_bytes: change.bytes ?? 0 });
  update = preview ? update.set({ preview_folder: preview.folder, preview_type: preview.type }) : update.remove(['preview_folder', 'preview_type']);
  return update
    .where((attr, { notExists, lte }) => {
      const conditions = [notExists(attr.deleted_at)];
      // Only adding needs the ceiling; the count as read can only grow by concurrent adds, which this condition stops.
      if ((change.count ?? 0) > 0) conditions.push(`(${notExists(attr.attachment_count)} OR ${lte(attr.attachment_count, CONTENT_LIMITS.perCard - change.count!)})`);
      return conditions.join(' AND ');
    })
    .commit();
}

/** The workspace's storage total moved by `bytes` (none when 0), refused past the cap when adding. */
export function storageUpdate(tx: TransactionEntities, workspaceId: string, bytes: number, rule: StorageRule): TransactionItem[] {
  if (bytes === 0) return [];
  const update = tx.workspace.patch({ workspace_id: workspaceId }).add({ storage_bytes: bytes });
  if (bytes < 0 || rule.capBytes === null) return [update.commit()];
  const cap = rule.capBytes;
  return [update.where((attr, { notExists, lte }) => `(${notExists(attr.storage_bytes)} OR ${lte(attr.storage_bytes, cap - bytes)})`).commit()];
}

/** Why a contents transaction was cancelled: index 0 is the card, 1 the workspace (when present). */
function refusal(result: { data: Array<{ rejected?: boolean } | undefined> }, adding: number): Error {
  if (result.data[0]?.rejected) {
    return adding > 0 ? new BadRequestError(CONTENT_MESSAGES.perCard(CONTENT_LIMITS.perCard)) : new ConflictError('The card changed meanwhile. Please try again.');
  }
  if (result.data[1]?.rejected) return new BadRequestError(CONTENT_MESSAGES.storageFull);
  return new ConflictError('The contents changed meanwhile. Please try again.');
}

/**
 * Pattern 85: stored files become contents at the end of the card, in order, in one TransactWrite with
 * the card's count and the workspace's storage (and the uploader's `activity`, pattern 137).
 * @throws BadRequestError 'You can only upload a maximum of 15 attachments.' or the storage-full message;
 *   ConflictError when the card changed meanwhile. Nothing is written on any failure.
 */
export async function addContents(card: ContentCard, files: readonly StoredFile[], rule: StorageRule, createdBy: string, activity?: NewActivity): Promise<ContentRecord[]> {
  const existing = await listContents(card.card_id);
  const positions = generateNKeysBetween(existing.at(-1)?.position ?? null, null, files.length);
  const now = new Date().toISOString();
  const created: ContentRecord[] = files.map((file, i) => ({
    ...file,
    card_id: card.card_id,
    workspace_id: card.workspace_id,
    position: positions[i]!,
    hidden: false,
    versions_count: 0,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  }));
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  const result = await db()
    .transaction.write((tx) => [
      cardUpdate(tx, card, [...existing, ...created], { count: files.length, bytes }),
      ...storageUpdate(tx, card.workspace_id, bytes, rule),
      ...created.map((content) => tx.content.create(content).commit()),
      ...(activity ? [activityItem(tx, activity)] : []),
    ])
    .go();
  if (result.canceled) throw refusal(result, files.length);
  return created;
}

/**
 * Pattern 86: `file` becomes the content's current file; the one it replaces is kept as a version.
 * Conditioned on the content's folder as read, so two replaces cannot both win.
 * @throws NotFoundError for an unknown content; BadRequestError (storage full); ConflictError.
 */
export async function replaceContent(card: ContentCard, content: ContentRecord, file: StoredFile, rule: StorageRule): Promise<ContentRecord> {
  const contents = await listContents(card.card_id);
  const replaced: ContentRecord = { ...content, type: file.type, filename: file.filename, size: file.size, folder: file.folder, versions_count: content.versions_count + 1 };
  const after = contents.map((c) => (c.content_id === content.content_id ? replaced : c));
  const result = await db()
    .transaction.write((tx) => [
      cardUpdate(tx, card, after, { bytes: file.size }),
      ...storageUpdate(tx, card.workspace_id, file.size, rule),
      tx.contentVersion
        .create({ card_id: card.card_id, content_id: content.content_id, version_id: uuidv7(), type: content.type, filename: content.filename, size: content.size, folder: content.folder, created_at: content.updated_at })
        .commit(),
      tx.content
        .patch({ card_id: card.card_id, content_id: content.content_id })
        .set({ type: file.type, filename: file.filename, size: file.size, folder: file.folder })
        .add({ versions_count: 1 })
        .where((attr, { eq }) => eq(attr.folder, content.folder))
        .commit(),
    ])
    .go();
  if (result.canceled) throw refusal(result, 0);
  return (await getContent(card.card_id, content.content_id))!;
}

/** Pattern 87: hide a content from guests or show it again; the card's preview follows. */
export async function setContentHidden(card: ContentCard, contentId: string, hidden: boolean): Promise<ContentRecord> {
  const contents = await listContents(card.card_id);
  const content = contents.find((c) => c.content_id === contentId);
  if (!content) throw new NotFoundError(CONTENT_MESSAGES.notFound);
  if (content.hidden === hidden) return content;
  const after = contents.map((c) => (c.content_id === contentId ? { ...c, hidden } : c));
  const result = await db()
    .transaction.write((tx) => [
      cardUpdate(tx, card, after, {}),
      tx.content.patch({ card_id: card.card_id, content_id: contentId }).set({ hidden }).commit(),
    ])
    .go();
  if (result.canceled) throw refusal(result, 0);
  return { ...content, hidden };
}

/**
 * Pattern 88: put the card's contents in the given order. The order must name every content once; the
 * (at most 15) contents get fresh keys in one TransactWrite, each conditioned on the position read.
 * @throws BadRequestError when the ids are not exactly the card's contents; ConflictError.
 */
export async function sortContents(card: ContentCard, orderedIds: readonly string[]): Promise<ContentRecord[]> {
  const contents = await listContents(card.card_id);
  const known = new Set(contents.map((c) => c.content_id));
  if (orderedIds.length !== contents.length || new Set(orderedIds).size !== orderedIds.length || orderedIds.some((id) => !known.has(id))) {
    throw new BadRequestError(CONTENT_MESSAGES.sortMismatch);
  }
  const byId = new Map(contents.map((c) => [c.content_id, c]));
  if (orderedIds.every((id, i) => contents[i]!.content_id === id)) return contents;
  // At most 15 contents: fresh evenly spread keys for all of them, each conditioned on its key as read.
  const positions = generateNKeysBetween(null, null, orderedIds.length);
  const moved = orderedIds.map((id, i) => ({ id, position: positions[i]! }));
  const after = orderedIds.map((id, i) => ({ ...byId.get(id)!, position: positions[i]! }));
  const result = await db()
    .transaction.write((tx) => [
      cardUpdate(tx, card, after, {}),
      ...moved.map(({ id, position }) =>
        tx.content
          .patch({ card_id: card.card_id, content_id: id })
          .set({ position })
          .where((attr, { eq }) => eq(attr.position, byId.get(id)!.position))
          .commit(),
      ),
    ])
    .go();
  if (result.canceled) throw refusal(result, 0);
  return after;
}

/**
 * Pattern 89: delete contents with their versions, giving their bytes back to the card and the
 * workspace, in one TransactWrite (15 contents and their versions at most; more versions go in a
 * second step after the contents are gone). Returns the S3 folders to delete.
 * @throws NotFoundError when an id is not a content of the card; ConflictError.
 */
export async function deleteContents(card: ContentCard, ids: readonly string[]): Promise<string[]> {
  const contents = await listContents(card.card_id);
  const doomed = contents.filter((c) => ids.includes(c.content_id));
  if (doomed.length !== new Set(ids).size) throw new NotFoundError(CONTENT_MESSAGES.notFound);
  const versions = (await Promise.all(doomed.map((c) => listVersions(card.card_id, c.content_id)))).flat();
  const bytes = doomed.reduce((sum, c) => sum + c.size, 0) + versions.reduce((sum, v) => sum + v.size, 0);
  const after = contents.filter((c) => !ids.includes(c.content_id));
  const inTransaction = versions.slice(0, Math.max(0, 95 - doomed.length));
  const result = await db()
    .transaction.write((tx) => [
      cardUpdate(tx, card, after, { count: -doomed.length, bytes: -bytes }),
      ...storageUpdate(tx, card.workspace_id, -bytes, { capBytes: null }),
      ...doomed.map((c) => tx.content.delete({ card_id: card.card_id, content_id: c.content_id }).where((attr, { eq }) => eq(attr.folder, c.folder)).commit()),
      ...inTransaction.map((v) => tx.contentVersion.delete({ card_id: v.card_id, content_id: v.content_id, version_id: v.version_id }).commit()),
    ])
    .go();
  if (result.canceled) throw refusal(result, 0);
  const rest = versions.slice(inTransaction.length);
  if (rest.length) await db().entities.contentVersion.delete(rest.map((v) => ({ card_id: v.card_id, content_id: v.content_id, version_id: v.version_id }))).go();
  return [...doomed.map((c) => c.folder), ...versions.map((v) => v.folder)];
}
