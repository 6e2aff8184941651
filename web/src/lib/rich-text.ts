/**
 * Rich text before it is rendered (BRIEF §6 "Stored text never runs as script: sanitize rich text with
 * DOMPurify"; §7 "sanitized again before render"). The allowlist is the server's
 * (functions/src/lib/text/rich-text.ts) and the description editor's marks: paragraphs, line breaks,
 * bold, italic, strike, inline code, lists and links.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 's', 'code', 'ul', 'ol', 'li', 'a'];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** Safe HTML for `dangerouslySetInnerHTML`: allowed tags only, links to http(s) and mailto only. */
export function sanitizeForRender(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}

/** The visible text of rich text (for copying and emptiness checks). */
export function richTextToPlain(html: string): string {
  const doc = new DOMParser().parseFromString(sanitizeForRender(html), 'text/html');
  doc.querySelectorAll('p, li, br').forEach((node) => node.after('\n'));
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
