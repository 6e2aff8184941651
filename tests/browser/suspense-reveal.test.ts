/**
 * React reveals a Suspense boundary's content as soon as it is ready (issue 39 "a card that draws at once";
 * decisions SR1). React 19 holds a boundary's content back for 300 ms after any fallback was shown or
 * hidden (`FALLBACK_THROTTLE_MS`), which kept the time report's table about 600 ms behind its data on a
 * page whose header widgets and messages each showed a fallback first. patches/react-dom+*.patch sets it
 * to 0. This test bundles React as the app does (esbuild, production build) and renders a boundary that
 * suspends in Chromium under Playwright's fake clock: its content must appear while the clock stands
 * still, which the unpatched React does only once the clock has moved 300 ms. Needs no stack.
 */
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';

/**
 * A page whose Suspense boundary shows "Idle", then (`window.open()`, an update, as a page part that loads its
 * code or messages) a lazy component whose fallback shows until `window.release()` resolves it.
 */
const ENTRY = `
import { createElement, lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
let release;
const ready = new Promise((resolve) => (release = resolve));
window.release = () => release({ default: () => createElement('p', { id: 'content' }, 'Content') });
const Lazy = lazy(() => ready);
function Page() {
  const [open, setOpen] = useState(false);
  window.open = () => setOpen(true);
  return createElement(
    Suspense,
    { fallback: createElement('p', { id: 'fallback' }, 'Loading') },
    open ? createElement(Lazy) : createElement('p', { id: 'idle' }, 'Idle'),
  );
}
createRoot(document.getElementById('root')).render(createElement(Page));
`;

let browser: Browser;
let script: string;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  script = bundle.outputFiles[0].text;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('React Suspense reveal (the installed react-dom, production build)', () => {
  it('shows a lazy boundary’s content as soon as it resolves, without waiting for the clock', async () => {
    const page = await browser.newPage();
    try {
      // A paused fake clock drives setTimeout and performance.now: a throttled reveal waits on a timer that never fires.
      await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
      await page.setContent('<div id="root"></div>');
      await page.addScriptTag({ content: script });
      await page.locator('#idle').waitFor();
      await page.evaluate(() => (window as unknown as { open(): void }).open());
      await expect.poll(() => page.locator('#fallback').count()).toBe(1);
      await page.evaluate(() => (window as unknown as { release(): void }).release());
      // React's scheduler runs on MessageChannel (real time); only a throttle would need the clock to move.
      await page.clock.runFor(20);
      await page.locator('#content').waitFor({ timeout: 5000 });
      expect(await page.locator('#fallback').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
