/**
 * Recurring cards and the iCal feed in Chromium (issue 28; decisions G13–G22): set a weekly repeat from the
 * card's settings menu (the time zone searched, the user's first) and see "Repeats weekly on Mon" with the next
 * date on the card; a Spectator gets no Repeat item; a copy shows its date and a repeat link to its template
 * (issue 35); on the profile, the webcal:// link, make the feed, Copy its URL (the clipboard holds it and it answers
 * text/calendar), Regenerate it (the old URL answers 404) and Revoke it. Screenshots at 1440 and 390 px
 * go to `.shots/` (the helper looks at them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A loaded 2-core machine answers slowly: polls wait up to 15 s. */
const POLL = { timeout: 15_000 };

describe('recurring cards and the iCal feed in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let spectator: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const boardUrl = () => `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`;
  const signedInPage = async (
    user: SignedInUser,
    viewport: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return { context, page };
  };
  /** Open the card's popup; at phone width its details (and settings menu) are in the Info tab. */
  const openCard = async (page: Page) => {
    await page.goto(boardUrl());
    await page.getByTestId(`card-${cardId}`).click();
    const popup = page.getByTestId('card-popup');
    await popup.waitFor();
    // Below the large breakpoint (992 px) the popup shows tabs; the Info tab holds the details.
    if ((page.viewportSize()?.width ?? DESKTOP.width) < 992) await popup.getByRole('tab', { name: 'Info' }).click();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('repeat-ui-owner');
    spectator = await signedInUser('repeat-ui-spec');
    const fixture = await boardFixture(owner, ['Plans'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    // A due date puts the card in the feed.
    await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, {
      token: owner.token,
      body: { due_date: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sets a weekly repeat from the settings menu and shows "Repeats weekly on Mon" with the next date', async () => {
    const { context, page } = await signedInPage(owner, DESKTOP);
    await openCard(page);
    const popup = page.getByTestId('card-popup');
    await popup.getByRole('button', { name: 'Card settings' }).click();
    await page.getByRole('menuitem', { name: 'Repeat' }).click();
    const dialog = page.getByTestId('repeat-dialog');
    await dialog.getByLabel('Repeat', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Repeat', { exact: true }).inputValue()).toBe('weekly');
    // Amplify's inputs are visually hidden: a person clicks the day's label.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
      const box = dialog.getByRole('checkbox', { name: day, exact: true });
      if ((await box.isChecked()) !== (day === 'Mon')) await dialog.getByText(day, { exact: true }).click();
      await expect.poll(() => box.isChecked(), POLL).toBe(day === 'Mon');
    }
    await dialog.getByLabel('At', { exact: true }).fill('09:30');
    // The time zone is searched (issue 35): the user's zone first, then what matches the words typed.
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('');
    const zones = dialog.getByRole('listbox').getByRole('option');
    await expect.poll(() => zones.first().textContent(), POLL).toMatch(/\(your time zone\)$/);
    await zone.fill('europe berl');
    await expect.poll(() => zones.count(), POLL).toBe(1);
    await zones.filter({ hasText: /^Europe\/Berlin/ }).click();
    await expect.poll(() => zone.inputValue(), POLL).toBe('Europe/Berlin');
    await expect
      .poll(() => dialog.locator('#gl-repeat-preview').textContent(), POLL)
      .toBe('Repeats weekly on Mon at 09:30');
    await page.screenshot({ path: '.shots/repeat-dialog-1440.png' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/recurrence') && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });

    const line = popup.getByTestId('card-repeat');
    await expect.poll(() => line.textContent(), POLL).toContain('Repeats weekly on Mon at 09:30');
    expect(await line.textContent()).toMatch(/Next: Mon/);
    await page.screenshot({ path: '.shots/repeat-card-1440.png' });
    await context.close();
  });

  it('shows the repeat line at phone width, and no Repeat item to a Spectator', async () => {
    const { context, page } = await signedInPage(spectator, PHONE);
    await openCard(page);
    const popup = page.getByTestId('card-popup');
    const line = popup.getByTestId('card-repeat');
    await line.scrollIntoViewIfNeeded();
    await expect.poll(() => line.textContent(), POLL).toContain('Repeats weekly on Mon');
    await page.screenshot({ path: '.shots/repeat-card-390.png' });
    // A Spectator may not copy cards: the settings menu has no Repeat (or no menu at all).
    const settings = popup.getByRole('button', { name: 'Card settings' });
    if ((await settings.count()) > 0) {
      await settings.click();
      expect(await page.getByRole('menuitem', { name: 'Repeat' }).count()).toBe(0);
    }
    await context.close();

    const phone = await signedInPage(owner, PHONE);
    await openCard(phone.page);
    await phone.page.getByTestId('card-popup').getByRole('button', { name: 'Card settings' }).click();
    await phone.page.getByRole('menuitem', { name: 'Repeat' }).click();
    const dialog = phone.page.getByTestId('repeat-dialog');
    await dialog.getByLabel('Repeat', { exact: true }).waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Mon', exact: true }).isChecked()).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await phone.page.screenshot({ path: '.shots/repeat-dialog-390.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await phone.context.close();
  });

  it("shows a recurring card's copy with its date in its name and a repeat icon that opens its template (issue 35)", async () => {
    const stageId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
        token: owner.token,
        body: { name: 'Social' },
      })
    ).body.data.id;
    const templateId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: 'Social calendar', stage_id: stageId },
      })
    ).body.data.id;
    const rule = { frequency: 'weekly', weekdays: ['MO'], time: '10:00', time_zone: 'Europe/Berlin' };
    const set = await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${templateId}/recurrence`, {
      token: owner.token,
      headers: { 'x-greenlight-clock': '2026-12-06T11:00:00.000Z' },
      body: { rule },
    });
    expect(set.status).toBe(200);
    const ran = await fetch(
      `${baseUrl()}/_local/schedules/recurring-cards?time=${encodeURIComponent('2026-12-08T11:00:00.000Z')}`,
      { method: 'POST' },
    );
    expect(ran.status).toBe(200);

    const { context, page } = await signedInPage(owner, DESKTOP);
    await page.goto(boardUrl());
    const copy = page.locator('.gl-card-item').filter({ hasText: 'Social calendar · Mon 7 Dec' });
    await copy.waitFor();
    const link = copy.getByRole('link', { name: 'Repeating card: open the template of Social calendar · Mon 7 Dec' });
    expect(await link.getAttribute('href')).toContain(`/content/${templateId.replace(/-/g, '')}`);
    // The template itself has no repeat link.
    expect(await page.getByTestId(`card-${templateId}`).locator('..').getByTestId('card-repeat-link').count()).toBe(0);
    await copy.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.shots/recurring-copy-1440.png' });
    await link.click();
    const popup = page.getByTestId('card-popup');
    await popup.waitFor();
    await expect.poll(() => page.url(), POLL).toContain(`/content/${templateId.replace(/-/g, '')}`);
    await expect
      .poll(() => popup.getByRole('button', { name: 'Edit title: Social calendar', exact: true }).count(), POLL)
      .toBe(1);
    await context.close();
  });

  it('makes, copies, regenerates and revokes the feed URL on the profile', async () => {
    const { context, page } = await signedInPage(owner, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/account/edit`);
    const feed = page.getByTestId('calendar-feed');
    await feed.getByRole('button', { name: 'Create feed URL' }).click();
    const urlField = feed.getByLabel('Your feed URL');
    await urlField.waitFor();
    const first = await urlField.inputValue();
    expect(first).toMatch(/\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    // A webcal:// link subscribes in the calendar app (issue 35).
    expect(await feed.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')).toBe(
      first.replace(/^https?:\/\//, 'webcal://'),
    );

    await feed.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => feed.getByRole('status').textContent(), POLL).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    const answer = await fetch(first);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    await feed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.shots/calendar-feed-1440.png' });

    await feed.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => urlField.inputValue(), POLL).not.toBe(first);
    const second = await urlField.inputValue();
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    await feed.getByText('Every card I can see').click();
    await expect.poll(() => feed.getByLabel('Every card I can see').isChecked(), POLL).toBe(true);
    await expect
      .poll(async () => (await (await fetch(second)).text()).includes(`card-${cardId}@greenlight`), POLL)
      .toBe(true);
    await context.close();

    // At phone width a later visit shows the feed as active (the URL is shown once), with its actions.
    const phone = await signedInPage(owner, PHONE);
    await phone.page.goto(`${baseUrl()}/account/edit`);
    const phoneFeed = phone.page.getByTestId('calendar-feed');
    await phoneFeed.getByText(/Your feed is active/).waitFor();
    await phoneFeed.scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: '.shots/calendar-feed-390.png' });
    await phoneFeed.getByRole('button', { name: 'Revoke' }).click();
    await phoneFeed.getByRole('button', { name: 'Create feed URL' }).waitFor();
    expect((await fetch(second)).status).toBe(404);
    await phone.context.close();
  });
});
