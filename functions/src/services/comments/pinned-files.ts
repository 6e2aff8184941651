/**
 * What a comment tab shows of an annotation's spot (issue 26 "The card's comment tabs show annotations too,
 * with a thumbnail of the spot"; BRIEF §8; decisions R60): the pinned content's file name and type and a
 * signed URL of the thumbnail of the version the pin is on (a PDF's is its first page). One Query of the
 * card's contents when any comment is an annotation, and one of a content's versions only when a pin is on
 * an earlier version; URLs are signed locally. Callers pass only comments the viewer may see (hidden
 * contents are filtered before).
 */
import type { CommentRecord } from '../../data/comments';
import { currentVersionId, listContents, listVersions } from '../../data/contents';
import { signedRenditionUrl } from '../../lib/uploads/signed-url';

/** The pinned file of one annotation; null fields when the content is gone. */
export interface PinnedFile {
  name: string | null;
  type: string | null;
  thumbnail_url: string | null;
}

const keyOf = (contentId: string, versionId: string) => `${contentId}/${versionId}`;

/** `content_id/version_id` → the pinned file, for every annotation among `records`. */
export async function pinnedFilesOf(records: readonly CommentRecord[]): Promise<Map<string, PinnedFile>> {
  const anchors = records.flatMap((r) => (r.anchor && !r.deleted_at ? [r.anchor] : []));
  const files = new Map<string, PinnedFile>();
  if (anchors.length === 0) return files;
  const cardId = records[0]!.card_id;
  const contents = new Map((await listContents(cardId)).map((c) => [c.content_id, c]));
  const folders = new Map<string, { folder: string; name: string; type: string }>();
  for (const c of contents.values())
    folders.set(keyOf(c.content_id, currentVersionId(c)), { folder: c.folder, name: c.filename, type: c.type });
  const older = [
    ...new Set(
      anchors
        .filter((a) => !folders.has(keyOf(a.content_id, a.version_id)) && contents.has(a.content_id))
        .map((a) => a.content_id),
    ),
  ];
  for (const versions of await Promise.all(older.map((id) => listVersions(cardId, id)))) {
    for (const v of versions)
      folders.set(keyOf(v.content_id, v.version_id), { folder: v.folder, name: v.filename, type: v.type });
  }
  await Promise.all(
    anchors.map(async (a) => {
      const key = keyOf(a.content_id, a.version_id);
      if (files.has(key)) return;
      const found = folders.get(key);
      files.set(
        key,
        found
          ? { name: found.name, type: found.type, thumbnail_url: await signedRenditionUrl(found.folder, 'thumbnail') }
          : { name: null, type: null, thumbnail_url: null },
      );
    }),
  );
  return files;
}

/** The pinned file of `record` (an annotation) from `files`. */
export const pinnedFileOf = (files: Map<string, PinnedFile>, record: CommentRecord): PinnedFile =>
  files.get(keyOf(record.anchor!.content_id, record.anchor!.version_id)) ?? {
    name: null,
    type: null,
    thumbnail_url: null,
  };
