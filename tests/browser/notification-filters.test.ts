/**
 * Notifications page filters (accounts spec §2 filter chips and workspace selector; §7; decisions
 * N11–N15): the chips change the list, the choice is saved and comes back after a reload, "Last 7 days"
 * drops older ones, the workspace selector leaves a workspace out and "Clear" brings it back, and a
 * reminder's "Open card" opens its card popup. Screenshots at 1280 px and 390 px go to test-results/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { NotificationFilterSettings } from '../../shared/schemas/notification';
import { createNotifications, type NewNotification } from '../../functions/src/data/notifications';
import { api, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { testNotification } from '../support/notifications';

const DAY = 24 * 60 * 60 * 1000;

describe('notification filters in the browser', () => {
  let browser: Browser;
  let user: SignedInUser;
  let board: Awaited<ReturnType<typeof boardFixture>>;
  let workspaceTwo: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('nfilter');
    board = await boardFixture(user, ['Drafts'], 1);
    workspaceTwo = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: user.token,
        body: { name: 'Second Space', organization_id: user.personalOrganizationId },
      })
    ).body.data.id;
    const make = (
      summary: string,
      category: NewNotification['category'],
      workspaceId: string,
      extra: Partial<NewNotification> = {},
      ms = Date.now() - 60_000,
    ) =>
      testNotification(
        { userId: user.userId, summary, category, workspaceId, organizationId: user.personalOrganizationId },
        ms,
        extra,
      );
    await createNotifications([
      make('Ann commented on Launch', 'comments', board.workspaceId),
      make('Bob mentioned you', 'mentions', board.workspaceId),
      make('Card approved', 'status', workspaceTwo),
      make('Drafts card 1 is due soon', 'reminders', board.workspaceId, {
        type: 'due_reminder',
        resourceId: board.stages[0].cardIds[0],
        dueDate: new Date(Date.now() + DAY).toISOString(),
      }),
      make('An old comment', 'comments', board.workspaceId, {}, Date.now() - 9 * DAY),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const rowsOf = (page: Page) =>
    page.getByRole('main').getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  const summaries = async (page: Page) =>
    (await rowsOf(page).locator('.gl-notification__summary').allTextContents()).sort();

  it('chips, a week and the workspace selector change the list; settings persist; a reminder opens its card', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(new URL('/notifications', page.url()).toString());
    const main = page.getByRole('main');
    const chips = main.getByRole('group', { name: 'Filter notifications' });
    await rowsOf(page).filter({ hasText: 'An old comment' }).waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(5);
    expect(await chips.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/notification-filters-1280.png', fullPage: true });
    // A notice no person sent shows what it is: a clock for a reminder, a bell otherwise.
    const icon = (text: string) => rowsOf(page).filter({ hasText: text }).getByTestId('notification-system-icon');
    expect(await icon('Drafts card 1 is due soon').locator('circle').count()).toBe(1);
    expect(await icon('Card approved').locator('path').count()).toBe(1);
    expect(await icon('Card approved').locator('circle').count()).toBe(0);

    await chips.getByRole('button', { name: 'Comments' }).click();
    await expect.poll(() => summaries(page)).toEqual(['An old comment', 'Ann commented on Launch']);
    await chips.getByRole('button', { name: 'Reminders' }).click();
    await expect
      .poll(() => summaries(page))
      .toEqual(['An old comment', 'Ann commented on Launch', 'Drafts card 1 is due soon']);

    // Saved after the debounce: the server has it, and a reload shows the same chips.
    await expect
      .poll(
        async () =>
          (
            await api<NotificationFilterSettings>('GET', `/api/v1/notification_filter_settings/${user.userId}`, {
              token: user.token,
            })
          ).body.data,
      )
      .toMatchObject({ view_comments: true, view_mentions: false, view_status: false, view_reminders: true });
    await page.reload();
    await expect
      .poll(() => summaries(page))
      .toEqual(['An old comment', 'Ann commented on Launch', 'Drafts card 1 is due soon']);
    expect(await chips.getByRole('button', { name: 'Comments' }).getAttribute('aria-pressed')).toBe('true');

    // Last 7 days.
    await chips.getByText('Add Filter').click();
    await chips.getByLabel('Last 7 days').click();
    await page.waitForURL('**/notifications?filter_type=a_week');
    await expect.poll(() => summaries(page)).toEqual(['Ann commented on Launch', 'Drafts card 1 is due soon']);
    await chips.getByLabel('Last 7 days').click();
    await page.waitForURL((url) => !url.search.includes('a_week'));
    await chips.getByText('Add Filter').click();

    // Back to All, then leave the board's workspace out.
    await chips.getByRole('button', { name: 'All' }).click();
    await expect.poll(async () => (await summaries(page)).length).toBe(5);
    await main.getByText('Select Workspace').click();
    const workspaces = main.getByRole('group', { name: 'Workspaces' });
    await workspaces.getByLabel(/Board /).uncheck();
    await expect.poll(() => summaries(page)).toEqual(['Card approved']);
    await main.getByText('Selected Workspaces (1)').waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: 'test-results/notification-filters-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await main.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(async () => (await summaries(page)).length).toBe(5);
    await main.getByText('Select Workspace').waitFor();

    // A reminder opens its card popup.
    await rowsOf(page)
      .filter({ hasText: 'Drafts card 1 is due soon' })
      .getByRole('link', { name: 'Open card' })
      .click();
    await page.getByRole('dialog').getByText('Drafts card 1').first().waitFor();
    await page.close();
  });
});
