/**
 * A card's contents and their versions (cards spec §3 Content, Content versions; §4 Contents; §5
 * Attachments; docs/data-model.md patterns 84–86; decisions U1–U8). Hiding, ordering and deleting them
 * (patterns 87–89) live in ./content-arrangement.ts and share this module's card update.
 *
 * Every write is one TransactWrite that also updates the card (its `attachment_count`, `storage_bytes`
 * and `preview_folder`) and, when bytes change, the workspace's `storage_bytes`. The limits are
 * conditions of that transaction, so concurrent uploads cannot pass them together:
 * - the card holds at most 15 contents: `attachment_count <= 15 − n`;
 * - a personal workspace holds at most 100 MB: `storage_bytes <= cap − bytes`;
 * - a pending upload is stored once: its `stored_upload` claim must not exist (pattern 307; decisions UP2).
 */
import { generateNKeysBetween } from 'fractional-indexing';
import { CONTENT_LIMITS, CONTENT_MESSAGES, type ContentType } from '../../../shared/schemas/contents-limits';
import { uuidv7 } from '../lib/ids/uuid';
import { BadRequestError, ConflictError } from '../lib/http/errors';
import { $add, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { activityItem, type NewActivity } from './activities';
import { getItem, keyQuery, queryAll, type Item } from './access';
import {
  createTransaction,
  patchTransaction,
  runTransaction,
  type TransactionItem,
  type TransactionResult,
} from './transactions';
import type { CardKey } from './card-key';
import { Card } from './entities/card';
import {
  Content,
  CONTENT_BY_CARD,
  CONTENT_MODEL,
  ContentVersion,
  CONTENT_VERSION_BY_CONTENT,
  CONTENT_VERSION_MODEL,
} from './entities/content';
import { alreadyStoredError, claimRefused, uploadClaim } from './stored-uploads';
import { Workspace } from './entities/workspace';

export type ContentRecord = Item<typeof Content>;
export type ContentVersionRecord = Item<typeof ContentVersion>;

/** The card a write acts on, as read just before (its counters are conditions of the write; ./card-key.ts). */
export type ContentCard = CardKey;

/** A verified, stored file about to become a content or a content's new current file. */
export interface StoredFile {
  content_id: string;
  type: ContentType;
  filename: string;
  size: number;
  folder: string;
  /** A PDF's page count (issue 26). */
  page_count?: number;
  /** Its renditions failed after their retries (issue 40; decisions FT1). */
  rendition_failed?: boolean;
  /**
   * The pending upload it was stored from (the UUID ending its key): the write that keeps the file claims it,
   * so one upload becomes one content or one version (decisions UP2). Absent for files not from an upload.
   */
  upload_id?: string;
}

/** Where a workspace's storage total stands: `capBytes` null means no cap (business organizations). */
export interface StorageRule {
  capBytes: number | null;
}

/** A card's contents in order: by fractional position, then id. */
export const byPosition = (a: ContentRecord, b: ContentRecord) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.content_id.localeCompare(b.content_id);

/** Pattern 84: a card's contents in order (one Query of the card partition). */
export async function listContents(cardId: string): Promise<ContentRecord[]> {
  const contents = await queryAll(Content, keyQuery(CONTENT_MODEL, CONTENT_BY_CARD, { card_id: cardId }));
  return contents.sort(byPosition);
}

/** One content of a card, or null. */
export async function getContent(cardId: string, contentId: string): Promise<ContentRecord | null> {
  return getItem(Content, { card_id: cardId, content_id: contentId });
}

/** Pattern 86: a content's earlier files, oldest first (UUIDv7 ids). */
export async function listVersions(cardId: string, contentId: string): Promise<ContentVersionRecord[]> {
  const versions = await queryAll(
    ContentVersion,
    keyQuery(CONTENT_VERSION_MODEL, CONTENT_VERSION_BY_CONTENT, { card_id: cardId, content_id: contentId }),
  );
  return versions.sort((a, b) => a.version_id.localeCompare(b.version_id));
}

/** One earlier version of a content, or null (issue 26: an annotation's version). */
export async function getVersion(
  cardId: string,
  contentId: string,
  versionId: string,
): Promise<ContentVersionRecord | null> {
  return getItem(ContentVersion, { card_id: cardId, content_id: contentId, version_id: versionId });
}

/** The card's preview: its first content not hidden from guests, or undefined. */
export function previewOf(contents: readonly ContentRecord[]): ContentRecord | undefined {
  return [...contents].sort(byPosition).find((c) => !c.hidden);
}

/**
 * The card update every contents write carries: counters, bytes and the preview that follows from `after`
 * (also used by ./content-arrangement.ts).
 */
export function contentsCardUpdate(
  card: ContentCard,
  after: readonly ContentRecord[],
  change: { count?: number; bytes?: number; openTeam?: number; openGuest?: number; hiddenGuest?: number },
): TransactionItem {
  const preview = previewOf(after);
  const conditions: Array<Condition> = [{ attr: 'deleted_at', exists: false }];
  // Only adding needs the ceiling; the count as read can only grow by concurrent adds, which this condition stops.
  if ((change.count ?? 0) > 0) {
    conditions.push({
      or: [
        { attr: 'attachment_count', exists: false },
        { attr: 'attachment_count', lte: CONTENT_LIMITS.perCard - change.count! },
      ],
    });
  }
  return patchTransaction(
    Card,
    {
      workspace_id: card.workspace_id,
      card_id: card.card_id,
      attachment_count: $add(change.count ?? 0),
      storage_bytes: $add(change.bytes ?? 0),
      // Open annotations of deleted contents leave the card's counts (issue 26).
      ...(change.openTeam ? { open_annotations_team: $add(change.openTeam) } : {}),
      ...(change.openGuest ? { open_annotations_guest: $add(change.openGuest) } : {}),
      // The Guest part on contents hidden from guests (issue 35), which guests' counts leave out.
      ...(change.hiddenGuest ? { hidden_open_annotations_guest: $add(change.hiddenGuest) } : {}),
      preview_folder: preview ? preview.folder : $remove(),
      preview_type: preview ? preview.type : $remove(),
    },
    { and: conditions },
  );
}

/** The workspace's storage total moved by `bytes` (none when 0), refused past the cap when adding. */
export function storageUpdate(workspaceId: string, bytes: number, rule: StorageRule): TransactionItem[] {
  if (bytes === 0) return [];
  const change = { workspace_id: workspaceId, storage_bytes: $add(bytes) };
  if (bytes < 0 || rule.capBytes === null) return [patchTransaction(Workspace, change)];
  return [
    patchTransaction(Workspace, change, {
      or: [
        { attr: 'storage_bytes', exists: false },
        { attr: 'storage_bytes', lte: rule.capBytes - bytes },
      ],
    }),
  ];
}

/**
 * The claims on the pending uploads `files` came from (decisions UP2; ./stored-uploads.ts): created only if absent,
 * so a second write of the same upload is cancelled. Items the transaction carries right after the card and the
 * workspace.
 */
function uploadClaims(cardId: string, files: readonly StoredFile[]): TransactionItem[] {
  return files
    .filter((file) => file.upload_id !== undefined)
    .map((file) => uploadClaim(file.upload_id!, { card_id: cardId, content_id: file.content_id }));
}

/** The file as the content record keeps it: without the upload it came from. */
const keptFile = ({ upload_id: _upload, ...file }: StoredFile) => file;

/**
 * Why a contents transaction was cancelled: index 0 is the card, then the workspace (when bytes change), then the
 * `claims` upload claims: a claim already there means the upload was stored by another call.
 */
export function contentsRefusal(result: TransactionResult, adding: number, claims = { from: 0, count: 0 }): Error {
  if (claimRefused(result, claims.from, claims.count)) return alreadyStoredError();
  if (result.data[0]?.rejected) {
    return adding > 0
      ? new BadRequestError(CONTENT_MESSAGES.perCard(CONTENT_LIMITS.perCard))
      : new ConflictError('The card changed meanwhile. Please try again.');
  }
  if (result.data[1]?.rejected) return new BadRequestError(CONTENT_MESSAGES.storageFull);
  return new ConflictError('The contents changed meanwhile. Please try again.');
}

/**
 * Pattern 85: stored files become contents at the end of the card, in order, in one TransactWrite with
 * the card's count and the workspace's storage (and the uploader's `activity`, pattern 137).
 * @throws BadRequestError 'You can only upload a maximum of 15 attachments.' or the storage-full message;
 *   ConflictError when the card changed meanwhile, or 'This upload was already saved…' when another call stored
 *   one of the files' uploads (UP2). Nothing is written on any failure.
 */
export async function addContents(
  card: ContentCard,
  files: readonly StoredFile[],
  rule: StorageRule,
  createdBy: string,
  activity?: NewActivity,
): Promise<ContentRecord[]> {
  const existing = await listContents(card.card_id);
  const positions = generateNKeysBetween(existing.at(-1)?.position ?? null, null, files.length);
  const now = new Date().toISOString();
  const created: ContentRecord[] = files.map((file, i) => ({
    ...keptFile(file),
    card_id: card.card_id,
    workspace_id: card.workspace_id,
    position: positions[i]!,
    hidden: false,
    versions_count: 0,
    // The current file's version id (issue 26: annotations name it).
    version_id: uuidv7(),
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  }));
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  const storage = storageUpdate(card.workspace_id, bytes, rule);
  const claims = uploadClaims(card.card_id, files);
  const result = await runTransaction([
    contentsCardUpdate(card, [...existing, ...created], { count: files.length, bytes }),
    ...storage,
    ...claims,
    ...created.map((content) => createTransaction(Content, content)),
    ...(activity ? [activityItem(activity)] : []),
  ]);
  if (result.canceled) throw contentsRefusal(result, files.length, { from: 1 + storage.length, count: claims.length });
  return created;
}

/**
 * Pattern 86: `file` becomes the content's current file; the one it replaces is kept as a version.
 * Conditioned on the content's folder as read, so two replaces cannot both win, and on `file`'s upload not
 * being stored already (UP2).
 * @throws NotFoundError for an unknown content; BadRequestError (storage full); ConflictError ('This upload was
 *   already saved…' first, when the upload's claim exists).
 */
export async function replaceContent(
  card: ContentCard,
  content: ContentRecord,
  file: StoredFile,
  rule: StorageRule,
): Promise<ContentRecord> {
  const contents = await listContents(card.card_id);
  // The content keeps its name; only the file changes (issue 37).
  const name = content.name ?? content.filename;
  const replaced: ContentRecord = {
    ...content,
    name,
    type: file.type,
    filename: file.filename,
    size: file.size,
    folder: file.folder,
    versions_count: content.versions_count + 1,
  };
  const after = contents.map((c) => (c.content_id === content.content_id ? replaced : c));
  // The kept version keeps the id annotations name it by (issue 26); the new file starts a new version.
  const storage = storageUpdate(card.workspace_id, file.size, rule);
  const claims = uploadClaims(card.card_id, [file]);
  const result = await runTransaction([
    contentsCardUpdate(card, after, { bytes: file.size }),
    ...storage,
    ...claims,
    createTransaction(ContentVersion, {
      card_id: card.card_id,
      content_id: content.content_id,
      version_id: currentVersionId(content),
      type: content.type,
      filename: content.filename,
      size: content.size,
      folder: content.folder,
      ...(content.page_count !== undefined ? { page_count: content.page_count } : {}),
      ...(content.rendition_failed ? { rendition_failed: true } : {}),
      ...(content.annotation_seq !== undefined ? { annotation_seq: content.annotation_seq } : {}),
      created_at: content.updated_at,
    }),
    patchTransaction(
      Content,
      {
        card_id: card.card_id,
        content_id: content.content_id,
        name,
        type: file.type,
        filename: file.filename,
        size: file.size,
        folder: file.folder,
        versions_count: $add(1),
        version_id: uuidv7(),
        page_count: file.page_count ?? $remove(),
        rendition_failed: file.rendition_failed ? true : $remove(),
        annotation_seq: $remove(),
      },
      // A pin numbered on the current version meanwhile must not lose its number to the kept version.
      {
        and: [
          { attr: 'folder', eq: content.folder },
          content.annotation_seq === undefined
            ? { attr: 'annotation_seq', exists: false }
            : { attr: 'annotation_seq', eq: content.annotation_seq },
        ],
      },
    ),
  ]);
  if (result.canceled) throw contentsRefusal(result, 0, { from: 1 + storage.length, count: claims.length });
  return (await getContent(card.card_id, content.content_id))!;
}

/**
 * The id of a content's current file as a version (issue 26): `version_id`, or, for contents stored before
 * it, the content's own id (kept as the version's id when the file is replaced).
 */
export function currentVersionId(content: Pick<ContentRecord, 'content_id' | 'version_id'>): string {
  return content.version_id ?? content.content_id;
}
