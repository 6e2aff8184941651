/**
 * Where a calendar card opens: the workspace's `content/:content_slug` route (accounts spec §2), which
 * shows the card in the list view, scrolled to and highlighted, until the card popup exists.
 */
import { paths } from '../../../config/paths';

/** `{card id}-{title as a slug}` (docs/decisions.md W3: the id is the slug's first 36 characters). */
export function cardSlug(card: { id: string; name: string }): string {
  const words = card.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return words ? `${card.id}-${words}` : card.id;
}

/** The link that opens a card. */
export function cardHref(organizationId: string, workspaceId: string, card: { id: string; name: string }): string {
  return paths.workspaceContent.getHref(organizationId, workspaceId, cardSlug(card));
}
