/**
 * Server-side sanitizing of comment HTML (cards spec §5 Comments; BRIEF §7 "Rich text … sanitized on the
 * server with an allowlist that matches the editor's own marks … Mentions are stored as user ids, never
 * as trusted markup"; docs/decisions.md R3, R8).
 *
 * The allowlist is the comment editor's markup: TipTap StarterKit (paragraphs, line breaks, bold,
 * italic, strike, underline, inline code, code blocks, quotes, lists, headings 1–3, rules), links to
 * http(s) or mailto, and the Mention extension's span `<span data-type="mention" data-id="{user id}"
 * data-label="{name}">@Name</span>`. A span that is not a mention of an allowed user keeps only its text.
 * Everything else is dropped: scripts and styles with their content, other tags keeping their text,
 * every other attribute (event handlers, styles, classes).
 */
import { loadSanitizeHtml } from './load-sanitizer';
import { isUuid } from '../ids/uuidv7';

/** Tags the comment editor writes. */
export const COMMENT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'hr', 'a', 'span'] as const;

/** A tag name sanitize-html does not allow: a span turned into it keeps its text and loses its markup. */
const DROPPED = 'greenlight-dropped';

export interface SanitizedComment {
  /** Safe HTML, trimmed; '' when nothing visible is left. */
  html: string;
  /** The users mentioned (allowed ones only), in order of first mention, without repeats. */
  mentionIds: string[];
}

/**
 * Sanitize comment HTML. `mayMention(id)` says whether a user id may be mentioned here (a member who may
 * see the tab); other mention spans become plain text. At most `maxMentions` distinct users are kept.
 */
export async function sanitizeCommentHtml(html: string, mayMention: (userId: string) => boolean, maxMentions = 50): Promise<SanitizedComment> {
  const sanitizeHtml = await loadSanitizeHtml();
  const mentionIds: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags: [...COMMENT_TAGS],
    allowedAttributes: { a: ['href', 'target', 'rel'], span: ['data-type', 'data-id', 'data-label'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Links always open apart from the app and pass no opener or referrer.
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
      span: (_tag, attribs) => {
        const id = (attribs['data-id'] ?? '').toLowerCase();
        const known = mentionIds.includes(id);
        const allowed = attribs['data-type'] === 'mention' && isUuid(id) && mayMention(id) && (known || mentionIds.length < maxMentions);
        if (!allowed) return { tagName: DROPPED, attribs: {} };
        if (!known) mentionIds.push(id);
        const label = (attribs['data-label'] ?? '').slice(0, 200);
        return { tagName: 'span', attribs: { 'data-type': 'mention', 'data-id': id, ...(label ? { 'data-label': label } : {}) } };
      },
    },
  }).trim();
  const visibleText = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/\s|&nbsp;/g, '');
  const hasRule = /<hr\s*\/?>/.test(clean);
  return visibleText === '' && !hasRule ? { html: '', mentionIds: [] } : { html: clean, mentionIds };
}
