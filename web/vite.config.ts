/**
 * Vite build and dev server for the Greenlight web app (BRIEF §1 topology, §6 "initial JS ≤ 170 KB gzip").
 * Root is `web/`; the build lands in `web/dist`, which the local gateway and the CDK web bucket serve.
 * The dev server proxies `/api` and `/ws` to the local gateway so the app runs same-origin.
 * `--mode pseudo` builds the same app with the `en-XA` pseudo-locale (issue 41; decisions LN4, PS1) into
 * `web/dist-pseudo`, for tests/browser/i18n-pseudo.test.ts only: `web/dist`, what ships, never carries it.
 */
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Connect, type LogLevel, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { icuCatalogues } from '../shared/i18n/vite-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GREENLIGHT_GATEWAY ?? 'http://localhost:3000';

/** The build mode whose output carries the pseudo-locale (web/src/lib/i18n/ui-language.ts `PSEUDO_BUILD`). */
export const PSEUDO_MODE = 'pseudo';

/** `/review` and `/review/{token}`: the review page's addresses (issue 37; decisions L1). */
const REVIEW_PATH = /^\/review(\/[^/?#]*)?\/?(\?.*)?$/;

/**
 * The review page, a page of its own (issue 37; decisions L1): built by ./vite.review.config.ts right after
 * the app (same `dist`, its own chunks and manifest), and served for `/review` and `/review/*` by the dev
 * server as the local gateway and CloudFront serve it.
 */
function reviewPage(): Plugin {
  let logLevel: LogLevel | undefined;
  let mode = 'production';
  let outDir = 'dist';
  const toReviewPage: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && REVIEW_PATH.test(req.url)) req.url = '/review.html';
    next();
  };
  return {
    name: 'greenlight-review-page',
    configResolved(resolved) {
      logLevel = resolved.logLevel;
      mode = resolved.mode;
      outDir = resolved.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use(toReviewPage);
    },
    // `vite preview` of a build (the pseudo-locale's, tests/support/pseudo-web.ts) serves it as the gateway does.
    configurePreviewServer(server) {
      server.middlewares.use(toReviewPage);
    },
    async closeBundle() {
      if (this.environment.config.command !== 'build') return;
      // Same mode and output folder as the app's build (the pseudo build lands in dist-pseudo).
      await build({
        configFile: fileURLToPath(new URL('./vite.review.config.ts', import.meta.url)),
        logLevel,
        mode,
        build: { outDir },
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  root,
  plugins: [react(), icuCatalogues(), reviewPage()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/ws': { target: gateway, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: mode === PSEUDO_MODE ? 'dist-pseudo' : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Production source maps stay off: they are not shipped to browsers (BRIEF §5 "Avoid").
    sourcemap: false,
    // The manifest lets scripts/bundle-budget.mjs measure the initial JS of each entry page.
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Long-lived vendor chunks so an app deploy does not bust the framework cache.
        // Route pages are split by their dynamic imports (app/router.tsx).
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 120000 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 25 },
            {
              name: 'editor',
              // Whole file names only: `lazy-comment-editor.tsx`, the editor's lazy wrapper, stays with its callers;
              // matched here it made the popup's chunk import this one statically (decisions LO2).
              test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|tippy\.js|@popperjs)[\\/]|[\\/](description-editor\.tsx|comment-editor\.tsx|mention-picker\.tsx|mention-node\.ts)/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
