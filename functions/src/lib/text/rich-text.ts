/**
 * Server-side sanitizing of rich text (BRIEF §7 "Rich text … stored as HTML sanitized on the server
 * with an allowlist that matches the editor's own marks"; cards spec §2 description editor).
 *
 * The allowlist is exactly what the card description editor produces (TipTap StarterKit without
 * headings, code blocks, quotes and rules, plus the Link extension): paragraphs, line breaks, bold,
 * italic, strike, inline code, bullet and numbered lists, and links to http(s) or mailto. Everything
 * else is dropped: scripts and styles with their content, other tags keeping their text, every
 * attribute but a link's href (event handlers such as `onerror` never survive).
 */
import type sanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from './load-sanitizer';

/** Tags the description editor writes (web/src/features/card/components/description-editor.tsx). */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 's', 'code', 'ul', 'ol', 'li', 'a'] as const;

const optionsWith = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links always open apart from the app and pass no opener or referrer.
  transformTags: { a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
});

/**
 * The safe HTML of a rich-text value: allowed markup only, trimmed; '' when nothing visible is left
 * (an editor's empty `<p></p>` counts as empty).
 */
export async function sanitizeRichText(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  const clean = sanitizeHtml(html, optionsWith(sanitizeHtml)).trim();
  const visibleText = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/\s|&nbsp;/g, '');
  return visibleText === '' ? '' : clean;
}
