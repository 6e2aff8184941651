/**
 * Vite build of the review page (issue 37 "The review page is a lean page of its own"; decisions L1):
 * `web/review.html` → `web/dist/review.html` and its own chunks, with its manifest at
 * `.vite/review-manifest.json` for scripts/bundle-budget.mjs (≤ 150 KB gzip). It is a build of its own,
 * run by web/vite.config.ts after the app's, so the app's chunks stay exactly as they were (a second
 * input in the same build turned the app's entry into a facade and added a file to every page).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { icuCatalogues } from '../shared/i18n/vite-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The review page's manifest, beside the app's `.vite/manifest.json` in `web/dist`. */
export const REVIEW_MANIFEST = '.vite/review-manifest.json';

export default defineConfig({
  root,
  plugins: [react(), icuCatalogues()],
  // The app's build already copied web/public.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    manifest: REVIEW_MANIFEST,
    rolldownOptions: {
      input: { review: path.join(root, 'review.html') },
      output: {
        // React apart: the page's own code changes more often than the framework.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 }],
        },
      },
    },
  },
});
