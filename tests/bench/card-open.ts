/**
 * Opening a card in Chromium, for `npm run bench` (issue 27 "The card opens at least as fast as
 * Planka's"; decisions W39–W41). A card with a description, 12 comments and 3 images, on a board that has
 * loaded and gone idle; p50/p99, with the load average, of the time from the click to:
 * - description visible; comments visible (the newest Team comment); images visible (the first picture
 *   decoded);
 * for a cold open (a card not opened before: the pointer moves onto it and clicks at once, so the
 * hover's prefetch has no head start), a hovered open (the pointer rests 300 ms on the card first), and a
 * warm open (the same card again after closing it).
 * Skipped, saying why, when Chromium or the web build is missing.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../support/browser';
import { percentile, type BenchSession } from './board-browser';

const COMMENTS = 12;
const IMAGES = 3;

export interface CardOpenBench {
  session: BenchSession;
  token: string;
  /** The board the cards are on: `/organizations/{o}/workspaces/{w}/board`. */
  boardPath: string;
  workspaceId: string;
  /** Cards to dress and open, one per cold run (the first stage's first cards, in view). */
  cardIds: string[];
  webDist: string;
}

const line = (label: string, values: number[]) =>
  console.log(
    `${label.padEnd(40)} p50 ${percentile(values, 50).toFixed(1)} ms   p99 ${percentile(values, 99).toFixed(1)} ms   (${values.length} samples, load ${loadavg()[0].toFixed(1)})`,
  );

