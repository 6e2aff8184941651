/**
 * Headless Debian Chromium driven by playwright-core (BRIEF §4: `npx playwright install` cannot
 * download here, so the system browser is used with the flags this machine needs).
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { baseUrl, TEST_PASSWORD } from './api';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system browser: CHROMIUM_PATH, else Debian's (tests/support/ensure-system-packages.sh installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Sign in through the /login page as a person would (on the stack's web app, or the one at `origin`). */
export async function signInThroughUi(page: Page, email: string, password: string, origin = baseUrl()): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A new page in a fresh context `width` × 900 px in UTC (dates in screenshots and assertions do not depend on
 * the machine's zone), signed in as `email` through the /login page.
 */
export async function signedInPage(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'UTC' });
  const page = await context.newPage();
  await signInThroughUi(page, email, TEST_PASSWORD);
  return page;
}

/** Drag `source` onto `target` with real pointer moves, in small steps so dnd-kit's sensors see a drag. */
export async function dragTo(
  page: Page,
  source: { x: number; y: number },
  target: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(source.x, source.y);
  await page.mouse.down();
  // Pauses let dnd-kit's sensor activate and its collision detection settle on a loaded 2-core machine.
  await page.mouse.move(source.x + 10, source.y + 10, { steps: 5 });
  await page.waitForTimeout(150);
  await page.mouse.move(target.x, target.y, { steps: 30 });
  await page.waitForTimeout(150);
  // A last small move at the target makes the sorting strategy recompute against the final position.
  await page.mouse.move(target.x, target.y + 1, { steps: 2 });
  await page.waitForTimeout(300);
  await page.mouse.up();
}

/**
 * The comment editor of `composer` (a card tab's `comment-composer-{tab}`), open. A card's tab draws its comment
 * box closed until pressed (decisions CB1), so this waits for the box or the editor, clicks the box if it is the
 * one shown, and returns the editor's textbox (focused when the click opened it). A box with a draft or a reply
 * is open already.
 */
export async function openCommentEditor(composer: Locator): Promise<Locator> {
  const editor = composer.getByRole('textbox');
  const box = composer.locator('[data-testid^="comment-box-"]');
  await box.or(editor).first().waitFor();
  if (await box.isVisible()) await box.click();
  await editor.waitFor();
  return editor;
}
