/**
 * How much of the popup's and the editors' chunks has run, in three states of the page (issue 39 "≤ 50 KB of
 * unused JavaScript on first load"; decisions CJ1): `npx tsx tests/bench/card-code-coverage.bench.ts` after
 * `npx vite build --config web/vite.config.ts --logLevel warn`. Starts a fresh local stack with the demo data
 * and, `COVERAGE_RUNS` times (2) each, in a fresh browser context (an empty HTTP cache), signed in as the demo
 * owner, takes V8's function coverage (as Lighthouse's unused-JavaScript audit does, with its own arithmetic):
 * - "evaluated": the board, a card hovered (which imports both chunks, decisions LO2), no card opened;
 * - "box closed": a card's page, once its popup has drawn the closed comment box (decisions CB1) and the
 *   network is idle: the editors' chunk is not loaded then, so only the popup's is listed;
 * - "3 s later": the same, 3 s after that (a Lighthouse trace ends about 3 s after the last request);
 * - "box opened": the box clicked, once the comment editor (TipTap) is in the page.
 * Prints, per state and chunk, the share of its code that has not run. Lighthouse's figure for a chunk is that
 * share times the bytes the chunk took on the network, so comparing its `wastedPercent` with these tells
 * which state the page was in when its trace ended.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { UnusedJavascriptSummary } from 'lighthouse/core/computed/unused-javascript-summary.js';
import { startLocalStack } from '../../infra/local/stack';
import { findDemoTarget, type DemoTarget } from './demo-target';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

const RUNS = Number(process.env.COVERAGE_RUNS ?? 2);
/** The chunks, as web/vite.config.ts names them (`[name]-[hash].js`). */
const CHUNKS = { popup: /\/assets\/card-popup-host-[\w-]+\.js$/, editors: /\/assets\/editor-[\w-]+\.js$/ };
type State = 'evaluated' | 'box closed' | '3 s later' | 'box opened';

interface ScriptCoverage {
  scriptId: string;
  url: string;
  functions: Array<{
    functionName: string;
    isBlockCoverage: boolean;
    ranges: Array<{ startOffset: number; endOffset: number; count: number }>;
  }>;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** A page of a new context signed in as `target`'s user, on about:blank. */
async function signedInPage(browser: Browser, origin: string, target: DemoTarget): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(target.email);
  await page.getByLabel('Password', { exact: true }).fill(target.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('about:blank');
  return page;
}

/** The % of each chunk's code that has not run once `page` is in `state`. */
async function notRun(page: Page, origin: string, target: DemoTarget, state: State): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { detailed: false });
  if (state === 'evaluated') {
    await page.goto(`${origin}${target.boardPath}`);
    const face = page.locator('[data-testid^="card-"]').first();
    await face.waitFor({ timeout: 60_000 });
    const editors = page.waitForResponse((response) => CHUNKS.editors.test(response.url()));
    await face.hover();
    await editors;
    await page.waitForLoadState('networkidle');
  } else {
    await page.goto(`${origin}${target.cardPath}`);
    const box = page.getByTestId('card-popup').locator('[data-testid^="comment-box-"]').first();
    await box.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (state === '3 s later') await page.waitForTimeout(3000);
    if (state === 'box opened') {
      await box.click();
      await page.getByTestId('card-popup').locator('.ProseMirror').first().waitFor({ timeout: 60_000 });
    }
  }
  const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as { result: ScriptCoverage[] };
  const shares: Record<string, number> = {};
  for (const coverage of result) {
    for (const [chunk, pattern] of Object.entries(CHUNKS)) {
      if (!pattern.test(coverage.url)) continue;
      const waste = UnusedJavascriptSummary.computeWaste(coverage);
      shares[chunk] = (100 * waste.unusedLength) / waste.contentLength;
    }
  }
  return shares;
}

const dataDir = mkdtempSync(join(tmpdir(), 'greenlight-bench-coverage-'));
const stack = await startLocalStack({ port: 0, dataDir, logLevel: 'ERROR', seedDemoData: true });
try {
  await stack.seed;
  const target = await findDemoTarget(stack.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    console.log(`Function coverage of the card's chunks, ${RUNS}× per state, load average ${load()} on 2 cores`);
    for (const state of ['evaluated', 'box closed', '3 s later', 'box opened'] as const) {
      for (let run = 0; run < RUNS; run++) {
        const page = await signedInPage(browser, stack.url, target);
        const shares = await notRun(page, stack.url, target, state);
        await page.context().close();
        console.log(
          `${state}:`.padEnd(20) +
            Object.entries(shares)
              .map(([chunk, percent]) => `${chunk} ${percent.toFixed(1)} % not run`)
              .join(', ') +
            `   load ${load()}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
