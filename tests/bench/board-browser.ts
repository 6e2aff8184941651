/**
 * Boards and the calendar in Chromium, for `npm run bench` (BRIEF §6 "A board of 1,000 cards renders in
 * under 1 s, and dragging stays responsive"; issue 4 "Performance"; issue 11 "A 1,000-card board").
 * Prints p50/p99 of, per board:
 * - open board: navigation to the first screen, the columns in view (up to 5 at 1400 px) each showing
 *   its first page of cards (spec §9: 10 per stage; wide boards render only the columns near the view);
 * - load every card (boards with `loadAll`): "Load more" until none is left (one whole-stage request each, W44);
 * - keyboard move (boards with `moves`): from the dropping Space (after Space, Arrow Right) to the card
 *   resting in the next column (optimistic), and to the server's answer;
 * - frames while dragging: the interval between animation frames while a card is dragged by mouse
 *   across the board, or down its only column (16.7 ms is 60 frames per second);
 * and of opening the calendar's month: navigation to the grid showing its events.
 * Skipped, saying why, when Chromium or the web build is missing.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../support/browser';

const RUNS = 10;
/** A stage column (its header shares the `stage-` prefix). */
const COLUMN = '[data-testid^="stage-"]:not([data-testid^="stage-header-"])';
const CARD = '[data-testid^="card-"]';
/** Stage columns fully in a 1400 px wide view (260 px columns, 12 px gaps). */
const FIRST_SCREEN_COLUMNS = 5;

/** Who signs in, where. */
export interface BenchSession {
  /** The local stack's origin. */
  url: string;
  email: string;
  password: string;
}

export interface BoardUnderTest {
  /** Names the board in the printed lines. */
  label: string;
  /** `/organizations/{o}/workspaces/{w}/board`. */
  boardPath: string;
  stageCount: number;
  /** Cards each stage shows before scrolling (the first page). */
  firstPage: number;
  /** Measure keyboard moves (they change the board). */
  moves?: boolean;
  /** Drag with every card loaded ("Load more" until none is left), not only the first pages. */
  loadAll?: boolean;
}

export interface CalendarUnderTest {
  label: string;
  /** `/organizations/{o}/workspaces/{w}/calendar`: this month. */
  path: string;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const report = (label: string, values: number[], unit = 'ms') =>
  console.log(
    `${label.padEnd(36)} p50 ${percentile(values, 50).toFixed(1)} ${unit}   p99 ${percentile(values, 99).toFixed(1)} ${unit}   (${values.length} samples)`,
  );

async function openBoard(page: Page, url: string, board: BoardUnderTest): Promise<number> {
  const started = performance.now();
  await page.goto(`${url}${board.boardPath}`);
  await page.waitForFunction(
    ({ column, card, stages, perStage }) => {
      // The first screen: the columns in view (a wide board renders only those and their neighbours).
      const columns = [...document.querySelectorAll(column)];
      return columns.length >= stages && columns.every((c) => c.querySelectorAll(card).length >= perStage);
    },
    { column: COLUMN, card: CARD, stages: Math.min(board.stageCount, FIRST_SCREEN_COLUMNS), perStage: board.firstPage },
    { polling: 'raf' },
  );
  return performance.now() - started;
}

/** ms from the first "Load more" click until no column has one left (one request at a time, as a user clicks). */
async function loadEveryCard(page: Page): Promise<number> {
  const more = page.locator(COLUMN).getByRole('button', { name: 'Load more' });
  const started = performance.now();
  while ((await more.count()) > 0) {
    // One whole-stage request (decisions W44), or a list_data page past the whole-board route's 5,000 cards.
    const answered = page.waitForResponse((r) => /\/cards\?stage_id=|\/list_data/.test(r.url()));
    await more.first().click();
    await answered;
    // The page lands in the board once its mutation settles; until then the button reads "Loading…".
    await page.waitForFunction(
      `![...document.querySelectorAll('button')].some((b) => b.textContent.includes('Loading…'))`,
      undefined,
      { polling: 'raf' },
    );
  }
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
  // Under load dnd-kit may not have measured the columns yet: press again until the card is over the next one.
  const over = columns.nth(index + 1).locator(`[data-testid="${cardTestId}"]`);
  for (let tries = 0; tries < 10 && (await over.count()) === 0; tries++) {
    await page.waitForTimeout(150);
    if ((await over.count()) === 0) await page.keyboard.press('ArrowRight');
  }
  await page.waitForTimeout(150);
  const saved = page.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'PUT');
  const started = performance.now();
  await page.keyboard.press('Space');
  await columns
    .nth(index + 1)
    .locator(`[data-testid="${cardTestId}"]:not(.gl-card--dragging)`)
    .waitFor();
  const shown = performance.now() - started;
  await saved;
  return [shown, performance.now() - started];
}

