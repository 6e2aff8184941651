/** Card slugs: the one implementation is shared with the server's e-mail links (shared/links/card-slug.ts). */
export * from '../../../shared/links/card-slug';
