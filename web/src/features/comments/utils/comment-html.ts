/**
 * Comment HTML before it is rendered (BRIEF §6 "Stored text never runs as script"; §7 "sanitized again
 * before render"; decisions R3). The allowlist is the server's (functions/src/lib/text/comment-html.ts):
 * TipTap starter-kit markup, links to http(s) and mailto, and mention spans `<span data-type="mention"
 * data-id="{uuid}">`. Nothing else survives, whatever the server sent.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'data-type', 'data-id', 'data-label'];

/** Safe HTML for `dangerouslySetInnerHTML`: allowed tags, links to http(s) and mailto only, links open apart. */
export function sanitizeCommentHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    // DOMPurify checks every attribute not known as URI-safe against the URI pattern: the mention's are plain values.
    ADD_URI_SAFE_ATTR: ['data-type', 'data-id', 'data-label'],
    RETURN_DOM_FRAGMENT: true,
  });
  // Links never take the page's opener, and a span is either a mention or plain text.
  clean.querySelectorAll('a').forEach((a) => {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  clean.querySelectorAll('span').forEach((span) => {
    if (span.getAttribute('data-type') !== 'mention') span.replaceWith(...Array.from(span.childNodes));
  });
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}

/** The visible text of comment HTML on one line, cut to `max` characters (a reply's quote of its parent). */
export function commentSnippet(html: string, max = 140): string {
  const doc = new DOMParser().parseFromString(sanitizeCommentHtml(html), 'text/html');
  doc.querySelectorAll('p, li, br, blockquote, h1, h2, h3').forEach((node) => node.after(' '));
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
