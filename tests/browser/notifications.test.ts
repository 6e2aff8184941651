/**
 * The sidebar's modes (accounts spec §2 Sidebar: "modes personal, shared, business, notification_list
 * (default notification_list). Holds Notifications, My Workspace, Shared, Business") and the notification
 * list in it (§4: invitation Accept then a disabled "Accepted"; click toggles read/unread; Mark All Read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, signedInUser, TEST_PASSWORD } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('sidebar notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens in Notifications mode, accepts an invitation there, and switches to the organization modes', async () => {
    const owner = await signedInUser('side-owner', { canCreateOrganization: true });
    const guest = await signedInUser('side-guest');
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Sidebar Org' } })
    ).body.data.id;
    const invite = async (name: string) => {
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
      return ws;
    };
    const first = await invite('Sidebar Workspace');
    await invite('Second Workspace');

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, guest.email, TEST_PASSWORD);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const tab = (name: string) => sidebar.getByRole('tab', { name, exact: true });
    // Its name gains ", N unread" once the count arrives.
    const notificationsTab = sidebar.getByRole('tab', { name: /^Notifications\b/ });
    expect(await notificationsTab.getAttribute('aria-selected')).toBe('true');

    const list = sidebar.getByRole('list', { name: 'Notifications' });
    const row = list.getByRole('listitem').filter({ hasText: 'invited you to join Sidebar Workspace' });
    await row.waitFor();
    await sidebar.getByRole('tabpanel').getByText('2 unread').waitFor();
    // The Notifications tab carries the same unread count.
    await sidebar.getByRole('tab', { name: /^Notifications\W*2 unread$/ }).waitFor();
    await row.getByRole('button', { name: 'Accept', exact: true }).click();
    await row.getByRole('button', { name: 'Accepted' }).waitFor();
    expect(await row.getByRole('button', { name: 'Accepted' }).isDisabled()).toBe(true);
    expect((await api('GET', `/api/v1/workspaces/${first}`, { token: guest.token })).status).toBe(200);
    await sidebar.getByRole('tabpanel').getByText('1 unread').waitFor();

    // Clicking a notification toggles it read, then unread again.
    const other = list.getByRole('listitem').filter({ hasText: 'invited you to join Second Workspace' });
    await other.getByRole('button', { name: /click to mark as read/ }).click();
    await sidebar.getByText('All read').waitFor();
    await other.getByRole('button', { name: /click to mark as unread/ }).click();
    await sidebar.getByRole('tabpanel').getByText('1 unread').waitFor();
    await sidebar.getByRole('button', { name: 'Mark All Read' }).click();
    await sidebar.getByText('All read').waitFor();

    await tab('My Workspace').click();
    await sidebar.getByRole('link', { name: 'My Workspace' }).waitFor();
    await tab('Shared').click();
    await sidebar.getByText('Nothing shared with you yet.').waitFor();
    await tab('Business').click();
    await sidebar.getByRole('link', { name: 'Sidebar Org' }).waitFor();

    // The chosen mode is remembered.
    await page.reload();
    await sidebar.getByRole('link', { name: 'Sidebar Org' }).waitFor();
    expect(await tab('Business').getAttribute('aria-selected')).toBe('true');
    await notificationsTab.click();
    await list.getByRole('listitem').first().waitFor();
    await page.close();
  });
});
