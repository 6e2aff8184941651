/**
 * Workspace logos in a real browser (accounts spec §2 "Workspaces: create with a name and an optional
 * logo", §3 Workspace logo, §5 workspace form): create a workspace with a logo (checked in the browser,
 * uploaded with progress, then confirmed) and see it on the organization home, in the top bar, and gone
 * after Settings removes it; a failed logo step leaves the workspace created and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { createUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

/** True once the image has loaded real pixels. */
const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

describe('workspace logo in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openCreateForm(): Promise<Locator> {
    await page
      .getByRole('button', { name: /create workspace/i })
      .first()
      .click();
    const form = page.getByRole('form', { name: 'Create Workspace' });
    await form.getByPlaceholder('Workspace Name').waitFor();
    return form;
  }

  it('creates a workspace with a logo, shows it on the home and top bar, and removes it in Settings', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const { email, password } = await createUser('logo-ui');
    await signInThroughUi(page, email, password);

    const form = await openCreateForm();
    await form.getByPlaceholder('Workspace Name').fill('Logo Studio');
    const input = form.locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await form.getByText('File selected is not an image').waitFor();
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d2691e' } })
      .png()
      .toBuffer();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
    await form.getByText('logo.png will be saved with the workspace.').waitFor();
    expect(await loaded(form.getByRole('img', { name: 'Preview of the workspace logo' }))).toBe(true);
    // Keyboard: the picker's buttons are reachable and "Remove logo" undoes the choice.
    await form.getByRole('button', { name: 'Remove logo' }).focus();
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Choose logo' }).waitFor();
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
    await form.getByRole('button', { name: 'Create' }).click();

    await page.getByTestId('toast').filter({ hasText: 'Workspace “Logo Studio” created.' }).waitFor();
    const card = page.getByRole('link', { name: 'Logo Studio' });
    const cardLogo = card.getByRole('img', { name: 'Logo Studio logo' });
    await cardLogo.waitFor();
    await expect.poll(() => loaded(cardLogo)).toBe(true);
    expect(await cardLogo.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(64);

    // The top bar (workspace switcher) shows it too; Settings removes it.
    await card.click();
    await page.waitForURL(/\/workspaces\/[^/]+/);
    const topLogo = page.locator('.gl-topbar__title').getByRole('img', { name: 'Logo Studio logo' });
    await expect.poll(() => topLogo.count().then((n) => (n ? loaded(topLogo.first()) : false))).toBe(true);
    await page.getByTestId('workspace-options').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByTestId('workspace-settings-dialog');
    await settings.getByRole('img', { name: 'Logo Studio logo' }).waitFor();
    await settings.getByRole('button', { name: 'Remove logo' }).click();
    await settings.getByText('The logo will be removed when you save.').waitFor();
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });
    await page.getByTestId('toast').filter({ hasText: 'Workspace settings saved.' }).waitFor();
    await expect.poll(() => page.locator('.gl-topbar__title img').count()).toBe(0);
    await page.close();
  });

  it('keeps the workspace and says so when the logo cannot be saved', async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const { email, password } = await createUser('logo-fail');
    await signInThroughUi(page, email, password);
    await page.route('**/api/v1/workspaces/*/logo', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'error', message: 'File selected is not an image' }),
          })
        : route.fallback(),
    );

    const form = await openCreateForm();
    await form.getByPlaceholder('Workspace Name').fill('No Logo After All');
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#446' } })
      .jpeg()
      .toBuffer();
    await form.locator('input[type=file]').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: picture });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Workspace “No Logo After All” was created, but its logo was not saved.').waitFor();
    await form.getByText(/File selected is not an image\. Retry with the same or another picture/).waitFor();
    // The workspace is on the home already, without a logo.
    await page.getByRole('link', { name: 'No Logo After All' }).waitFor();
    expect(await page.getByRole('link', { name: 'No Logo After All' }).locator('img').count()).toBe(0);

    await form.getByRole('button', { name: 'Continue without a logo' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Workspace “No Logo After All” created.' }).waitFor();
    await form.waitFor({ state: 'detached' });
    await page.close();
  });
});
