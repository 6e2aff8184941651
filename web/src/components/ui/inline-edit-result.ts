/**
 * The rule of every inline edit (cards spec §5 "Title edit: empty or unchanged is discarded").
 */

/** What an inline edit should do with `draft`: save the trimmed text, or discard it. */
export function inlineEditResult(original: string, draft: string): { save: false } | { save: true; value: string } {
  const value = draft.trim();
  return value === '' || value === original.trim() ? { save: false } : { save: true, value };
}
