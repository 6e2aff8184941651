/**
 * Arranging a card's contents: hiding one from guests, putting them in order, deleting them with their versions
 * (cards spec §4 Contents; docs/data-model.md patterns 87–89). Each write is one TransactWrite with the card's
 * counters and preview (`contentsCardUpdate`), as in ./contents.ts, which adds and replaces files.
 */
import { generateNKeysBetween } from 'fractional-indexing';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { CONTENT_MESSAGES } from '../../../shared/schemas/contents-limits';
import { BadRequestError, NotFoundError } from '../lib/http/errors';
import { deleteItems } from './access';
import { deleteTransaction, patchTransaction, runTransaction } from './transactions';
import { Content, ContentVersion } from './entities/content';
import {
  contentsCardUpdate,
  contentsRefusal,
  listContents,
  listVersions,
  storageUpdate,
  type ContentCard,
  type ContentRecord,
} from './contents';

/** Pattern 87: hide a content from guests or show it again; the card's preview follows. */
export async function setContentHidden(card: ContentCard, contentId: string, hidden: boolean): Promise<ContentRecord> {
  const contents = await listContents(card.card_id);
  const content = contents.find((c) => c.content_id === contentId);
  if (!content) throw new NotFoundError(CONTENT_MESSAGES.notFound);
  if (content.hidden === hidden) return content;
  const after = contents.map((c) => (c.content_id === contentId ? { ...c, hidden } : c));
  // Its open Guest pins move in or out of the card's hidden count (issue 35), conditioned on their count as read.
  const open = content.open_annotations_guest ?? 0;
  const result = await runTransaction([
    contentsCardUpdate(card, after, { hiddenGuest: hidden ? open : -open }),
    patchTransaction(
      Content,
      { card_id: card.card_id, content_id: contentId, hidden },
      content.open_annotations_guest === undefined
        ? { attr: 'open_annotations_guest', exists: false }
        : { attr: 'open_annotations_guest', eq: content.open_annotations_guest },
    ),
  ]);
  if (result.canceled) throw contentsRefusal(result, 0);
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
  if (
    orderedIds.length !== contents.length ||
    new Set(orderedIds).size !== orderedIds.length ||
    orderedIds.some((id) => !known.has(id))
  ) {
    throw new BadRequestError(CONTENT_MESSAGES.sortMismatch);
  }
  const byId = new Map(contents.map((c) => [c.content_id, c]));
  if (orderedIds.every((id, i) => contents[i]!.content_id === id)) return contents;
  // At most 15 contents: fresh evenly spread keys for all of them, each conditioned on its key as read.
  const positions = generateNKeysBetween(null, null, orderedIds.length);
  const moved = orderedIds.map((id, i) => ({ id, position: positions[i]! }));
  const after = orderedIds.map((id, i) => ({ ...byId.get(id)!, position: positions[i]! }));
  const result = await runTransaction([
    contentsCardUpdate(card, after, {}),
    ...moved.map(({ id, position }) =>
      patchTransaction(
        Content,
        { card_id: card.card_id, content_id: id, position },
        { attr: 'position', eq: byId.get(id)!.position },
      ),
    ),
  ]);
  if (result.canceled) throw contentsRefusal(result, 0);
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
  const openTeam = doomed.reduce((sum, c) => sum + (c.open_annotations_team ?? 0), 0);
  const openGuest = doomed.reduce((sum, c) => sum + (c.open_annotations_guest ?? 0), 0);
  const hiddenGuest = doomed.reduce((sum, c) => sum + (c.hidden ? (c.open_annotations_guest ?? 0) : 0), 0);
  // Each content's open annotation counts as read (a pin meanwhile cancels the delete, so the card's stay exact).
  const countsAsRead = (c: ContentRecord): Condition[] =>
    (['open_annotations_team', 'open_annotations_guest'] as const).map((attr) =>
      c[attr] === undefined ? { attr, exists: false } : { attr, eq: c[attr] },
    );
  const result = await runTransaction([
    contentsCardUpdate(card, after, {
      count: -doomed.length,
      bytes: -bytes,
      openTeam: -openTeam,
      openGuest: -openGuest,
      hiddenGuest: -hiddenGuest,
    }),
    ...storageUpdate(card.workspace_id, -bytes, { capBytes: null }),
    ...doomed.map((c) =>
      deleteTransaction(
        Content,
        { card_id: card.card_id, content_id: c.content_id },
        { and: [{ attr: 'folder', eq: c.folder }, ...countsAsRead(c)] },
      ),
    ),
    ...inTransaction.map((v) =>
      deleteTransaction(ContentVersion, { card_id: v.card_id, content_id: v.content_id, version_id: v.version_id }),
    ),
  ]);
  if (result.canceled) throw contentsRefusal(result, 0);
  const rest = versions.slice(inTransaction.length);
  if (rest.length)
    await deleteItems(
      ContentVersion,
      rest.map((v) => ({ card_id: v.card_id, content_id: v.content_id, version_id: v.version_id })),
    );
  return [...doomed.map((c) => c.folder), ...versions.map((v) => v.folder)];
}
