/**
 * Where a calendar card opens: the card popup's `content/:content_slug` route (cards spec §2 Card popup).
 */
import { paths } from '../../../config/paths';

/** The link that opens a card. */
export function cardHref(organizationId: string, workspaceId: string, card: { id: string; name: string }): string {
  return paths.card.getHref(organizationId, workspaceId, card);
}
