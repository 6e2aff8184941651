/**
 * Card slugs in URLs (cards spec §2 Card popup `content/{id}-{parameterized_name}`: "The leading part of
 * content_slug before the first dash is the card id"; accounts spec §2 Workspace route parameters).
 *
 * Card ids are UUIDs, which contain dashes themselves, so a URL carries the id in its compact form, the
 * 32 hex digits without dashes (docs/decisions.md W3). The spec's rule then holds as written: the id is
 * the part before the first dash. Links made before this change (a full UUID at the start) still open.
 */

const COMPACT_ID = /^[0-9a-f]{32}$/i;
const FULL_UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=-|$)/i;
/** Longest name part of a slug, in characters. */
const MAX_NAME_LENGTH = 60;

/** A UUID in URL form: its 32 hex digits, lower-case, without dashes. */
export function compactId(id: string): string {
  return id.replace(/-/g, '').toLowerCase();
}

/** The UUID a compact id stands for, or null when `value` is not 32 hex digits. */
export function expandId(value: string): string | null {
  if (!COMPACT_ID.test(value)) return null;
  const hex = value.toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A name as a URL part ("parameterize"): lower-case ASCII words joined by dashes, at most 60 characters. */
export function parameterize(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** `{compact id}-{parameterized name}`, or the compact id alone for a name without letters or digits. */
export function cardSlug(card: { id: string; name: string }): string {
  const words = parameterize(card.name);
  return words ? `${compactId(card.id)}-${words}` : compactId(card.id);
}

/**
 * The card id a slug names: the part before the first dash, expanded to a UUID. A slug that starts with
 * a full UUID (older links) gives that UUID. Undefined for a missing or malformed slug.
 */
export function cardIdFromSlug(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  const full = FULL_UUID_PREFIX.exec(slug);
  if (full) return full[0].toLowerCase();
  return expandId(slug.split('-', 1)[0]) ?? undefined;
}