/** Give a card a description, comments and images through the API, as a user would. */
async function dressCard(bench: CardOpenBench, cardId: string): Promise<void> {
  const base = `${bench.session.url}/api/v1/workspaces/${bench.workspaceId}/content_groups/${cardId}`;
  const headers = { authorization: `Bearer ${bench.token}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: unknown }).data;
  };
  await call('PUT', '', { description: '<p>The brief: a spring campaign, three visuals, one headline.</p>' });
  for (let i = 0; i < COMMENTS; i++)
    await call('POST', '/comments', {
      comment: { description: `<p>Note ${i + 1} on the visuals.</p>`, internal: true },
    });
  const uploaded: Array<{ key: string; filename: string }> = [];
  for (let i = 0; i < IMAGES; i++) {
    const bytes = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 40 * i, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const presigned = (await call('POST', '/contents/new', {
      content_type: 'image/jpeg',
      size: bytes.length,
      filename: `visual-${i + 1}.jpg`,
    })) as { url: string; fields: Record<string, string>; key: string };
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
    const sent = await fetch(presigned.url, { method: 'POST', body: form });
    if (sent.status >= 300) throw new Error(`upload: ${sent.status}`);
    uploaded.push({ key: presigned.key, filename: `visual-${i + 1}.jpg` });
  }
  await call('POST', '/contents', { contents: uploaded });
}

/**
 * In the page: from the click (a capturing listener notes its instant) to the first animation frame
 * where each part shows, so the times do not depend on how often the test driver polls.
 */
const WATCH = (comment: string) => `(() => {
  const seen = { clicked: null, description: null, comments: null, images: null };
  window.__cardOpen = seen;
  document.addEventListener('click', () => { if (seen.clicked === null) seen.clicked = performance.now(); }, { capture: true, once: true });
  const popup = () => document.querySelector('[data-testid="card-popup"]');
  const tick = () => {
    const root = popup();
    const now = performance.now();
    if (root && seen.clicked !== null) {
      const text = root.textContent || '';
      if (seen.description === null && text.includes('The brief: a spring campaign')) seen.description = now;
      if (seen.comments === null && text.includes(${JSON.stringify(comment)})) seen.comments = now;
      const img = root.querySelector('img.gl-gallery__img, img.gl-tile__img');
      if (seen.images === null && img && img.complete && img.naturalWidth > 0) seen.images = now;
    }
    if (seen.description === null || seen.comments === null || seen.images === null) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** [description, comments, images] ms from the click on `cardId` until each is visible. */
async function openCard(page: Page, cardId: string, restMs: number): Promise<[number, number, number]> {
  const face = page.getByTestId(`card-${cardId}`);
  await face.scrollIntoViewIfNeeded();
  if (restMs > 0) {
    await face.hover();
    await page.waitForTimeout(restMs);
  }
  await page.evaluate(WATCH(`Note ${COMMENTS} on the visuals.`));
  await face.click();
  await page.waitForFunction(
    '(() => { const s = window.__cardOpen; return s.description !== null && s.comments !== null && s.images !== null; })()',
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const seen = await page.evaluate<{ clicked: number; description: number; comments: number; images: number }>(
    'window.__cardOpen',
  );
  return [seen.description - seen.clicked, seen.comments - seen.clicked, seen.images - seen.clicked];
}

async function closeCard(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('card-popup').waitFor({ state: 'detached' });
}

/** A Chromium trace event, as much of it as is read here. */
interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  /** Start and duration, µs. */
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * The main thread's idle stretches over 20 ms after the click's pointerup, each with the event that ended
 * it: a stretch ended by `TimerFire` is the page waiting on a timer (decisions W47 found a 250 ms
 * double-click wait this way), one ended by a network or `FunctionCall` event is waiting on data.
 */
function idleStretches(mainEvents: TraceEvent[]): string[] {
  const top = mainEvents.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const pointerUp = top.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerup');
  if (!pointerUp) return [];
  const lines: string[] = [];
  let busyUntil = pointerUp.ts + pointerUp.dur!;
  for (const e of top.filter((t) => t.ts > pointerUp.ts)) {
    if (e.ts - busyUntil > 20_000)
      lines.push(
        `  idle ${((e.ts - busyUntil) / 1000).toFixed(0).padStart(4)} ms from +${((busyUntil - pointerUp.ts) / 1000).toFixed(0)} ms, ended by ${e.name}`,
      );
    busyUntil = Math.max(busyUntil, e.ts + e.dur!);
  }
  return lines;
}

/** CDP's CPU profile, as much of it as is read here. */
interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples: number[];
  timeDeltas: number[];
}

/**
 * A CPU profile of one warm open (`CARD_OPEN_PROFILE=1`): prints the script time by file and the 15
 * functions with the most self time, so the popup's render cost can be found (decisions W43).
 */
async function profileWarmOpen(
  browser: Browser,
  bench: CardOpenBench,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState });
  const page = await context.newPage();
  const cardId = bench.cardIds[0];
  await page.goto(`${bench.session.url}${bench.boardPath}`);
  await page.getByTestId(`card-${cardId}`).waitFor();
  await page.waitForLoadState('networkidle');
  await openCard(page, cardId, 0);
  await closeCard(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const [description] = await openCard(page, cardId, 0);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await closeCard(page);
  // The same open traced: where the main thread's time goes besides script (style, layout, paint).
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  const [tracedDescription] = await openCard(page, cardId, 0);
  await cdp.send('Tracing.end');
  await complete;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const mainEvents = events.filter((e) => mains.has(`${e.pid}:${e.tid}`));
  const byName = new Map<string, number>();
  for (const e of mainEvents) if (e.ph === 'X' && e.dur) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  console.log(
    `Trace of a warm open (description after ${tracedDescription.toFixed(0)} ms): main-thread time by event (nested events count in their parents too)`,
  );
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  const stretches = idleStretches(mainEvents);
  console.log(`Main thread idle for over 20 ms after the click: ${stretches.length === 0 ? 'never' : ''}`);
  for (const stretch of stretches) console.log(stretch);
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const selfMs = new Map<string, number>();
  const fileMs = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const file = frame.url.replace(/^https?:\/\/[^/]+/, '') || `(${frame.functionName || 'native'})`;
    fileMs.set(file, (fileMs.get(file) ?? 0) + ms);
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `CPU profile of a warm open (description after ${description.toFixed(0)} ms, load ${loadavg()[0].toFixed(1)}): time by file`,
  );
  for (const [file, ms] of top(fileMs, 10)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${file}`);
  console.log('  functions with the most self time:');
  for (const [fn, ms] of top(selfMs, 15)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${fn}`);
  await context.close();
}

/** Dress the cards, then measure cold, hovered and warm opens; prints a line per measurement. */
export async function benchCardOpen(bench: CardOpenBench): Promise<void> {
  if (!existsSync(CHROMIUM)) return console.log(`Card-open measurements skipped: no Chromium at ${CHROMIUM}.`);
  if (!existsSync(bench.webDist))
    return console.log('Card-open measurements skipped: no web build (npm run build:web).');
  for (const cardId of bench.cardIds) await dressCard(bench, cardId);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const signIn = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signIn.goto(`${bench.session.url}/login`);
    await signIn.getByLabel('Email').fill(bench.session.email);
    await signIn.getByLabel('Password', { exact: true }).fill(bench.session.password);
    await signIn.getByRole('button', { name: 'Log In' }).click();
    await signIn.waitForURL((u) => !u.pathname.startsWith('/login'));
    const storageState = await signIn.context().storageState();
    console.log(
      `card open in Chromium, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
    );
    const results = { cold: [[], [], []], hovered: [[], [], []], warm: [[], [], []] } as Record<
      'cold' | 'hovered' | 'warm',
      number[][]
    >;
    const half = Math.ceil(bench.cardIds.length / 2);
    for (const [i, cardId] of bench.cardIds.entries()) {
      // Each run in a fresh browser context: nothing cached from the runs before.
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState });
      const page = await context.newPage();
      await page.goto(`${bench.session.url}${bench.boardPath}`);
      await page.getByTestId(`card-${cardId}`).waitFor();
      await page.waitForLoadState('networkidle');
      const kind = i < half ? 'cold' : 'hovered';
      const first = await openCard(page, cardId, kind === 'cold' ? 0 : 300);
      first.forEach((ms, j) => results[kind][j].push(ms));
      await closeCard(page);
      const warm = await openCard(page, cardId, 0);
      warm.forEach((ms, j) => results.warm[j].push(ms));
      await context.close();
    }
    for (const kind of ['cold', 'hovered', 'warm'] as const) {
      line(`open a card ${kind}: description`, results[kind][0]);
      line(`open a card ${kind}: comments`, results[kind][1]);
      line(`open a card ${kind}: images`, results[kind][2]);
    }
    if (process.env.CARD_OPEN_PROFILE) await profileWarmOpen(browser, bench, storageState);
  } finally {
    await browser.close();
  }
}
