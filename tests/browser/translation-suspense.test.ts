/**
 * A component whose messages load while React renders it draws once they arrive (issue 41 languages; issue 39
 * "a card that draws at once"; decisions SR2). `useTranslation` suspends on a catalogue not yet loaded. When the
 * catalogue arrives before React's work loop resumes, React replays the suspended component in place, and that
 * replay must call `use` where the first attempt did: React switches from the replayed hooks to new ones only
 * inside `use`, so a hook after it otherwise fails with React error #467 ("Update hook called on initial
 * render") and the page shows its error screen. The test bundles the app's own `use-translation.ts` and
 * `i18n-store.ts` (esbuild, React's production build) with a catalogue loader that answers at once, and
 * renders two components with a hook after `useTranslation`, as a first render and in a transition as a route
 * change does. React's production build recovers from the failed replay by rendering the whole root again, and
 * reports error #520 on the page; its development build names the cause ("did not call use() when it finished").
 * Needs no stack.
 */
import { build, type Plugin } from 'esbuild';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';

const I18N = resolve('web/src/lib/i18n');

/** Catalogues that load in a few microtasks, as a chunk the browser already holds does. */
const LOADERS = `
export const catalogueLoader = (lng, namespace) => () =>
  Promise.resolve({ hello: [{ type: 0, value: lng + ':' + namespace + ':Hallo' }] });
`;

/** `./catalogue-loaders` (import.meta.glob, Vite's) swapped for LOADERS. */
const loadersPlugin: Plugin = {
  name: 'test-catalogue-loaders',
  setup(build) {
    build.onResolve({ filter: /\/catalogue-loaders$/ }, () => ({ path: 'loaders', namespace: 'test-loaders' }));
    build.onLoad({ filter: /.*/, namespace: 'test-loaders' }, () => ({ contents: LOADERS, loader: 'js' }));
  },
};

const ENTRY = `
import { createElement, startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from ${JSON.stringify(`${I18N}/use-translation.ts`)};
function Greeting({ namespace }) {
  const { t } = useTranslation(namespace);
  const [mark] = useState('!');
  return createElement('p', { id: namespace }, t('hello') + mark);
}
const root = createRoot(document.getElementById('root'));
window.show = (namespaces, inTransition) => {
  const render = () =>
    root.render(
      createElement(Suspense, { fallback: createElement('p', { id: 'fallback' }, 'Loading') },
        ...namespaces.map((namespace) => createElement(Greeting, { key: namespace, namespace }))),
    );
  if (inTransition) startTransition(render);
  else render();
};
`;

let browser: Browser;
/** The page's script per React build: production (what ships) and development (which names the cause). */
const scripts: Record<string, string> = {};

beforeAll(async () => {
  for (const build of ['production', 'development']) scripts[build] = await bundle(build);
  browser = await launchBrowser();
});

/** ENTRY bundled for the page with React's `nodeEnv` build. */
async function bundle(nodeEnv: string): Promise<string> {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    plugins: [loadersPlugin],
    // i18n-store registers English `common` with Vite's eager glob; none is needed here.
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), 'import.meta.glob': 'globalThis.noCatalogues' },
    banner: { js: 'globalThis.noCatalogues = () => ({});' },
  });
  return result.outputFiles[0].text;
}

afterAll(async () => {
  await browser?.close();
});

describe('useTranslation while its catalogue loads (the app’s hook, React’s production build)', () => {
  // React's production build recovers silently from a failed replay in a transition, so that case is checked on
  // the development build only.
  const cases = [
    { build: 'production', inTransition: false },
    { build: 'development', inTransition: false },
    { build: 'development', inTransition: true },
  ];
  for (const { build: reactBuild, inTransition } of cases) {
    const when = inTransition ? 'in a transition' : 'on a first render';
    it(`draws components with a hook after useTranslation once their messages arrive, ${when}, with no React error (${reactBuild})`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      try {
        await page.setContent('<div id="root"></div>');
        await page.addScriptTag({ content: scripts[reactBuild] });
        await page.evaluate(
          (transition) =>
            (window as unknown as { show(ns: string[], t: boolean): void }).show(['first', 'second'], transition),
          inTransition,
        );
        await page.locator('#second').waitFor({ timeout: 5000 });
        // React reports a recovered error as it commits the page drawn again: wait for the next frame.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(errors).toEqual([]);
        expect(await page.locator('#first').textContent()).toBe('en:first:Hallo!');
        expect(await page.locator('#second').textContent()).toBe('en:second:Hallo!');
      } finally {
        await page.close();
      }
    });
  }
});
