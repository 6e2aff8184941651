/**
 * Annotations (issue 26; BRIEF §8): where a pin may go, and how a stored annotation is shown.
 *
 * An anchor names a content of the card, one of its versions (the current file's `version_id`, or an
 * earlier version's id) and a page. A content of another card, a version not the content's, or a content
 * hidden from a caller who may not see hidden contents (guests) is unknown (404); a page past the version's
 * page count (1 for images; a PDF's count when stored at upload) is refused (400).
 */
import type { Annotation, AnnotationAnchor } from '../../../../shared/schemas/annotations';
import { ANNOTATION_MESSAGES } from '../../../../shared/schemas/annotations';
import type { PinTarget } from '../../data/annotations';
import { toAnchor } from './anchors';
import { getCommentsByIds, type CommentRecord } from '../../data/comments';
import type { CommentTab } from '../../../../shared/schemas/comments-limits';
import { currentVersionId, getContent, getVersion, listContents, type ContentRecord } from '../../data/contents';
import type { Access } from '../access/authorize';
import { BadRequestError, NotFoundError, withMessageKey } from '../../lib/http/errors';
import { seesHiddenContents } from '../contents/present-contents';
import { presentComments, type CommentViewer } from './present-comments';

/**
 * The version `anchor` (content, version, page) names on the card, as read.
 * @throws NotFoundError 'The content cannot be found.' (missing, another card's, hidden from the caller) or
 *   'The version cannot be found.'; BadRequestError for a page past the version's page count.
 */
export async function pinTargetOf(
  cardId: string,
  access: Access,
  anchor: Pick<AnnotationAnchor, 'content_id' | 'version_id'> & { page?: number },
): Promise<PinTarget> {
  const content = await getContent(cardId, anchor.content_id);
  if (!content || (content.hidden && !seesHiddenContents(access)))
    throw new NotFoundError(ANNOTATION_MESSAGES.contentNotFound);
  const version =
    anchor.version_id === currentVersionId(content)
      ? null
      : await getVersion(cardId, content.content_id, anchor.version_id);
  if (anchor.version_id !== currentVersionId(content) && !version)
    throw new NotFoundError(ANNOTATION_MESSAGES.versionNotFound);
  if (anchor.page !== undefined) {
    const file = version ?? content;
    const pages = file.type === 'pdf' ? file.page_count : 1;
    if (pages !== undefined && anchor.page > pages)
      throw withMessageKey(
        new BadRequestError(ANNOTATION_MESSAGES.pageBeyond(pages), {
          'comment.anchor.page': [ANNOTATION_MESSAGES.pageBeyond(pages)],
        }),
        'annotations.pageBeyond',
        { count: pages, pages: String(pages) },
      );
  }
  return { content, version };
}

/**
 * The content each comment's thread is pinned on (issue 35): an annotation's own anchor; for a reply, its
 * parent's anchor (a reply has none, and answers one thread); nothing for plain comments and their replies.
 * Parents not among `comments` are read in one BatchGet per tab (a reply is in its parent's tab).
 */
export async function threadContentsOf(
  cardId: string,
  comments: readonly CommentRecord[],
): Promise<Map<string, string>> {
  const byId = new Map(comments.map((c) => [c.comment_id, c]));
  const missing: Record<CommentTab, string[]> = { team: [], guest: [] };
  for (const c of comments) if (!c.anchor && c.parent_id && !byId.has(c.parent_id)) missing[c.tab].push(c.parent_id);
  const read = await Promise.all(
    (['team', 'guest'] as const).map((tab) =>
      missing[tab].length ? getCommentsByIds(cardId, tab, missing[tab]) : new Map<string, CommentRecord>(),
    ),
  );
  const parentOf = (id: string) => byId.get(id) ?? read[0].get(id) ?? read[1].get(id);
  const threads = new Map<string, string>();
  for (const c of comments) {
    const anchor = c.anchor ?? (c.parent_id ? parentOf(c.parent_id)?.anchor : undefined);
    if (anchor) threads.set(c.comment_id, anchor.content_id);
  }
  return threads;
}

/**
 * The ids of `comments` the caller may see as far as their threads' pins go: all of them for callers who
 * see hidden contents; otherwise plain comments, and annotations and replies to annotations whose pin is on
 * a content not hidden (issue 26; issue 35: a reply inherits its thread's visibility). One Query of the
 * card's contents and one BatchGet of parents, only when there are annotations or replies.
 */
export async function anchorsVisible(
  cardId: string,
  access: Access,
  comments: readonly CommentRecord[],
  contents?: readonly ContentRecord[],
): Promise<Set<string>> {
  const all = new Set(comments.map((c) => c.comment_id));
  if (seesHiddenContents(access) || !comments.some((c) => c.anchor || c.parent_id)) return all;
  const threads = await threadContentsOf(cardId, comments);
  if (threads.size === 0) return all;
  // `contents`: the card's contents when already read (issue 27's popup read).
  const shown = new Set((contents ?? (await listContents(cardId))).filter((c) => !c.hidden).map((c) => c.content_id));
  return new Set(
    comments
      .filter((c) => !threads.has(c.comment_id) || shown.has(threads.get(c.comment_id)!))
      .map((c) => c.comment_id),
  );
}

/**
 * Whether a new comment's thread is on a content hidden from guests (issue 35): its pin's content, or for
 * a reply its parent's; such a comment notifies, mentions and shows in the activity of no guest.
 */
export async function threadHidden(
  cardId: string,
  pinned: ContentRecord | null,
  parent: CommentRecord | null,
): Promise<boolean> {
  if (pinned) return pinned.hidden === true;
  if (!parent?.anchor) return false;
  return (await getContent(cardId, parent.anchor.content_id))?.hidden !== false;
}

/** Whether a stored comment's thread is pinned on a content hidden from guests (issue 35; a missing content counts as hidden). */
export async function storedThreadHidden(cardId: string, comment: CommentRecord): Promise<boolean> {
  const contentId = (await threadContentsOf(cardId, [comment])).get(comment.comment_id);
  return contentId !== undefined && (await getContent(cardId, contentId))?.hidden !== false;
}

/** Annotations in the viewer's shape, in the given order (authors in one BatchGet). */
export async function presentAnnotations(
  records: readonly CommentRecord[],
  viewer: CommentViewer,
): Promise<Annotation[]> {
  const comments = await presentComments(records, viewer);
  return records.map((r, i) => ({
    id: r.comment_id,
    number: r.annotation_number ?? 0,
    anchor: toAnchor(r.anchor!),
    internal: r.tab === 'team',
    description: comments[i]!.description,
    user: comments[i]!.user,
    is_user: r.user_id === viewer.userId,
    reply_count: r.reply_count ?? 0,
    resolved: Boolean(r.resolved_at),
    resolved_at: r.resolved_at ?? null,
    resolved_by: r.resolved_by ?? null,
    carried_from: r.carried_from ?? null,
    created_at: r.created_at,
  }));
}
