/**
 * Card slugs in workspace routes (accounts spec §2 Workspace route parameters: "content_slug (leading
 * part before the first dash is the card id, and it forces list mode)").
 */

/** Length of a UUID, the form of every card id. */
const CARD_ID_LENGTH = 36;

/**
 * The card id in a `content_slug`. The spec takes the part before the first dash, but our ids are
 * UUIDs, which contain dashes themselves, so the id is the slug's first 36 characters instead.
 */
export function cardIdFromSlug(slug: string | undefined): string | undefined {
  return slug ? slug.slice(0, CARD_ID_LENGTH) : undefined;
}
