/**
 * Checklists in the card popup, in Chromium (issue 12 "a checklist with three items, toggle two, see
 * 67%, hide it and check that approver@ does not see it"; cards spec §4 Checklists, §6 list flags): the
 * owner builds a list, toggles items, renames by a quick double click, hides it from guests; the approver's
 * popup shows no hidden list and no checklist controls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';

describe('checklists in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-review-card-1`;
  const openAs = async (user: SignedInUser, width = 1400): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, approver] = await Promise.all([signedInUser('cl-ui-owner'), signedInUser('cl-ui-approver')]);
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('builds a list of three, toggles two to 67%, renames an item, and hides the list from the approver', async () => {
    const page = await openAs(owner);
    const section = page.locator('#card-checklists');
    await section.getByText('No checklists yet.').waitFor();
    await section.getByLabel('New list title').fill('Launch');
    await section.getByRole('button', { name: 'Add list' }).click();
    const list = section.getByTestId('checklist');
    await list.getByRole('heading', { name: 'Launch' }).waitFor();
    // Typed without waiting: an Enter while the item before is saving waits its turn, in order.
    for (const description of ['Brief', 'Draft', 'Review']) {
      await list.getByLabel('New item in Launch').fill(description);
      await list.getByLabel('New item in Launch').press('Enter');
    }
    await list.getByText('Review', { exact: true }).waitFor();
    await expect
      .poll(async () =>
        (await list.locator('.gl-checklist-items li').allInnerTexts()).map((t) => t.match(/Brief|Draft|Review/)?.[0]),
      )
      .toEqual(['Brief', 'Draft', 'Review']);
    await list.getByLabel('Done: Brief').check();
    await list.getByLabel('Done: Draft').check();
    await list.getByText('67%').waitFor();
    await expect
      .poll(async () => (await getCard(workspaceId, cardId))?.completed_subtasks, { timeout: 15_000 })
      .toBe(2);
    expect((await getCard(workspaceId, cardId))?.total_subtasks).toBe(3);

    // Two clicks within 250 ms open the editor; Enter saves.
    await list.getByText('Review', { exact: true }).dblclick({ delay: 20 });
    await list.getByLabel('Item description').fill('Final review');
    await list.getByLabel('Item description').press('Enter');
    await list.getByText('Final review', { exact: true }).waitFor();

    await list.getByRole('button', { name: 'Hide to Guests' }).click();
    await list.getByText('Hidden from guests').waitFor();
    await list.getByRole('button', { name: 'Show to Guests' }).waitFor();
    await page.screenshot({ path: '.shots/checklists-owner.png' });

    const guest = await openAs(approver, 390);
    const guestSection = guest.locator('#card-checklists');
    await guestSection.getByText('No checklists yet.').waitFor();
    expect(await guestSection.getByText('Launch').count()).toBe(0);
    expect(await guestSection.getByLabel('New list title').count()).toBe(0);
    await guest.screenshot({ path: '.shots/checklists-approver-phone.png', fullPage: true });
  });
});
