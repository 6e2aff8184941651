/**
 * Cumulative layout shift in Chromium, for `npm run bench` (issue 30 "Layout shift": the board and a
 * card's page stay under 0.1), at the common laptop widths 1280, 1366, 1440 and 1536 px and a 390 px phone
 * (issue 35: the top bar wrapped late at 1280/1366/1536, which 1440 and 390 did not show). CLS as Lighthouse and web-vitals count it: layout-shift entries without
 * recent input, grouped into session windows (gaps < 1 s, windows ≤ 5 s), the largest window's sum.
 * Each page is loaded fresh (a full navigation, signed in) and watched until the network has been idle
 * for 2 s; each run prints CLS per page and width with the elements that moved most, so a regression
 * names its cause.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadavg } from 'node:os';
import { CHROMIUM_ARGS } from '../support/browser';

/** The target of issue 30, for both pages. */
export const CLS_TARGET = 0.1;

interface ShiftReport {
  cls: number;
  /** The elements that moved in the largest shifts, as tag.class. */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShift?: { cls: number; shifts: Array<{ value: number; sources: string[] }> };
  }
}

/** Installed before any page script: collects shifts into session windows. */
function observeLayoutShift() {
  const state = { cls: 0, shifts: [] as Array<{ value: number; sources: string[] }> };
  window.__layoutShift = state;
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
    >) {
      if (entry.hadRecentInput) continue;
      const continues = windowValue > 0 && entry.startTime - previous < 1000 && entry.startTime - windowStart < 5000;
      windowValue = continues ? windowValue + entry.value : entry.value;
      if (!continues) windowStart = entry.startTime;
      previous = entry.startTime;
      state.cls = Math.max(state.cls, windowValue);
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node as Element | null | undefined;
        if (!node || !('tagName' in node)) return '#text';
        const className =
          typeof node.className === 'string' ? node.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        return `${node.tagName.toLowerCase()}${className ? `.${className}` : ''}`;
      });
      state.shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Load `url` in a fresh page of `page`'s context and return its CLS once the network has settled. */
async function measure(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<ShiftReport> {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const state = await page.evaluate(() => window.__layoutShift ?? { cls: 0, shifts: [] });
  const sources = [...state.shifts]
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .flatMap((shift) => shift.sources.map((s) => `${s} (${shift.value.toFixed(3)})`));
  return { cls: state.cls, sources: [...new Set(sources)].slice(0, 4) };
}

export interface LayoutShiftBench {
  url: string;
  email: string;
  password: string;
  /** The board: `/organizations/{o}/workspaces/{w}/board`. */
  boardPath: string;
  /** A card's own page: `/organizations/{o}/workspaces/{w}/content_groups/{c}`. */
  cardPath: string;
  chromiumPath: string;
}

/** The viewports measured (issue 35): the commonest laptop screens (1366 × 768 first), 1440 and a phone. */
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1536, height: 864 },
  { width: 390, height: 844 },
] as const;

/**
 * Prints the CLS of the board and of a card's page at each of VIEWPORTS, RUNS times each; returns the worst.
 * With `screenshots` (a directory), also saves the board at each width once it has settled (`board-{width}.png`).
 */
export async function benchLayoutShift(bench: LayoutShiftBench, runs = 3, screenshots?: string): Promise<number> {
  const browser: Browser = await chromium.launch({ executablePath: bench.chromiumPath, args: CHROMIUM_ARGS });
  let worst = 0;
  try {
    for (const { width, height } of VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addInitScript(observeLayoutShift);
      const page = await context.newPage();
      await page.goto(`${bench.url}/login`);
      await page.getByLabel('Email').fill(bench.email);
      await page.getByLabel('Password', { exact: true }).fill(bench.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      for (const [name, path, ready] of [
        ['board', bench.boardPath, (p: Page) => p.locator('[data-testid^="card-"]').first().waitFor()],
        ["card's page", bench.cardPath, (p: Page) => p.getByRole('heading').first().waitFor()],
      ] as const) {
        const values: number[] = [];
        let sources: string[] = [];
        for (let run = 0; run < runs; run++) {
          const report = await measure(page, `${bench.url}${path}`, ready);
          values.push(report.cls);
          if (report.cls >= Math.max(...values)) sources = report.sources;
        }
        if (screenshots && name === 'board') await page.screenshot({ path: `${screenshots}/board-${width}.png` });
        const max = Math.max(...values);
        worst = Math.max(worst, max);
        console.log(
          `CLS ${name} at ${width} px`.padEnd(40) +
            ` max ${max.toFixed(3)}   (target < ${CLS_TARGET}: ${max < CLS_TARGET ? 'met' : 'NOT met'}; ${runs} loads, load ${loadavg()[0].toFixed(1)})` +
            (max > 0.01 && sources.length ? `\n    moved most: ${sources.join(', ')}` : ''),
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return worst;
}
