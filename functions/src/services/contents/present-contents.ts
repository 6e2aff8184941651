/**
 * Contents as the API returns them (cards spec §3 Content: `urls {original, small, thumbnail}`; §3 Card
 * `preview`). Every URL is a short-lived signed GET (the bucket is private); guests never receive hidden
 * contents (decisions U5).
 */
import type { Content, ContentVersion } from '../../../../shared/schemas/contents';
import type { CardPreview } from '../../../../shared/schemas/card';
import type { CardRecord } from '../../data/cards';
import type { Access } from '../access/authorize';
import { currentVersionId, type ContentRecord, type ContentVersionRecord } from '../../data/contents';
import { signedObjectUrl, stableRenditionUrl } from '../../lib/uploads/signed-url';

/** Whether the caller sees contents hidden from guests: the same flag as hidden lists (`can_show`). */
export const seesHiddenContents = (access: Access) => access.can('can_show');

/** The signed URLs of a stored file's folder; no rendition URLs when its renditions failed (issue 40, FT1). */
async function urlsOf(folder: string, renditionFailed = false) {
  const rendition = (name: string) => (renditionFailed ? null : stableRenditionUrl(folder, name));
  const [original, small, thumbnail] = await Promise.all([
    signedObjectUrl(`${folder}original`),
    rendition('small'),
    rendition('thumbnail'),
  ]);
  return { original, small, thumbnail };
}

/** Whether a file's renditions exist (`ready`) or failed after their retries (`failed`; decisions FT1). */
const renditionOf = (file: { rendition_failed?: boolean }): 'ready' | 'failed' =>
  file.rendition_failed ? 'failed' : 'ready';

/**
 * One content in the API shape, with its open annotations per tab (issue 26): the Team count only for
 * callers who may see the Team tab.
 */
export async function presentContent(content: ContentRecord, access: Pick<Access, 'can'>): Promise<Content> {
  return {
    id: content.content_id,
    position: content.position,
    is_active: !content.hidden,
    type: content.type,
    name: content.name ?? content.filename,
    filename: content.filename,
    size: content.size,
    urls: await urlsOf(content.folder, content.rendition_failed),
    rendition: renditionOf(content),
    versions_count: content.versions_count,
    version_id: currentVersionId(content),
    page_count: content.type === 'pdf' ? (content.page_count ?? null) : 1,
    open_annotations: {
      team: access.can('can_access_show_team_comment') ? Math.max(0, content.open_annotations_team ?? 0) : 0,
      guest: Math.max(0, content.open_annotations_guest ?? 0),
    },
    created_at: content.created_at,
    updated_at: content.updated_at,
  };
}

/** The contents the caller may see, in order, in the API shape. */
export function presentContents(contents: readonly ContentRecord[], access: Access): Promise<Content[]> {
  const shown = seesHiddenContents(access) ? contents : contents.filter((c) => !c.hidden);
  return Promise.all(shown.map((c) => presentContent(c, access)));
}

/** A content's earlier files, newest first, numbered from 1 (the oldest). */
export function presentVersions(versions: readonly ContentVersionRecord[]): Promise<ContentVersion[]> {
  return Promise.all(
    versions
      .map(async (v, i) => ({
        id: v.version_id,
        version: i + 1,
        type: v.type,
        filename: v.filename,
        size: v.size,
        page_count: v.type === 'pdf' ? (v.page_count ?? null) : 1,
        created_at: v.created_at,
        urls: await urlsOf(v.folder, v.rendition_failed),
        rendition: renditionOf(v),
      }))
      .reverse(),
  );
}

/** The card's preview URL: a signed thumbnail URL of its first content shown to guests, or null. */
export function previewUrl(previewFolder: string | undefined | null): Promise<string | null> {
  return previewFolder ? stableRenditionUrl(previewFolder, 'thumbnail') : Promise.resolve(null);
}

/**
 * The `preview` of each card that has one (cards spec §3 Card `preview {content_attachment,
 * content_attachment_type}`), signed locally (no AWS request): card id → preview.
 */
export async function cardPreviews(
  cards: ReadonlyArray<Pick<CardRecord, 'card_id' | 'preview_folder' | 'preview_type'>>,
): Promise<Map<string, CardPreview>> {
  const withPreview = cards.filter((c) => c.preview_folder);
  const urls = await Promise.all(withPreview.map((c) => stableRenditionUrl(c.preview_folder!, 'thumbnail')));
  return new Map(
    withPreview.map((c, i) => [
      c.card_id,
      { content_attachment: urls[i]!, content_attachment_type: c.preview_type ?? 'image/png' },
    ]),
  );
}
