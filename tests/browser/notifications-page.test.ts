/**
 * The Notifications page (accounts spec §2 "Notifications page: header with … Show/Hide Unread, Mark All
 * Read; … infinite scroll list"): reached from the bell panel's "See all notifications", it lists every
 * notification; "Show Unread" keeps only unread ones and "Mark All Read" empties that view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, signedInUser, TEST_PASSWORD } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('notifications page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the bell, filters to unread, and marks all read', async () => {
    const owner = await signedInUser('npage-owner', { canCreateOrganization: true });
    const guest = await signedInUser('npage-guest');
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Page Org' } })
    ).body.data.id;
    for (const name of ['Page Workspace One', 'Page Workspace Two']) {
      const ws = (
        await api<{ id: string }>('POST', '/api/v1/workspaces', {
          token: owner.token,
          body: { name, organization_id: org },
        })
      ).body.data.id;
      await api('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
        token: owner.token,
        body: {
          invited_users: [
            { first_name: 'Guest', last_name: 'User', email: guest.email, workspace_role_id: 'contributor' },
          ],
        },
      });
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, guest.email, TEST_PASSWORD);
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByRole('region', { name: 'Notifications panel' });
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL('**/notifications');
    expect(await panel.count()).toBe(0);

    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const list = main.getByRole('list', { name: 'Notifications' });
    const rows = list.getByRole('listitem');
    const one = rows.filter({ hasText: 'invited you to join Page Workspace One' });
    const two = rows.filter({ hasText: 'invited you to join Page Workspace Two' });
    await one.waitFor();
    await two.waitFor();
    expect(await rows.count()).toBe(2);
    await main.getByText('2 unread', { exact: true }).waitFor();

    // A read notification drops out of the unread view.
    await one.getByRole('button', { name: /click to mark as read/ }).click();
    await main.getByText('1 unread', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Show Unread' }).click();
    await page.waitForURL('**/notifications?unread=true');
    await one.waitFor({ state: 'detached' });
    await two.waitFor();
    expect(await rows.count()).toBe(1);

    await main.getByRole('button', { name: 'Mark All Read' }).click();
    await main.getByText('No unread notifications.').waitFor();
    await main.getByText('All read', { exact: true }).waitFor();
    expect(await main.getByRole('button', { name: 'Mark All Read' }).isDisabled()).toBe(true);

    // Hide Unread lists every notification again, keyboard first.
    await main.getByRole('button', { name: 'Hide Unread' }).focus();
    await page.keyboard.press('Enter');
    await one.waitFor();
    await two.waitFor();
    expect(await main.getByRole('button', { name: 'Show Unread' }).count()).toBe(1);
    await page.close();
  });
});