/**
 * Frame intervals (ms) while the first card is dragged by mouse across `columns` columns (or down the
 * only column) and dropped back.
 */
async function dragFrames(page: Page, columns: number): Promise<number[]> {
  const card = (await page.locator(COLUMN).first().locator(CARD).first().boundingBox())!;
  const count = await page.locator(COLUMN).count();
  const target = (await page
    .locator(COLUMN)
    .nth(Math.min(columns, count - 1))
    .boundingBox())!;
  const targetY = count > 1 ? target.y + 120 : Math.min(target.y + target.height - 40, card.y + 500);
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
  await page.mouse.move(target.x + target.width / 2, targetY, { steps: 60 });
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2, { steps: 60 });
  const times = await page.evaluate<number[]>('[...window.frameTimes]');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  return times.slice(1).map((t, i) => t - times[i]);
}

/** ms from navigation to the month grid showing its events. */
async function openCalendar(page: Page, url: string, calendar: CalendarUnderTest): Promise<number> {
  const started = performance.now();
  await page.goto(`${url}${calendar.path}`);
  await page.locator('.rbc-month-view [data-testid^="calendar-event-"]').first().waitFor();
  return performance.now() - started;
}

/** Run the browser measurements against seeded boards and a calendar month; prints a line per measurement. */
export async function benchBoardInBrowser(
  session: BenchSession,
  boards: readonly BoardUnderTest[],
  calendar: CalendarUnderTest,
  webDist: string,
): Promise<void> {
  if (!existsSync(CHROMIUM))
    return console.log(`Browser measurements skipped: no Chromium at ${CHROMIUM} (apt-get install chromium).`);
  if (!existsSync(webDist)) return console.log('Browser measurements skipped: no web build (npm run build:web).');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${session.url}/login`);
    await page.getByLabel('Email').fill(session.email);
    await page.getByLabel('Password', { exact: true }).fill(session.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // Wall-clock times stretch with the machine's load: print it beside them.
    console.log(
      `browser measurements, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
    );
    for (const board of boards) {
      const opens: number[] = [];
      for (let i = 0; i < RUNS; i++) opens.push(await openBoard(page, session.url, board));
      report(`open board ${board.label}`, opens);

      if (board.loadAll) {
        const everyCard: number[] = [];
        for (let i = 0; i < 3; i++) {
          await openBoard(page, session.url, board);
          everyCard.push(await loadEveryCard(page));
        }
        report(`load every card ${board.label}`, everyCard);
      }

      if (board.moves) {
        await openBoard(page, session.url, board);
        const shown: number[] = [];
        const saved: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          // Columns in view: a wide board does not render the far ones.
          const [s, v] = await keyboardMove(page, i % Math.min(board.stageCount - 1, FIRST_SCREEN_COLUMNS - 1));
          shown.push(s);
          saved.push(v);
        }
        report('keyboard move, shown', shown);
        report('keyboard move, saved', saved);
      }

      await openBoard(page, session.url, board);
      if (board.loadAll) await loadEveryCard(page);
      report(`frames dragging ${board.label}${board.loadAll ? ' (all loaded)' : ''}`, await dragFrames(page, 3));
    }

    const months: number[] = [];
    for (let i = 0; i < RUNS; i++) months.push(await openCalendar(page, session.url, calendar));
    report(`calendar ${calendar.label}`, months);
  } finally {
    await browser.close();
  }
}
