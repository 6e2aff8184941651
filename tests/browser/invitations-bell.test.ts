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
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Bell Org' } })
    ).body.data.id;
    const ws = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Bell Workspace', organization_id: org },
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

  it('keeps a pending invitation on top of newer notifications, and Accept puts it back in its place at once (issue 30 item 3)', async () => {
    const owner = await signedInUser('bell-top-owner', { canCreateOrganization: true });
    const guest = await signedInUser('bell-top-guest');
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Top Org' } })
    ).body.data.id;
    const workspace = async (name: string) =>
      (
        await api<{ id: string }>('POST', '/api/v1/workspaces', {
          token: owner.token,
          body: { name, organization_id: org },
        })
      ).body.data.id;
    const [older, newer] = [await workspace('Older Invite'), await workspace('Newer Invite')];
    const invite = (ws: string) =>
      api('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
        token: owner.token,
        body: {
          invited_users: [
            { first_name: 'Guest', last_name: 'User', email: guest.email, workspace_role_id: 'contributor' },
          ],
        },
      });
    await invite(older);
    await invite(newer);
    // The newer one is answered: it is the newest notification but no longer waiting.
    const list = await api<{ notifications: Array<{ id: string; workspace_id: string }> }>(
      'GET',
      '/api/v1/notifications',
      { token: guest.token },
    );
    const newerNotice = list.body.data.notifications.find((n) => n.workspace_id === newer)!;
    expect(
      (
        await api('DELETE', `/api/v1/workspaces/${newer}/decline_invitation?notification_id=${newerNotice.id}`, {
          token: guest.token,
        })
      ).status,
    ).toBe(200);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, guest.email, TEST_PASSWORD);
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByRole('region', { name: 'Notifications panel' });
    const rows = panel.locator('li.gl-notification');
    await panel.getByText('invited you to join Older Invite').waitFor();
    expect(await rows.first().innerText()).toContain('Older Invite');
    await rows.first().getByRole('button', { name: 'Accept', exact: true }).click();
    await panel.getByRole('button', { name: 'Accepted' }).waitFor();
    // Answered, it takes its place in time again: the newer (declined) notice leads.
    await expect.poll(() => rows.first().innerText()).toContain('Newer Invite');
    expect((await api<unknown[]>('GET', '/api/v1/pending_invitation', { token: guest.token })).body.data).toEqual([]);
    await page.close();
  });

  it('keeps both answers of an invitation inside the sidebar in German at laptop widths (issue 35; issue 41)', async () => {
    const owner = await signedInUser('bell-de-owner', { canCreateOrganization: true });
    const guest = await signedInUser('bell-de-guest');
    const named = await api('PUT', '/api/v1/users/update_detail', {
      token: guest.token,
      body: { first_name: 'Gast', last_name: 'Nutzer', language: 'de' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Sidebar Org' } })
    ).body.data.id;
    const ws = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Sidebar Workspace', organization_id: org },
      })
    ).body.data.id;
    await api('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
      token: owner.token,
      body: {
        invited_users: [
          { first_name: 'Gast', last_name: 'Nutzer', email: guest.email, workspace_role_id: 'contributor' },
        ],
      },
    });
    for (const width of [1280, 1366, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await signInThroughUi(page, guest.email, TEST_PASSWORD);
      // A page load takes the profile's language (as topbar-fit.test.ts's board does).
      await page.reload();
      const sidebar = page.locator('.gl-sidebar');
      const decline = sidebar.getByRole('button', { name: 'Ablehnen', exact: true });
      await decline.waitFor();
      const item = await sidebar
        .locator('.gl-notification')
        .filter({ has: page.getByRole('button', { name: 'Ablehnen', exact: true }) })
        .boundingBox();
      for (const name of ['Annehmen', 'Ablehnen']) {
        const button = await sidebar.getByRole('button', { name, exact: true }).boundingBox();
        expect(button!.x + button!.width, `${name} at ${width} px`).toBeLessThanOrEqual(item!.x + item!.width);
      }
      await page.close();
    }
  });
});
