/**
 * The invitation notification behind the header bell (accounts spec §2 Header "notification bell with
 * unread badge"; §4 "Workspace invitation notification: pending shows Accept and Decline; then a disabled
 * Accepted or Declined"): the badge counts it, Accept joins the workspace, and the badge clears.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

/** A new organization of `owner` named `name` with one workspace per name in `workspaces`; their ids in order. */
async function workspacesOfNewOrganization(owner: SignedInUser, name: string, workspaces: string[]): Promise<string[]> {
  const org = (await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name } })).body
    .data.id;
  const ids: string[] = [];
  for (const workspace of workspaces) {
    const created = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: workspace, organization_id: org },
    });
    ids.push(created.body.data.id);
  }
  return ids;
}

/** `owner` invites `guest` (named `first_name last_name`) to workspace `ws` as a Contributor. */
async function inviteContributor(
  owner: SignedInUser,
  ws: string,
  guest: SignedInUser,
  [first_name, last_name]: [string, string],
) {
  const res = await api('POST', `/api/v1/workspaces/${ws}/workspace_users`, {
    token: owner.token,
    body: { invited_users: [{ first_name, last_name, email: guest.email, workspace_role_id: 'contributor' }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

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
    const [ws] = await workspacesOfNewOrganization(owner, 'Bell Org', ['Bell Workspace']);
    await inviteContributor(owner, ws, guest, ['Guest', 'User']);

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
    const [older, newer] = await workspacesOfNewOrganization(owner, 'Top Org', ['Older Invite', 'Newer Invite']);
    await inviteContributor(owner, older, guest, ['Guest', 'User']);
    await inviteContributor(owner, newer, guest, ['Guest', 'User']);
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
    const [ws] = await workspacesOfNewOrganization(owner, 'Sidebar Org', ['Sidebar Workspace']);
    await inviteContributor(owner, ws, guest, ['Gast', 'Nutzer']);
    for (const width of [1280, 1366, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      // Signing in switches to the profile's German with no reload (decisions SL1).
      await signInThroughUi(page, guest.email, TEST_PASSWORD);
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
