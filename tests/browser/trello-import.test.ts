/**
 * "Import from Trello" in Chromium (issue 40 "From Trello"; decisions FT8): the Owner chooses a board's JSON
 * export on the organization's page, sees "Importing…", and lands on the new workspace's board with Trello's
 * lists and cards; a file that is not a board export is refused with what to do and nothing is sent; an
 * organization member who may not create workspaces does not see the control. Screenshots at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, scopeFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspace } from '../../functions/src/data/workspaces';
import { NOT_A_TRELLO_BOARD } from '../../shared/schemas/trello-import-limits';

const SHOTS = '/tmp/trello-shots';
const board = readFileSync(new URL('../fixtures/trello-board.json', import.meta.url));

describe('Import from Trello in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let member: SignedInUser;
  let organizationId: string;

  const organizationPage = async (user: SignedInUser, width: number): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(`${baseUrl()}/organizations/${organizationId}`);
    await page.getByRole('heading', { name: 'Trello Org' }).waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, member] = await Promise.all([
      signedInUser('trello-ui-owner', { canCreateOrganization: true }),
      signedInUser('trello-ui-member'),
    ]);
    const scope = await scopeFixture(owner, 'Trello');
    organizationId = scope.organizationId;
    await addWorkspaceMember((await getWorkspace(scope.workspaceId))!, member.userId, 'production');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a board export and opens its board', async () => {
    const page = await organizationPage(owner, 1280);
    const button = page.getByRole('button', { name: 'Import from Trello' });
    await page.screenshot({ path: `${SHOTS}/organization-1280.png` });
    // The control opens the file chooser; the chosen file is the board's export.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
    await chooser.setFiles({ name: 'spring-campaign.json', mimeType: 'application/json', buffer: board });
    await page.waitForURL(/\/workspaces\/[^/]+\/board$/);
    await page.getByText('Imported “Spring campaign” from Trello.').first().waitFor();
    for (const stage of ['To do', 'In review', 'Done']) await page.getByText(stage, { exact: true }).first().waitFor();
    await page.getByText('Instagram carousel').waitFor();
    expect(await page.getByText('Archived card').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/imported-board-1280.png` });
    const workspaces = await api<Array<{ name: string }>>(
      'GET',
      `/api/v1/workspaces?organization_id=${organizationId}`,
      {
        token: owner.token,
      },
    );
    expect(workspaces.body.data.filter((w) => w.name === 'Spring campaign')).toHaveLength(1);
    await page.close();
  });

  it('refuses a file that is not a board export, before sending it', async () => {
    const page = await organizationPage(owner, 390);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/imports/trello')) sent += 1;
    });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import from Trello' }).click(),
    ]);
    await chooser.setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"notes": []}') });
    await page.getByText(NOT_A_TRELLO_BOARD).first().waitFor();
    expect(sent).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/refused-390.png` });
    await page.close();
  });

  it('is not shown to a member who may not create workspaces', async () => {
    const page = await organizationPage(member, 1280);
    await page.getByRole('list', { name: 'Workspaces' }).waitFor();
    expect(await page.getByRole('button', { name: 'Import from Trello' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create Workspace' }).count()).toBe(0);
    await page.close();
  });
});
