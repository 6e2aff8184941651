/**
 * Vite build and dev server for the Greenlight web app (BRIEF §1 topology, §6 "initial JS ≤ 170 KB gzip").
 * Root is `web/`; the build lands in `web/dist`, which the local gateway and the CDK web bucket serve.
 * The dev server proxies `/api` and `/ws` to the local gateway so the app runs same-origin.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GREENLIGHT_GATEWAY ?? 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/ws': { target: gateway, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
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
              test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname|tippy\.js|@popperjs)[\\/]|description-editor\.tsx|comment-editor\.tsx|mention-picker\.tsx|mention-node\.ts/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
