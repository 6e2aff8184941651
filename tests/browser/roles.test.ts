/**
 * Roles and invitations in Chromium (issue 5 "Tests: In Chromium"; accounts spec §2 …/collaborators and
 * the invitation links, §3 Invitation form and seats, §5 "Seats Available: X of Y." and "Remove user
 * from workspace?", §6 guest roles): an owner invites a guest Approver by e-mail through the Users page;
 * the guest registers from the e-mailed link and sees only the client-visible stages on the board; the
 * owner changes the guest to Contributor, then removes them, and the seat count goes back.
 * Then the Users admin (§2, §4 `_destroy`, §6 Owner row) and the admin-only guard and Board Stages.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { linkFromMail } from '../support/mail';
import { setAllowedUserCount } from '../../functions/src/data/organizations';

interface Collaborators {
  workspace_users: Array<{ id: string; email: string; role: string; role_name: string }>;
  seats: { remaining_users: number | null; allowed_user_count: number | null };
}

describe('roles and invitations in Chromium', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let guestContext: BrowserContext;
  let ownerPage: Page;
  let guestPage: Page;
  let owner: SignedInUser;
  let organizationId: string;
  let workspaceId: string;
  let clientStageId: string;
  let internalStageId: string;
  const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.com`;

  const collaborators = async () =>
    (await api<Collaborators>('GET', `/api/v1/workspaces/${workspaceId}/collaborators`, { token: owner.token })).body
      .data;
  const seatsText = () => ownerPage.getByTestId('seats-available').textContent();

  beforeAll(async () => {
    owner = await signedInUser('roles-owner', { canCreateOrganization: true });
    organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Roles Agency' } })
    ).body.data.id;
    await setAllowedUserCount(organizationId, 5);
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Client Work', organization_id: organizationId },
      })
    ).body.data.id;
    const stage = async (name: string, visible: boolean) => {
      const id = (
        await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
          token: owner.token,
          body: { name },
        })
      ).body.data.id;
      if (visible)
        await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${id}`, {
          token: owner.token,
          body: { visible_to_client: true },
        });
      await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: `${name} card`, stage_id: id },
      });
      return id;
    };
    internalStageId = await stage('Internal Drafts', false);
    clientStageId = await stage('Client Review', true);

    browser = await launchBrowser();
    ownerContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    guestContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    ownerPage = await ownerContext.newPage();
    guestPage = await guestContext.newPage();
    await signInThroughUi(ownerPage, owner.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites a guest Approver, who registers from the e-mail and sees only client-visible stages; re-role and removal free the seat', async () => {
    // The owner opens the workspace's Users page from the top bar.
    await ownerPage.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/board`);
    await ownerPage.getByTestId('workspace-users-link').click();
    await ownerPage.getByTestId('members-table').waitFor();
    const seatsBefore = (await collaborators()).seats.remaining_users!;
    expect(await seatsText()).toBe(`Seats Available: ${seatsBefore} of 5.`);

    // Invite by e-mail with the grouped role picker.
    const row = ownerPage.getByTestId('invite-row-0');
    await row.getByLabel('First name').fill('Gina');
    await row.getByLabel('Last name').fill('Guest');
    await row.getByLabel('Email').fill(guestEmail);
    await ownerPage.getByRole('button', { name: /Role of person 1/ }).click();
    // The picker groups Team Roles and Guest Roles (accounts spec §6).
    await ownerPage.getByText('Team Roles', { exact: true }).waitFor();
    await ownerPage.getByText('Guest Roles', { exact: true }).waitFor();
    await ownerPage.getByRole('menuitem', { name: /^Approver/ }).click();
    await ownerPage.getByRole('button', { name: 'Send invitations' }).click();
    const invitedRow = ownerPage.getByTestId(`invited-${guestEmail}`);
    await invitedRow.waitFor();
    expect(await invitedRow.textContent()).toContain('Invited');
    await expect.poll(seatsText).toBe(`Seats Available: ${seatsBefore - 1} of 5.`);
    // The dashboard names both numbers so they agree: members, and seats in use (issue 30 item 8).
    const workspacePage = ownerPage.url();
    await ownerPage.goto(`${baseUrl()}/dashboard?organization_id=${organizationId}`);
    const users = ownerPage.getByTestId('stat-total-users');
    await users.waitFor();
    expect(await users.locator('.gl-stat__value').innerText()).toBe('1');
    expect(await users.locator('.gl-stat__note').innerText()).toBe(
      `${5 - seatsBefore + 1} of 5 seats in use: the owner needs none; other members and pending invitations use one each.`,
    );
    await ownerPage.goto(workspacePage);

    // The guest follows the e-mailed link and creates an account from it.
    const link = await linkFromMail(guestEmail, /invited you/);
    expect(link.pathname).toMatch(/^\/accept_invitation\//);
    const token = link.pathname.split('/').pop()!;
    await guestPage.goto(`${baseUrl()}${link.pathname}`);
    await guestPage.getByRole('link', { name: 'Create an account' }).click();
    await guestPage.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('invite_id') === token);
    // The invitation pre-fills the names; the e-mail field is hidden (accounts spec §2 Register).
    await expect.poll(() => guestPage.getByLabel('First name').inputValue()).toBe('Gina');
    expect(await guestPage.getByLabel('Email').count()).toBe(0);
    await guestPage.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await guestPage.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await guestPage.getByRole('button', { name: 'Create Account' }).click();
    await guestPage.getByText('You may now log in.').waitFor();

    // Signed in, the guest sees the client-visible stage and not the internal one.
    await signInThroughUi(guestPage, guestEmail, TEST_PASSWORD);
    await guestPage.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/board`);
    await guestPage.getByTestId(`stage-${clientStageId}`).waitFor();
    expect(await guestPage.getByTestId(`stage-${internalStageId}`).count()).toBe(0);
    expect(await guestPage.getByText('Internal Drafts').count()).toBe(0);
    expect(await guestPage.getByText('Client Review card').count()).toBe(1);
    // A guest has no team controls: no stage settings, no new cards, no invitations.
    expect(await guestPage.getByRole('link', { name: 'New card' }).count()).toBe(0);
    await guestPage.getByTestId('workspace-users-link').click();
    await guestPage.getByTestId('members-table').waitFor();
    expect(await guestPage.getByTestId('invite-form').count()).toBe(0);
    expect(await guestPage.getByRole('button', { name: /^Remove / }).count()).toBe(0);

    // The owner sees the guest as an Approver and makes them a Contributor.
    await ownerPage.reload();
    const guestRow = ownerPage.getByTestId(`member-${guestEmail}`);
    await guestRow.waitFor();
    expect(await ownerPage.getByTestId(`invited-${guestEmail}`).count()).toBe(0);
    const picker = ownerPage.getByRole('button', { name: 'Role of Gina Guest: Approver' });
    await picker.click();
    const roleSaved = ownerPage.waitForResponse(
      (r) => r.url().includes('/update_workspace_user_role') && r.request().method() === 'POST',
    );
    await ownerPage.getByRole('menuitem', { name: /^Contributor/ }).click();
    expect((await roleSaved).status()).toBe(200);
    await ownerPage.getByRole('button', { name: 'Role of Gina Guest: Contributor' }).waitFor();
    expect((await collaborators()).workspace_users.find((u) => u.email === guestEmail)?.role_name).toBe('Contributor');

    // Then removes them, confirming "Remove user from workspace?"; the seat comes back.
    await ownerPage.getByRole('button', { name: 'Remove Gina Guest' }).click();
    const dialog = ownerPage.getByTestId('remove-user-dialog');
    await dialog.getByText('Remove user from workspace?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => guestRow.count()).toBe(0);
    await expect.poll(seatsText).toBe(`Seats Available: ${seatsBefore} of 5.`);
    expect((await collaborators()).seats.remaining_users).toBe(seatsBefore);

    // The guest has lost the workspace.
    await guestPage.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/board`);
    await guestPage.getByText('This workspace is not available.').waitFor();
  });

  it('administers users: the Owner row is fixed, removing an assignment sends _destroy, members are sent to /', async () => {
    const secondId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Second Work', organization_id: organizationId },
      })
    ).body.data.id;
    const member = await signedInUser('roles-member');
    await api('POST', `/api/v1/workspaces/${workspaceId}/workspace_users`, {
      token: owner.token,
      body: {
        invited_users: [
          { first_name: 'Mo', last_name: 'Member', email: member.email, workspace_role_id: 'production' },
        ],
      },
    });
    const token = (await linkFromMail(member.email, /invited you/)).pathname.split('/').pop()!;
    expect((await api('PUT', `/api/v1/accept_invitation/${token}`, { token: member.token })).status).toBe(200);

    // The header's admin link opens the users table.
    await ownerPage.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/list`);
    await ownerPage.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
    const table = ownerPage.getByTestId('admin-users-table');
    await table.waitFor();
    const ownerRow = ownerPage.getByTestId(`admin-user-${owner.email}`);
    expect(await ownerRow.textContent()).toContain('Owner');
    expect(await ownerRow.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const memberRow = ownerPage.getByTestId(`admin-user-${member.email}`);
    expect(await memberRow.textContent()).toContain('Client Work: Production');

    // Editing the Owner hides the organization-wide and workspace sections.
    await ownerRow.getByRole('link', { name: /^Edit/ }).click();
    await ownerPage.getByTestId('edit-owner').waitFor();
    expect(await ownerPage.getByText('Organization-wide access').count()).toBe(0);
    await ownerPage.getByRole('button', { name: 'Back to users' }).click();

    // Editing the member: move them from Client Work to Second Work as a Spectator.
    await memberRow.getByRole('link', { name: /^Edit/ }).click();
    await ownerPage.getByTestId('edit-user-form').waitFor();
    await ownerPage.getByRole('button', { name: /^Remove Client Work/ }).click();
    await ownerPage.getByText('Client Work — removed when you save').waitFor();
    await ownerPage.getByRole('button', { name: 'Add to a workspace' }).click();
    await ownerPage.getByTestId('assignment-new').getByRole('combobox').selectOption({ label: 'Second Work' });
    await ownerPage.getByRole('button', { name: /^Role of Test roles-member in Second Work/ }).click();
    await ownerPage.getByRole('menuitem', { name: /^Spectator/ }).click();
    const saved = ownerPage.waitForRequest((r) => r.url().includes('/api/v1/multi_users/') && r.method() === 'PUT');
    await ownerPage.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toEqual({
      organization_role: 'member',
      invited_workspace_users: [
        { workspace_id: workspaceId, workspace_role_id: 'production', _destroy: true },
        { workspace_id: secondId, workspace_role_id: 'spectator' },
      ],
    });
    await table.waitFor();
    await expect.poll(() => memberRow.textContent()).toContain('Second Work: Spectator');
    expect(await memberRow.textContent()).not.toContain('Client Work');

    // Board Stages: the empty state, then a new stage.
    await ownerPage
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Board Stages' })
      .click();
    await ownerPage.getByText('There are no board stages yet.').waitFor();
    await ownerPage.getByRole('button', { name: 'Add Board Stage' }).click();
    const stageDialog = ownerPage.getByTestId('create-board-stage-dialog');
    await expect.poll(() => stageDialog.getByLabel('Stage name').inputValue()).toBe('Untitled');
    await stageDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await ownerPage.getByTestId('board-stage-Untitled').waitFor();

    // A member who opens the admin page is sent to / with an error; / then opens the organization they
    // were last in, this one (decisions K11).
    const memberContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const memberPage = await memberContext.newPage();
    await signInThroughUi(memberPage, member.email, TEST_PASSWORD);
    await memberPage.goto(`${baseUrl()}/organizations/${organizationId}/admin/users`);
    await memberPage.waitForURL((url) => url.pathname === `/organizations/${organizationId}`);
    await memberPage.getByText('You are not authorized to access this page').waitFor();
    await memberContext.close();
  });
});
