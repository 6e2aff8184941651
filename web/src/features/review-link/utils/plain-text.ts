/**
 * Plain text ↔ the comments' HTML (issue 37 "a comment box (plain text)"; decisions RP4): the reviewer types
 * text, which is escaped and sent as paragraphs; comments are shown as their visible text, never as markup.
 */
import { richTextToPlain } from '../../../lib/rich-text';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text → `<p>` per paragraph, line breaks as `<br>`; '' for blank text. */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .filter((paragraph) => paragraph !== '<p></p>')
    .join('');
}

/** A comment's HTML → its visible text, line breaks kept. */
export function htmlToPlainText(html: string): string {
  return richTextToPlain(html);
}
