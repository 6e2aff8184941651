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
import { sanitizeWithAllowlist, visibleTextOf } from './html-allowlist';

/** Tags the description editor writes (web/src/features/card/components/description-editor.tsx). */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 's', 'code', 'ul', 'ol', 'li', 'a'] as const;

/**
 * The safe HTML of a rich-text value: allowed markup only, trimmed; '' when nothing visible is left
 * (an editor's empty `<p></p>` counts as empty).
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeWithAllowlist(html, { tags: RICH_TEXT_TAGS }).trim();
  return visibleTextOf(clean).replace(/\s|&nbsp;/g, '') === '' ? '' : clean;
}
