/**
 * Labels and participants in Chromium (cards spec §2 label dialog modes, §3 Label and Assigned user,
 * §9 label contrast 155; accounts spec §2 full-page new-card form "label (project), participants" and
 * the list view's Labels and Participants columns): a user creates a label in the label manager, then
 * creates a card on the full-page form with that label and a participant, and sees both in the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

describe('labels and participants in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let user: SignedInUser;
  let mate: SignedInUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('nclabels');
    mate = await signedInUser('nclabels-mate');
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a label, then a card with it and a participant, and shows both in the list view', async () => {
    const { workspaceId, stages } = await boardFixture(user, ['Drafts'], 0);
    const { workspace } = await getWorkspaceWithMember(workspaceId, user.userId);
    await addWorkspaceMember(workspace!, mate.userId, 'production');
    const mateName = (
      await api<{ workspace_users: Array<{ id: string; name: string }> }>(
        'GET',
        `/api/v1/workspaces/${workspaceId}/collaborators`,
        { token: user.token },
      )
    ).body.data.workspace_users.find((u) => u.id === mate.userId)!.name;

    // The label manager, from the workspace options menu.
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/list`);
    await page.getByRole('button', { name: 'Workspace options' }).click();
    await page.getByRole('menuitem', { name: 'Labels' }).click();
    await page.getByRole('heading', { name: 'Labels', level: 1 }).waitFor();
    await page.getByText('No labels yet.').waitFor();
    await page.getByRole('button', { name: 'New label' }).click();
    // Bad input is refused on the form, nothing is sent.
    await page.getByLabel('Color HEX').fill('#12');
    await page.getByRole('button', { name: 'Create label' }).click();
    await page.getByText('Label Name is required').waitFor();
    await page.getByText('Color HEX must be 6 hexadecimal digits').waitFor();
    await page.getByLabel('Label Name').fill('Launch');
    // A mid blue is hard to read under white text: the form says so, and still allows it.
    await page.getByLabel('Color HEX').fill('3b82f6');
    await page.getByTestId('label-contrast-warning').waitFor();
    await page.getByLabel('Color HEX').fill('1f6feb');
    expect(await page.getByTestId('label-contrast-warning').count()).toBe(0);
    await page.getByRole('button', { name: 'Create label' }).click();
    const chip = page.getByTestId('label-list').getByText('Launch', { exact: true });
    await chip.waitFor();
    // A dark label gets white text (threshold 155).
    expect(await chip.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');

    // The full-page new-card form: Label and Participants, chosen with the keyboard.
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/list`);
    await page.getByRole('link', { name: 'New card' }).click();
    await page.getByLabel('Title').fill('Poster');
    await page.getByRole('checkbox', { name: 'Launch' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: 'Launch' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: mateName }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/list$/);

    const row = page.locator(`[data-testid="list-stage-${stages[0].id}"] tr[data-testid^="card-"]`).first();
    await row.waitFor();
    expect(await row.getAttribute('aria-label')).toBe('Poster');
    await row.getByTestId('list-labels').getByText('Launch').waitFor();
    await row
      .getByTestId('list-participants')
      .getByRole('img', { name: `Participants: ${mateName}` })
      .waitFor();

    // The board shows them too.
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/board`);
    const card = page.locator(`[data-testid="stage-${stages[0].id}"] [data-testid^="card-"]`).first();
    await card.getByText('Launch').waitFor();
    await card.getByRole('img', { name: `Participants: ${mateName}` }).waitFor();
  });
});
