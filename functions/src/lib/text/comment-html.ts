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
import { isUuid } from '../ids/uuid';
import { sanitizeWithAllowlist, visibleTextOf } from './html-allowlist';

/** Tags the comment editor writes. */
export const COMMENT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'hr',
  'a',
  'span',
] as const;

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
export function sanitizeCommentHtml(
  html: string,
  mayMention: (userId: string) => boolean,
  maxMentions = 50,
): SanitizedComment {
  const mentionIds: string[] = [];
  const clean = sanitizeWithAllowlist(html, {
    tags: COMMENT_TAGS,
    span: (attributes) => {
      const id = (attributes['data-id'] ?? '').toLowerCase();
      const known = mentionIds.includes(id);
      const allowed =
        attributes['data-type'] === 'mention' &&
        isUuid(id) &&
        mayMention(id) &&
        (known || mentionIds.length < maxMentions);
      if (!allowed) return null;
      if (!known) mentionIds.push(id);
      const label = (attributes['data-label'] ?? '').slice(0, 200);
      return { 'data-type': 'mention', 'data-id': id, ...(label ? { 'data-label': label } : {}) };
    },
  }).trim();
  const hasRule = /<hr\s*\/?>/.test(clean);
  return visibleTextOf(clean).replace(/\s|&nbsp;/g, '') === '' && !hasRule
    ? { html: '', mentionIds: [] }
    : { html: clean, mentionIds };
}
