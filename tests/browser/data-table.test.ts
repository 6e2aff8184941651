/**
 * The one table component in Chromium (issue 30 "One way to build each thing"; web/src/components/ui/
 * data-table/): the workspace Users page's members table sorts by a column header (aria-sort follows,
 * a third click restores the default order, Owners and Admins first) and, on a phone, stacks each row
 * into a card whose cells carry their column title, without widening the page; the stages page keeps its
 * sideways-scrolling grid of switches and renames a stage inline through the shared stage columns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

describe('DataTable in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let organizationId: string;
  let workspaceId: string;

  async function pageAs(user: SignedInUser, width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  }
  const memberNames = (page: Page) =>
    page.getByTestId('members-table').locator('tbody tr td:first-child').allInnerTexts();

  beforeAll(async () => {
    owner = await signedInUser('table-owner', { canCreateOrganization: true });
    organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Table Org' } })
    ).body.data.id;
    workspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Table Work', organization_id: organizationId },
      })
    ).body.data.id;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    for (const prefix of ['table-zed', 'table-amy', 'table-mo']) {
      const person = await signedInUser(prefix);
      await addWorkspaceMember(workspace!, person.userId, 'production');
    }
    await api('POST', `/api/v1/workspaces/${workspaceId}/stages`, { token: owner.token, body: { name: 'Briefing' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sorts the members by a header, shows the direction to assistive technology, and restores the default order', async () => {
    const page = await pageAs(owner, 1400);
    await page.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/collaborators`);
    const table = page.getByTestId('members-table');
    await table.locator('tbody tr').nth(3).waitFor();
    const initial = await memberNames(page);
    // Default order: the workspace's owner (an admin) first, then by name.
    expect(initial[0]).toContain('table-owner');

    const nameHeader = table.locator('th', { hasText: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = await memberNames(page);
    expect(ascending).toEqual(
      [...ascending].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })),
    );
    expect(ascending[0]).toContain('table-amy');

    await nameHeader.getByRole('button').press('Enter');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await memberNames(page)).toEqual([...ascending].reverse());

    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(await memberNames(page)).toEqual(initial);
    await page.context().close();
  });

  it('stacks each member into a labelled card on a phone without widening the page', async () => {
    const page = await pageAs(owner, 390);
    await page.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/collaborators`);
    const table = page.getByTestId('members-table');
    await table.locator('tbody tr').nth(3).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const roleCell = table.locator('tbody tr').first().locator('td[data-label="Role"]');
    expect(await roleCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Role"');
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect()));
    // One card per row, one under the other, each inside the phone's width.
    for (let i = 1; i < rows.length; i += 1) expect(rows[i].top).toBeGreaterThanOrEqual(rows[i - 1].bottom);
    for (const row of rows) expect(row.right).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/data-table-390.png', fullPage: true });
    await page.context().close();
  });

  it('renames a stage inline from the stages table, whose switches scroll sideways on a phone', async () => {
    const page = await pageAs(owner, 390);
    await page.goto(`${baseUrl()}/organizations/${organizationId}/workspaces/${workspaceId}/stages`);
    const stagesTable = page.getByRole('table', { name: 'Stages', exact: true });
    const before = 'Briefing';
    await stagesTable.getByRole('button', { name: `Rename stage ${before}`, exact: true }).click();
    const input = page.getByLabel(`Stage name of ${before}`, { exact: true });
    await input.fill(`${before} renamed`);
    await input.press('Enter');
    await stagesTable.getByRole('button', { name: `Rename stage ${before} renamed`, exact: true }).waitFor();
    const frame = await page.evaluate(() => {
      const wrap = document.querySelector('.gl-stages') as HTMLElement;
      return { inner: wrap.scrollWidth, outer: wrap.clientWidth, page: document.documentElement.scrollWidth };
    });
    expect(frame.page).toBeLessThanOrEqual(390);
    expect(frame.inner).toBeGreaterThan(frame.outer);
    await page.context().close();
  });
});
