/**
 * The proofing viewer in Chromium, for `npm run bench` (issue 26 "Performance": "the first page of a
 * 20-page PDF visible within 1 s of opening the viewer"; "200 pins on one page pan and zoom at 60 fps
 * (frame p99 ≤ 20 ms)"). On one card: a 20-page PDF and an image with 200 pins (posted through the API).
 * Prints, each with the load average beside it:
 * - first PDF page visible: from the click on "Proofing view" in the preview to the first page's pixels
 *   drawn by pdfjs-dist (`data-drawn="true"`), after a fresh page load each run (cold viewer chunk,
 *   pdfjs and document);
 * - frames with 200 pins: the intervals between animation frames (requestAnimationFrame deltas) while
 *   the page is panned by mouse drags and zoomed by the wheel, p50/p99.
 * Skipped, saying why, when Chromium or the web build is missing.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../support/browser';
import { postToPresigned } from '../support/uploads';
import { percentile, type BenchSession } from './board-browser';
import { twentyPagePdf } from './content-renditions';
import type { PresignedPost } from '../../shared/schemas/uploads';

const OPEN_RUNS = 5;
const PINS = 200;
/** How long frames are sampled while panning and zooming, in ms. */
const SAMPLE_MS = 4000;

/** The signed-in session (./board-browser.ts) and the card the bench opens. */
export interface ProofingBenchOptions extends BenchSession {
  token: string;
  /** `/organizations/{o}/workspaces/{w}/content/{slug}`: the card's popup. */
  cardPath: string;
  workspaceId: string;
  cardId: string;
  webDist: string;
}

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

/** Opens the card, the preview of `filename` and the proofing viewer. */
async function openViewer(page: Page, url: string, filename: string, before?: () => Promise<void>): Promise<void> {
  await page.goto(url);
  await page.getByTestId('card-popup').waitFor();
  const contents = page.getByTestId('card-contents');
  await contents.getByRole('button', { name: `Show ${filename}` }).click();
  await contents.getByRole('button', { name: `Open preview of ${filename}` }).click();
  await before?.();
  await page.getByTestId('content-preview').getByRole('button', { name: 'Proofing view' }).click();
}

/** Uploads the files, pins the image, and measures. */
export async function benchProofingViewer(options: ProofingBenchOptions): Promise<void> {
  if (!existsSync(CHROMIUM)) return console.log(`Proofing measurements skipped: no Chromium at ${CHROMIUM}.`);
  if (!existsSync(options.webDist))
    return console.log('Proofing measurements skipped: no web build (npm run build:web).');
  const card = `${options.url}/api/v1/workspaces/${options.workspaceId}/content_groups/${options.cardId}`;
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${card}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const files = [
    { bytes: await twentyPagePdf(), type: 'application/pdf', filename: 'twenty-pages.pdf' },
    {
      bytes: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 220, g: 225, b: 230 } } })
        .png()
        .toBuffer(),
      type: 'image/png',
      filename: 'pins.png',
    },
  ];
  const keys: Array<{ key: string; filename: string }> = [];
  for (const file of files) {
    const presigned = await call<PresignedPost>('POST', '/contents/new', {
      content_type: file.type,
      size: file.bytes.length,
      filename: file.filename,
    });
    if ((await postToPresigned(presigned, file.bytes, file.type)) >= 300)
      throw new Error(`S3 refused ${file.filename}`);
    keys.push({ key: presigned.key, filename: file.filename });
  }
  const contents = await call<Array<{ id: string; version_id: string; filename: string }>>('POST', '/contents', {
    contents: keys,
  });
  const image = contents.find((c) => c.filename === 'pins.png')!;
  for (let i = 0; i < PINS; i += 4) {
    await Promise.all(
      Array.from({ length: 4 }, (_, j) => {
        const n = i + j;
        const anchor = {
          content_id: image.id,
          version_id: image.version_id,
          page: 1,
          shape: { type: 'point', x: 0.03 + (n % 20) * 0.048, y: 0.05 + Math.floor(n / 20) * 0.09 },
        };
        return call('POST', '/comments', {
          comment: { description: `<p>Pin ${n + 1}</p>`, internal: n % 2 === 0, anchor },
        });
      }),
    );
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${options.url}/login`);
    await page.getByLabel('Email').fill(options.email);
    await page.getByLabel('Password', { exact: true }).fill(options.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const cardUrl = `${options.url}${options.cardPath}`;

    // First page of the 20-page PDF: click → pixels drawn, timed inside the page.
    const opens: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      await openViewer(page, cardUrl, 'twenty-pages.pdf', () =>
        page.evaluate(() => {
          const w = window as unknown as { __proofStart?: number; __proofDrawn?: Promise<number> };
          w.__proofDrawn = new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.querySelector('[data-testid="pdf-page"][data-drawn="true"]')) {
                observer.disconnect();
                resolve(performance.now());
              }
            });
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ['data-drawn'],
            });
          });
          document.addEventListener('click', () => void (w.__proofStart = performance.now()), {
            capture: true,
            once: true,
          });
        }),
      );
      opens.push(
        await page.evaluate(async () => {
          const w = window as unknown as { __proofStart: number; __proofDrawn: Promise<number> };
          return (await w.__proofDrawn) - w.__proofStart;
        }),
      );
    }
    console.log(
      `${'proofing: first page of a 20-page PDF'.padEnd(44)} p50 ${percentile(opens, 50).toFixed(0)} ms   p99 ${percentile(opens, 99).toFixed(0)} ms   (${OPEN_RUNS} runs; ${load()})`,
    );

    // 200 pins: frames while panning and zooming.
    await openViewer(page, cardUrl, 'pins.png');
    const viewer = page.getByTestId('proofing-viewer');
    await viewer.locator('[data-testid="proof-image"][data-drawn="true"]').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="pin"]').length >= n, PINS);
    const box = (await viewer.getByTestId('proof-stage').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // A string, not a function: the bundler's name helpers (`__name`) do not exist in the page.
    await page.evaluate(`(() => {
      window.__frames = [];
      let last = performance.now();
      const end = last + ${SAMPLE_MS};
      requestAnimationFrame(function tick(now) {
        window.__frames.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(tick);
      });
    })()`);
    const started = Date.now();
    while (Date.now() - started < SAMPLE_MS - 200) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + 200, cy + 120, { steps: 12 });
      await page.mouse.move(cx - 150, cy - 80, { steps: 12 });
      await page.mouse.up();
      for (let i = 0; i < 6; i++) await page.mouse.wheel(0, i < 3 ? -120 : 120);
    }
    await page.waitForTimeout(300);
    const frames = (await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames)).slice(1);
    console.log(
      `${`proofing: frames, ${PINS} pins, pan and zoom`.padEnd(44)} p50 ${percentile(frames, 50).toFixed(1)} ms   p99 ${percentile(frames, 99).toFixed(1)} ms   (${frames.length} frames; ${load()})`,
    );
  } finally {
    await browser.close();
  }
}
