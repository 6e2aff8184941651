/**
 * Lighthouse (desktop preset, performance only) on the demo board and a card's page (issue 39 "A light
 * main thread": total blocking time ≤ 200 ms on each, ≤ 50 KB of unused JavaScript on first load):
 * `npm run bench:lighthouse` (after `npm run build:web`). Starts a fresh local stack seeded with the demo
 * data, signs the demo owner in through the login page of a Chromium started with a debugging port, then
 * lets Lighthouse load each page `LIGHTHOUSE_RUNS` times (3) in that browser, keeping the session's storage.
 * Prints the median total blocking time, largest contentful paint and unused JavaScript of each page, beside
 * the load average: TBT is CPU time on this machine, so only a quiet machine's figure compares with the target.
 *
 * The local gateway serves the same built files as CloudFront, compressed the same way or not at all; the
 * unused-JavaScript figure is Lighthouse's estimate of the transferred bytes no code on the page ran: the share
 * of a script's code that did not run (function coverage when the trace ends) times the bytes its response took
 * on the network. A script read from the HTTP cache took 0 bytes, so it counts 0 however little of it ran
 * (decisions CJ1). Each page is therefore loaded twice over:
 * - "after sign-in": the browser's HTTP cache is kept (`disableStorageReset`), so the first load of a page
 *   fetches only what the sign-in and the pages before it did not, and later loads count what they fetch anew;
 * - "cold cache": Lighthouse's own reset before each load (the HTTP cache, Cache Storage, service workers; its
 *   default `clearStorageTypes` keeps cookies and local storage, so the session), so every load is a first
 *   visit's: every script the page runs is transferred and priced.
 * Each listed file is printed with the share of its code that did not run, which the cache does not change.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startLocalStack } from '../../infra/local/stack';
import { findDemoTarget } from './demo-target';
import { percentile } from './board-browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../support/browser';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEBUGGING_PORT = 9333 + Math.floor(Math.random() * 500);
/** Issue 39's targets. */
const TBT_TARGET_MS = 200;
const UNUSED_JS_TARGET_KB = 50;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'greenlight-lighthouse-profile-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR', seedDemoData: true });
try {
  await stack.seed;
  const target = await findDemoTarget(stack.url);
  // A persistent context is the browser's default one, so the pages Lighthouse opens share its storage (the session).
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(target.email);
    await page.getByLabel('Password', { exact: true }).fill(target.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    console.log(`Lighthouse ${RUNS}× per page, desktop preset, load average ${load()} on 2 cores`);
    // The cache-kept passes first: a cold pass empties the cache they measure from.
    for (const [name, path, cold] of [
      ['board', target.boardPath, false],
      ["card's page", target.cardPath, false],
      ['board, cold cache', target.boardPath, true],
      ["card's page, cold cache", target.cardPath, true],
    ] as const) {
      const tbt: number[] = [];
      const lcp: number[] = [];
      const unused: number[] = [];
      /** The scripts Lighthouse found loaded but not run, by file: KB and % not run (the last run that listed each). */
      const wasted = new Map<string, { kb: number; percent: number }>();
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${stack.url}${path}`,
          { port: DEBUGGING_PORT, onlyCategories: ['performance'], disableStorageReset: !cold, logLevel: 'error' },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
        const audits = result.lhr.audits;
        if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        // A cold pass must keep the session, or it would measure the login page.
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== path)
          throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`);
        tbt.push(audits['total-blocking-time'].numericValue ?? NaN);
        lcp.push(audits['largest-contentful-paint'].numericValue ?? NaN);
        const details = audits['unused-javascript'].details as
          | { overallSavingsBytes?: number; items?: Array<{ url: string; wastedBytes: number; wastedPercent: number }> }
          | undefined;
        unused.push((details?.overallSavingsBytes ?? 0) / 1024);
        for (const item of details?.items ?? [])
          wasted.set(item.url.replace(/.*\/assets\//, ''), {
            kb: item.wastedBytes / 1024,
            percent: item.wastedPercent,
          });
      }
      const medianTbt = percentile(tbt, 50);
      const medianUnused = percentile(unused, 50);
      console.log(
        `Lighthouse ${name}`.padEnd(24) +
          ` TBT p50 ${medianTbt.toFixed(0)} ms (target ≤ ${TBT_TARGET_MS}: ${medianTbt <= TBT_TARGET_MS ? 'met' : 'NOT met'})` +
          `   LCP p50 ${percentile(lcp, 50).toFixed(0)} ms` +
          `   unused JS p50 ${medianUnused.toFixed(1)} KB, max ${Math.max(...unused).toFixed(1)} KB (target ≤ ${UNUSED_JS_TARGET_KB}: ${Math.max(...unused) <= UNUSED_JS_TARGET_KB ? 'met' : 'NOT met'}; by run ${unused.map((kb) => kb.toFixed(0)).join(', ')})` +
          `   load ${load()}`,
      );
      if (wasted.size)
        console.log(
          `  unused by file: ${[...wasted].map(([file, { kb, percent }]) => `${file} ${kb.toFixed(1)} KB (${percent.toFixed(1)} % not run)`).join(', ')}`,
        );
    }
  } finally {
    await context.close();
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
