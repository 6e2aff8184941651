/**
 * The invitation notification behind the header bell (accounts spec §2 Header "notification bell with
 * unread badge"; §4 "Workspace invitation notification: pending shows Accept and Decline; then a disabled
 * Accepted or Declined"): the badge counts it, Accept joins the workspace, and the badge clears.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, signedInUser, TEST_PASSWORD } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('invitations in the header bell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('accepts one invitation from the bell panel', async () => {
    const owner = await signedInUser('bell-owner', { canCreateOrganization: true });
    const guest = await signedInUser('bell-guest');
    const org = (await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Bell Org' } })).body.data.id;
    const ws = (await api<{ id: string }>('POST', '/api/v1/workspaces', { token: owner.token, body: { name: 'Bell Workspace', organization_id: org } })).body.data.id;
    await api('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
      token: owner.token,
      body: { invited_users: [{ first_name: 'Guest', last_name: 'User', email: guest.email, workspace_role_id: 'contributor' }] },
    });

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, guest.email, TEST_PASSWORD);
    await page.getByTestId('notifications-badge').filter({ hasText: '1' }).waitFor();
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByRole('region', { name: 'Notifications panel' });
    await panel.getByText('invited you to join Bell Workspace').waitFor();
    await panel.getByRole('button', { name: 'Accept', exact: true }).click();
    await panel.getByRole('button', { name: 'Accepted' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Accepted' }).isDisabled()).toBe(true);
    // Answering reads the notification: the badge goes.
    await page.getByTestId('notifications-badge').waitFor({ state: 'detached' });
    expect((await api('GET', `/api/v1/workspaces/${ws}`, { token: guest.token })).status).toBe(200);
    await page.close();
  });
});
