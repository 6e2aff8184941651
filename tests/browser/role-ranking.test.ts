/**
 * The role ranking in Chromium (issue 10 "roles cannot be raised from below"; shared/permissions/ranks.ts):
 * a Coordinator's Users page offers only Coordinator and below in the invite form and on the rows they may
 * change, and no controls on their own row, a Team Lead's or the workspace owner's; a guest sees names and
 * roles without an Email column; an Admin's users table has no Edit or Delete on their own row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { putItem } from '../../functions/src/data/access';
import { OrganizationMember } from '../../functions/src/data/entities/organization';
import type { WorkspaceRole } from '../../shared/permissions/roles';

describe('role ranking in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let organizationId: string;
  let workspaceId: string;
  const people = {} as Record<'coordinator' | 'team_lead' | 'production' | 'approver' | 'admin', SignedInUser>;

  async function pageAs(user: SignedInUser): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  }
  const usersPage = (page: Page) =>
    page.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/collaborators`);

  beforeAll(async () => {
    owner = await signedInUser('rank-ui-owner', { canCreateOrganization: true });
    organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Rank UI' } })
    ).body.data.id;
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Ranked Work', organization_id: organizationId },
      })
    ).body.data.id;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    for (const role of [
      'coordinator',
      'team_lead',
      'production',
      'approver',
    ] as const satisfies readonly WorkspaceRole[]) {
      people[role] = await signedInUser(`rank-ui-${role}`);
      await addWorkspaceMember(workspace!, people[role].userId, role);
    }
    people.admin = await signedInUser('rank-ui-admin');
    await putItem(OrganizationMember, { organization_id: organizationId, user_id: people.admin.userId, role: 'admin' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("offers a Coordinator only Coordinator and below, and no controls on their own, a Team Lead's or the owner's row", async () => {
    const page = await pageAs(people.coordinator);
    await usersPage(page);
    await page.getByTestId('members-table').waitFor();

    // The invite form's picker: Coordinator and below, both groups, no Team Lead.
    await page.getByRole('button', { name: /Role of person 1/ }).click();
    await page.getByRole('menuitem', { name: /^Coordinator/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: /^Team Lead/ }).count()).toBe(0);
    expect(await page.getByRole('menuitem').count()).toBe(5);
    await page.keyboard.press('Escape');

    // Rows: Production is changeable (without Team Lead on offer); the others are not.
    const name = (user: SignedInUser) => `Test ${user.email.split('-').slice(0, -1).join('-')}`;
    await page.getByRole('button', { name: `Role of ${name(people.production)}: Production` }).click();
    await page.getByRole('menuitem', { name: /^Spectator/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: /^Team Lead/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: `Remove ${name(people.production)}` }).count()).toBe(1);
    for (const fixed of [people.team_lead, people.coordinator, owner]) {
      expect(await page.getByRole('button', { name: new RegExp(`^Role of ${name(fixed)}`) }).count(), name(fixed)).toBe(
        0,
      );
      expect(await page.getByRole('button', { name: `Remove ${name(fixed)}` }).count(), name(fixed)).toBe(0);
    }
    await page.context().close();
  });

  it('shows a guest names and roles without an Email column', async () => {
    const page = await pageAs(people.approver);
    await usersPage(page);
    const table = page.getByTestId('members-table');
    await table.waitFor();
    expect(await table.getByRole('columnheader', { name: 'Email' }).count()).toBe(0);
    expect(await table.textContent()).not.toContain('@example.com');
    expect(await table.textContent()).toContain('Coordinator');
    await page.context().close();
  });

  it("gives an Admin no Edit or Delete on their own row, and no Delete on the Owner's", async () => {
    const page = await pageAs(people.admin);
    await page.goto(`${baseUrl()}/organizations/${organizationId}/admin/users`);
    await page.getByTestId('admin-users-table').waitFor();
    const own = page.getByTestId(`admin-user-${people.admin.email}`);
    await own.waitFor();
    await expect
      .poll(() =>
        page
          .getByTestId(`admin-user-${people.production.email}`)
          .getByRole('button', { name: /^Delete/ })
          .count(),
      )
      .toBe(1);
    expect(await own.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
    expect(await own.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(
      await page
        .getByTestId(`admin-user-${owner.email}`)
        .getByRole('button', { name: /^Delete/ })
        .count(),
    ).toBe(0);
    await page.context().close();
  });
});
