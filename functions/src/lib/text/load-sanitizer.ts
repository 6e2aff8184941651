/**
 * sanitize-html, imported on the first rich text a request writes (decision I17): most requests of the
 * cards, comments and approvals functions only read, and evaluating the sanitizer (htmlparser2 and its
 * entity tables) cost ≈ 15 ms of every cold start. esbuild keeps the CommonJS package inside the bundle,
 * at the same size, and evaluates it only when this import first runs.
 */
import type sanitizeHtml from 'sanitize-html';

let loaded: Promise<typeof sanitizeHtml> | undefined;

/** The sanitize-html function; the same promise for every caller. */
export function loadSanitizeHtml(): Promise<typeof sanitizeHtml> {
  loaded ??= import('sanitize-html').then((module) => module.default);
  return loaded;
}
