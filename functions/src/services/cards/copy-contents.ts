/**
 * The files of a Copy Card with Images checked (cards spec §2 Copy Card panel "Images", §3 Copy settings
 * `images`; docs/data-model.md pattern 79; decisions K34).
 *
 * Each copy gets contents of its own: the source's current files (not their earlier versions) are copied
 * in S3 to new folders under the copy's card, in the source's order, with their hidden flags. Contents
 * hidden from guests are copied only for callers who may see them. The copies' card ids are chosen here,
 * because the files sit under them before the clone's transaction writes the cards.
 */
import { randomUUID } from 'node:crypto';
import { listContents, type ContentRecord } from '../../data/contents';
import type { CopiedContents } from '../../data/card-copy';
import { uuidv7 } from '../../lib/ids/uuid';
import { copyUploadPrefix } from '../../lib/uploads/copy-objects';
import { deleteS3Prefix } from '../../lib/uploads/delete-prefix';
import { cardUploadPrefix, contentFolder } from '../../lib/uploads/keys';
import { workspaceFileLimits } from '../uploads/workspace-limits';

/** Where the copies are made and who makes them. */
export interface ContentCopyScope {
  organizationId: string;
  workspaceId: string;
  sourceCardId: string;
  copies: number;
  /** The caller may see contents hidden from guests (`can_show`). */
  includeHidden: boolean;
  createdBy: string;
  /** The copies' ids, when the caller chose them (a recurring card's occurrence; issue 28). */
  cardIds?: readonly string[];
}

/** S3 copies in flight at once (each content folder is a List and up to three CopyObjects). */
const PARALLEL_FOLDERS = 8;

/**
 * Copy the source card's content files once per copy. @returns the copies' ids and new content items,
 * or undefined when the card has no contents to copy. On any failure the files copied so far are
 * deleted before the error is thrown. @throws the S3 error.
 */
export async function copyCardContents(scope: ContentCopyScope): Promise<CopiedContents | undefined> {
  const sources = (await listContents(scope.sourceCardId)).filter((c) => scope.includeHidden || !c.hidden);
  if (sources.length === 0) return undefined;
  // Only a card with files needs the organization's type (the cap counts the copies' bytes).
  const { storageCap } = await workspaceFileLimits(scope.organizationId);
  const cardIds = scope.cardIds ? [...scope.cardIds] : Array.from({ length: scope.copies }, () => randomUUID());
  const now = new Date().toISOString();
  const byCard = new Map<string, ContentRecord[]>(
    cardIds.map((cardId) => [
      cardId,
      sources.map((source) => {
        const contentId = uuidv7();
        return {
          card_id: cardId,
          content_id: contentId,
          workspace_id: scope.workspaceId,
          position: source.position,
          hidden: source.hidden,
          type: source.type,
          filename: source.filename,
          size: source.size,
          folder: contentFolder(
            { organizationId: scope.organizationId, workspaceId: scope.workspaceId, cardId },
            contentId,
            uuidv7(),
          ),
          versions_count: 0,
          created_by: scope.createdBy,
          created_at: now,
          updated_at: now,
        };
      }),
    ]),
  );
  const copied: CopiedContents = {
    cardIds,
    byCard,
    bytesPerCopy: sources.reduce((sum, c) => sum + c.size, 0),
    storageCap,
  };
  const jobs = cardIds.flatMap((cardId) =>
    byCard.get(cardId)!.map((content, i) => () => copyUploadPrefix(sources[i]!.folder, content.folder)),
  );
  try {
    for (let i = 0; i < jobs.length; i += PARALLEL_FOLDERS)
      await Promise.all(jobs.slice(i, i + PARALLEL_FOLDERS).map((job) => job()));
  } catch (error) {
    await discardCopiedContents(scope, copied);
    throw error;
  }
  return copied;
}

/** Delete the files of copies that were not made (the clone's transaction refused them). */
export async function discardCopiedContents(
  scope: Pick<ContentCopyScope, 'organizationId' | 'workspaceId'>,
  copied: CopiedContents,
): Promise<void> {
  await Promise.all(
    copied.cardIds.map((cardId) => deleteS3Prefix(cardUploadPrefix(scope.organizationId, scope.workspaceId, cardId))),
  );
}
