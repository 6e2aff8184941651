/**
 * The review report of a content (issue 26 "Review report": "download a PDF of a content's current version
 * (every page for a PDF), each with its numbered pins, followed by the list of annotations: number, author,
 * tab, text, replies, state … A guest's report holds Guest annotations only"; BRIEF §8; decisions R55–R57).
 *
 * What it holds follows the comments' rules: the caller's visible tabs (Team only with
 * `can_access_show_team_comment`), the annotations of the content's current version that are not deleted,
 * their live replies. The content itself must be visible to the caller (a hidden one is unknown without
 * `can_show`). The PDF is stored under `downloads/` (expired by the bucket's lifecycle rule after a day) and
 * handed out as a 10-minute signed URL, like the contents zip (decisions R56).
 */
import { randomUUID } from 'node:crypto';
import type { CommentTab } from '../../../../shared/schemas/comments-limits';
import { listAnnotationReplies, listVersionAnnotations } from '../../data/annotations';
import type { CardRecord } from '../../data/cards';
import type { CommentRecord } from '../../data/comments';
import { currentVersionId, type ContentRecord } from '../../data/contents';
import { getUsers, type UserRecord } from '../../data/users';
import type { Access } from '../access/authorize';
import { getObjectBytes, putObject } from '../../lib/aws/s3';
import { visibleTextOf } from '../../lib/text/html-allowlist';
import { fullName } from '../../lib/text/names';
import { readableUtcIn } from '../../lib/text/readable-date';
import { reportText, type ReportText } from '../../lib/i18n/report-text';
import type { Language } from '../../../../shared/i18n/languages';
import { DOWNLOADS_PREFIX } from '../../lib/uploads/keys';
import { signedObjectUrl } from '../../lib/uploads/signed-url';
import { toAnchor } from '../comments/anchors';
import { renderPdfPages } from './pdf-thumbnail';
import { buildReviewReport, type ReportArtwork, type ReportEntry } from './review-report-pdf';

/** PDF pages are drawn this many pixels wide (≈ 144 dpi on the report's A4-wide pages), as JPEG. */
export const REPORT_PAGE_PIXELS = 1200;
/** The signed URL's lifetime, in seconds. */
export const REPORT_URL_SECONDS = 600;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Sanitized comment HTML as plain text: paragraphs, line breaks and list items on their own lines, entities decoded. */
export function plainTextOf(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|li|h[1-3]|blockquote|pre)>/gi, '\n');
  return visibleTextOf(marked)
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The instant a UUIDv7 was minted (its first 48 bits, milliseconds), or null for other ids. */
function uuidv7Time(id: string): string | null {
  if (id[14] !== '7') return null;
  return new Date(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toISOString();
}

/** The tabs whose annotations the caller's report holds. */
export const reportTabs = (access: Access): CommentTab[] =>
  access.can('can_access_show_team_comment') ? ['team', 'guest'] : ['guest'];

/** The artwork pages of `content`'s current file: a PDF's every page rendered, an image's `small` rendition. */
async function artworkOf(content: ContentRecord): Promise<ReportArtwork[]> {
  if (content.type === 'pdf') {
    const pages = await renderPdfPages(await getObjectBytes(`${content.folder}original`), REPORT_PAGE_PIXELS, {
      format: 'jpeg',
    });
    return pages.map((p) => ({ ...p, format: 'jpeg' as const }));
  }
  const png = await getObjectBytes(`${content.folder}small.png`);
  // A PNG's size is in its IHDR chunk: width at byte 16, height at byte 20 (big-endian).
  return [{ bytes: png, format: 'png', width: png.readUInt32BE(16), height: png.readUInt32BE(20) }];
}

/** How the report's reader reads: its words, and dates written their way (issue 41). */
interface Reader {
  t: ReportText;
  date: (instant: string | Date) => string;
}

const readerOf = (language: Language): Reader => ({
  t: reportText(language),
  date: (instant) => readableUtcIn(language, instant),
});

/** A person's name in `users`, or the reader's "Removed user". */
function nameOf(users: Map<string, UserRecord>, id: string | undefined | null, reader: Reader): string {
  const user = id ? users.get(id) : undefined;
  return user ? fullName(user.first_name, user.last_name) || user.email : reader.t('removedUser');
}

/** The list entries of `annotations` (by number) with their replies, names resolved. */
function entriesOf(
  annotations: readonly CommentRecord[],
  replies: readonly CommentRecord[],
  users: Map<string, UserRecord>,
  reader: Reader,
): ReportEntry[] {
  return annotations.map((a) => {
    const anchor = toAnchor(a.anchor!);
    return {
      number: a.annotation_number ?? 0,
      page: anchor.page,
      shape: anchor.shape,
      internal: a.tab === 'team',
      resolved: Boolean(a.resolved_at),
      author: nameOf(users, a.user_id, reader),
      text: plainTextOf(a.description),
      createdAt: reader.date(a.created_at),
      resolvedBy: a.resolved_by ? nameOf(users, a.resolved_by, reader) : null,
      replies: replies
        .filter((r) => r.parent_id === a.comment_id)
        .map((r) => ({
          author: nameOf(users, r.user_id, reader),
          text: plainTextOf(r.description),
          createdAt: reader.date(r.created_at),
        })),
    };
  });
}

/**
 * Make the review report of `content` (visible to the caller, checked by the route) for the caller, store
 * it and answer a signed URL that downloads it as "<file name> review report.pdf".
 * @throws PdfRendererUnavailableError when the PDF renderer cannot load (a 500); S3 errors.
 */
export async function makeReviewReport(
  card: CardRecord,
  content: ContentRecord,
  access: Access,
  callerId: string,
  now: number,
  language: Language = 'en',
): Promise<{ url: string; filename: string }> {
  const reader = readerOf(language);
  const tabs = reportTabs(access);
  const annotations = await listVersionAnnotations(card.card_id, content.content_id, currentVersionId(content), tabs);
  const [replies, pages] = await Promise.all([
    listAnnotationReplies(card.card_id, tabs, new Set(annotations.map((a) => a.comment_id))),
    artworkOf(content),
  ]);
  const userIds = new Set([
    callerId,
    ...annotations.flatMap((a) => [a.user_id, ...(a.resolved_by ? [a.resolved_by] : [])]),
    ...replies.map((r) => r.user_id),
  ]);
  const users = await getUsers([...userIds]);
  const bytes = await buildReviewReport({
    contentName: content.filename,
    cardName: card.name,
    versionDate: reader.date(
      uuidv7Time(currentVersionId(content)) ?? content.created_at ?? new Date(now).toISOString(),
    ),
    generatedAt: reader.date(new Date(now)),
    generatedFor: nameOf(users, callerId, reader),
    scope: tabs.includes('team') ? 'all' : 'guest',
    pages,
    entries: entriesOf(annotations, replies, users, reader),
    t: reader.t,
  });
  const key = `${DOWNLOADS_PREFIX}${callerId}/${randomUUID()}.pdf`;
  await putObject(key, Buffer.from(bytes), 'application/pdf');
  const filename = reader.t('filename', { name: content.filename.replace(/\.[^.]+$/, '') });
  return { url: await signedObjectUrl(key, { downloadAs: filename, expiresIn: REPORT_URL_SECONDS }), filename };
}
