/**
 * The review page's weight (issue 37 "The review page loads ≤ 150 KB of gzipped JS"; decisions L1): the
 * gzipped size of every JS file `review.html` loads at once — its entry chunk and the chunks it imports
 * statically, from the review build's own manifest (web/vite.review.config.ts). Dynamic imports are not
 * counted: they load only when the page asks for them.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

/** The review build's manifest, relative to `web/dist`. */
export const REVIEW_MANIFEST = '.vite/review-manifest.json';

/** The review page's budget, KB of gzipped JS (issue 37). */
export const REVIEW_BUDGET_KB = 150;

/**
 * The review page's initial JS in `dist`: `{ kb, files }` (KB gzip, and the files counted).
 * @throws when the build has no review manifest or it names no `review.html` entry.
 */
export function reviewPageWeight(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, REVIEW_MANIFEST), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'review.html');
  if (!entry) throw new Error(`No review.html entry in ${REVIEW_MANIFEST}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  return { kb: bytes / 1024, files };
}
