/**
 * What the proofing viewer reads off its pins (issue 26): the tab a pin is in, and the page rail's badges
 * (each page's open pins).
 */
import type { Annotation } from '../../../../../shared/schemas/annotations';
import type { CommentTab } from '../../../lib/proofing-slot';

/** The comment tab an annotation is posted in. */
export const tabOf = (a: Annotation): CommentTab => (a.internal ? 'team' : 'guest');

/** Page number → how many of `annotations` on it are open (unresolved); pages without any are absent. */
export function openPinsPerPage(annotations: readonly Annotation[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const a of annotations) if (!a.resolved) counts.set(a.anchor.page, (counts.get(a.anchor.page) ?? 0) + 1);
  return counts;
}
