/**
 * An approval note as the comment's HTML (cards spec §4 "Each action carries a comment payload"): the
 * plain text the user typed, escaped, one paragraph per non-empty line; '' for an empty note. The server
 * sanitizes it again (BRIEF §7 Rich text).
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as `<p>` paragraphs. */
export function noteHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}
