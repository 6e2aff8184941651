/**
 * The board in Chromium, for `npm run bench` (BRIEF §6 "A board of 1,000 cards renders in under 1 s, and
 * dragging stays responsive"; issue 4 "Performance"). Prints p50/p99 of:
 * - open board: navigation to every stage column showing its first page of cards (spec §9: 10 per stage);
 * - keyboard move: from the dropping Space (after Space, Arrow Right) to the card resting in the next
 *   column (optimistic), and to the server's answer;
 * - frames while dragging: the interval between animation frames while a card is dragged by mouse
 *   across the board (16.7 ms is 60 frames per second).
 * Skipped, saying why, when Chromium or the web build is missing.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../support/browser';

const RUNS = 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A stage column (its header shares the `stage-` prefix). */
const COLUMN = '[data-testid^="stage-"]:not([data-testid^="stage-header-"])';
const CARD = '[data-testid^="card-"]';

export interface BoardUnderTest {
  /** The local stack's origin. */
  url: string;
  email: string;
  password: string;
  /** `/organizations/{o}/workspaces/{w}/board`. */
  boardPath: string;
  stageCount: number;
  /** Cards each stage shows before scrolling (the first page). */
  firstPage: number;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const report = (label: string, values: number[], unit = 'ms') =>
  console.log(`${label.padEnd(22)} p50 ${percentile(values, 50).toFixed(1)} ${unit}   p99 ${percentile(values, 99).toFixed(1)} ${unit}   (${values.length} samples)`);

async function openBoard(page: Page, board: BoardUnderTest): Promise<number> {
  const started = performance.now();
  await page.goto(`${board.url}${board.boardPath}`);
  await page.waitForFunction(
    ({ column, card, stages, perStage }) => {
      const columns = [...document.querySelectorAll(column)];
      return columns.length >= stages && columns.every((c) => c.querySelectorAll(card).length >= perStage);
    },
    { column: COLUMN, card: CARD, stages: board.stageCount, perStage: board.firstPage },
    { polling: 'raf' },
  );
  return performance.now() - started;
}

/**
 * Move the first card of column `index` one column right with the keyboard (Space, Arrow Right, Space);
 * [shown, saved]: ms from the dropping Space to the card resting in the next column, and to the server's answer.
 */
async function keyboardMove(page: Page, index: number): Promise<[number, number]> {
  const columns = page.locator(COLUMN);
  const card = columns.nth(index).locator(CARD).first();
  const cardTestId = (await card.getAttribute('data-testid'))!;
  await card.focus();
  await page.keyboard.press('Space');
  // dnd-kit measures the droppables after picking up, then moves the card on the arrow.
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(150);
  const saved = page.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'PUT');
  const started = performance.now();
  await page.keyboard.press('Space');
  await columns.nth(index + 1).locator(`[data-testid="${cardTestId}"]:not(.gl-card--dragging)`).waitFor();
  const shown = performance.now() - started;
  await saved;
  return [shown, performance.now() - started];
}

/** Frame intervals (ms) while the first card is dragged by mouse across `columns` columns and dropped back. */
async function dragFrames(page: Page, columns: number): Promise<number[]> {
  const card = (await page.locator(COLUMN).first().locator(CARD).first().boundingBox())!;
  const target = (await page.locator(COLUMN).nth(columns).boundingBox())!;
  // A string, not a function: tsx's name helpers do not exist inside the page.
  await page.evaluate(`(() => {
    const times = [];
    window.frameTimes = times;
    const tick = (t) => { times.push(t); if (times.length < 10000) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
  await page.mouse.down();
  await page.mouse.move(card.x + card.width / 2 + 10, card.y + card.height / 2 + 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 60 });
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2, { steps: 60 });
  const times = await page.evaluate<number[]>('[...window.frameTimes]');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return times.slice(1).map((t, i) => t - times[i]);
}

/** Run the browser measurements against a seeded board; prints a line per measurement. */
export async function benchBoardInBrowser(board: BoardUnderTest, webDist: string): Promise<void> {
  if (!existsSync(CHROMIUM)) return console.log(`Browser measurements skipped: no Chromium at ${CHROMIUM} (apt-get install chromium).`);
  if (!existsSync(webDist)) return console.log('Browser measurements skipped: no web build (npm run build:web).');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${board.url}/login`);
    await page.getByLabel('Email').fill(board.email);
    await page.getByLabel('Password', { exact: true }).fill(board.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    const opens: number[] = [];
    for (let i = 0; i < RUNS; i++) opens.push(await openBoard(page, board));
    report('open board (browser)', opens);

    const shown: number[] = [];
    const saved: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const [s, v] = await keyboardMove(page, i % (board.stageCount - 1));
      shown.push(s);
      saved.push(v);
    }
    report('keyboard move, shown', shown);
    report('keyboard move, saved', saved);

    await openBoard(page, board);
    report('frames while dragging', await dragFrames(page, 3));
  } finally {
    await browser.close();
  }
}
