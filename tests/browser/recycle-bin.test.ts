/**
 * The recycle bin in Chromium (issue 12 "The card"; cards spec §4 "Moving to the recycle bin", §5
 * 'Don't show this again for 5 minutes'; accounts spec §2 Recycle bin page, §4 Deleted card, §6
 * can_view_recycle_bin): bin a card from the popup (gone from the board), find it in the bin page,
 * open it read-only, restore it to its stage; bin again without being asked (snoozed) and delete it
 * permanently; bin again and let the 30-day purge remove it; a time-tracked card cannot be binned; a
 * member without can_view_recycle_bin sees no bin link and is refused the bin page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { uploadCardContents } from '../support/uploads';
import { blackPng } from '../support/images';

describe('recycle bin in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: SignedInUser;
  let workspaceId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;

  const orgId = () => owner.personalOrganizationId;
  const boardUrl = () => `${baseUrl()}/organizations/${orgId()}/workspaces/${workspaceId}/board`;
  const binUrl = () => `${baseUrl()}/organizations/${orgId()}/recycle_bin`;
  const popup = () => page.getByTestId('card-popup');
  const getCard = (cardId: string) =>
    api<{ stage_id: string; deleted_at: string | null }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`,
      { token: owner.token },
    );

  /** Open a card from the board and choose Move to Recycle Bin in its settings menu. */
  async function chooseBin(cardId: string) {
    await page.goto(boardUrl());
    await page.getByTestId(`card-${cardId}`).click();
    await popup().waitFor();
    await popup().getByRole('button', { name: 'Card settings' }).click();
    await page.getByRole('menuitem', { name: 'Move to Recycle Bin' }).click();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('bin-owner');
    const fixture = await boardFixture(owner, ['Drafts', 'Timed'], 3);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, {
      token: owner.token,
      body: { enable_timestamp: true },
    });
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('bins a card from the popup, lists it in the bin, opens it read-only and restores it to its stage', async () => {
    const cardId = stages[0].cardIds[0];
    await chooseBin(cardId);
    const confirm = page.getByTestId('bin-confirm');
    await confirm.waitFor();
    // Snooze the question for the next binning.
    await confirm.getByText("Don't show this again for 5 minutes").click();
    expect(await confirm.getByRole('checkbox', { name: "Don't show this again for 5 minutes" }).isChecked()).toBe(true);
    await confirm.getByRole('button', { name: 'Move to Recycle Bin' }).click();
    await popup().waitFor({ state: 'detached' });
    // The toast itself: the always-present live region says the same words, unseen (toaster.tsx).
    await page.getByTestId('toast').getByText('"Drafts card 1" was moved to the recycle bin.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/board$/);
    await expect.poll(() => page.getByTestId(`card-${cardId}`).count()).toBe(0);
    expect((await getCard(cardId)).body.data.deleted_at).not.toBeNull();

    // The header's link leads to the bin, which lists the card with its details.
    await page.getByRole('link', { name: 'Recycle bin' }).click();
    await page.waitForURL((url) => url.pathname === `/organizations/${orgId()}/recycle_bin`);
    const row = page.getByTestId(`bin-card-${cardId}`);
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['Drafts card 1', 'Drafts', 'Test bin-owner', '30 days']) expect(text).toContain(part);
    await page.screenshot({ path: '/tmp/binui-bin-1400.png', fullPage: true });

    // Opened from the bin, the card is read-only: no edit controls, no settings menu.
    await row.getByRole('link', { name: 'Drafts card 1' }).click();
    await popup().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/content\/[0-9a-f]{32}-drafts-card-1\/recycle_bin$/);
    await popup().getByRole('heading', { name: 'Drafts card 1' }).waitFor();
    for (const name of ['Edit title: Drafts card 1', 'Card settings', 'Edit description', 'Minimize card']) {
      expect(await popup().getByRole('button', { name }).count(), name).toBe(0);
    }
    await popup().getByRole('button', { name: 'Close card' }).click();
    await popup().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/organizations/${orgId()}/recycle_bin`);

    await row.getByRole('button', { name: 'Restore Drafts card 1' }).click();
    const action = page.getByTestId('bin-action-confirm');
    expect(await action.innerText()).toContain('Put this card back in its original stage?');
    await action.getByRole('button', { name: 'Restore' }).click();
    await page.getByTestId('bin-empty').waitFor();
    const restored = (await getCard(cardId)).body.data;
    expect(restored.deleted_at).toBeNull();
    expect(restored.stage_id).toBe(stages[0].id);
    await page.goto(boardUrl());
    await page.getByTestId(`card-${cardId}`).waitFor();
  });

  it('bins again without asking while snoozed, then deletes the card permanently', async () => {
    const cardId = stages[0].cardIds[0];
    await chooseBin(cardId);
    // Snoozed in the test above: no question, the card goes straight to the bin.
    await popup().waitFor({ state: 'detached' });
    expect(await page.getByTestId('bin-confirm').count()).toBe(0);
    expect((await getCard(cardId)).body.data.deleted_at).not.toBeNull();

    await page.goto(binUrl());
    const row = page.getByTestId(`bin-card-${cardId}`);
    await row.getByRole('button', { name: 'Delete Drafts card 1 permanently' }).click();
    const action = page.getByTestId('bin-action-confirm');
    expect(await action.innerText()).toContain('Are you sure? This action cannot be undone.');
    await action.getByRole('button', { name: 'Delete permanently' }).click();
    await page.getByTestId('bin-empty').waitFor();
    expect((await getCard(cardId)).status).toBe(404);
  });

  it('selects every card of the bin, and the 30-day purge empties it', async () => {
    for (const cardId of stages[0].cardIds.slice(1)) {
      expect(
        (await api('DELETE', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, { token: owner.token }))
          .status,
      ).toBe(200);
    }
    await page.goto(binUrl());
    await page.getByTestId(`bin-card-${stages[0].cardIds[2]}`).waitFor();
    // The phone layout stacks each row.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId(`bin-card-${stages[0].cardIds[2]}`).waitFor();
    await page.screenshot({ path: '/tmp/binui-bin-390.png', fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.reload();
    await page.getByTestId(`bin-card-${stages[0].cardIds[2]}`).waitFor();
    await page.getByText('Select all (2)').click();
    expect(await page.getByTestId('bin-count').innerText()).toBe('2 cards selected');
    // Unchecking one card of "all" keeps the other.
    // (The row's checkbox has a hidden label: the click goes to the box itself.)
    await page.getByRole('checkbox', { name: 'Select Drafts card 2' }).dispatchEvent('click');
    expect(await page.getByTestId('bin-count').innerText()).toBe('1 card selected');

    const time = new Date(Date.now() + 31 * 24 * 3600 * 1000).toISOString();
    const purge = await fetch(`${baseUrl()}/_local/schedules/bin-purge?time=${encodeURIComponent(time)}`, {
      method: 'POST',
    });
    expect(purge.status).toBe(200);
    await page.reload();
    await page.getByTestId('bin-empty').waitFor();
    for (const cardId of stages[0].cardIds.slice(1)) expect((await getCard(cardId)).status).toBe(404);
  });

  it("shows a binned card's preview, and re-signs it through replace_image when the signed URL has expired (issue 30 item 13)", async () => {
    const cardId = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: 'Pictured', stage_id: stages[0].id },
      })
    ).body.data.id;
    expect(
      (
        await uploadCardContents(owner.token, workspaceId, cardId, [
          { bytes: blackPng(40, 30), type: 'image/png', filename: 'proof.png' },
        ])
      ).status,
    ).toBe(201);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, { token: owner.token }))
        .status,
    ).toBe(200);
    // The first load of the preview answers as S3 does for an expired signature.
    let refused = 0;
    await page.route(/X-Amz-Signature=/, async (route) => {
      if (route.request().resourceType() === 'image' && refused === 0) {
        refused++;
        return route.fulfill({ status: 403, body: 'Request has expired' });
      }
      return route.continue();
    });
    const replaced = page.waitForRequest(
      (r) => r.url().endsWith('/content_groups/replace_image') && r.method() === 'POST',
    );
    await page.goto(binUrl());
    const image = page.getByTestId(`bin-preview-${cardId}`).locator('img');
    expect(JSON.parse((await replaced).postData() ?? '{}')).toEqual({ content_groups: [cardId] });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBe(40);
    expect(refused).toBe(1);
    await page.unroute(/X-Amz-Signature=/);
    await api('PUT', `/api/v1/organizations/${orgId()}/content_groups/restore`, {
      token: owner.token,
      body: { ids: [cardId] },
    });
  });

  it('does not offer binning a card whose stage tracks time', async () => {
    await page.goto(boardUrl());
    await page.getByTestId(`card-${stages[1].cardIds[0]}`).click();
    await popup().waitFor();
    await popup().getByRole('button', { name: 'Card settings' }).click();
    const item = page.getByRole('menuitem', { name: /Move to Recycle Bin/ });
    expect(await item.isDisabled()).toBe(true);
    expect(await item.innerText()).toContain(
      '"Timed card 1" card is currently being time-tracked in the "Timed" stage. Move out of time-tracking stage to proceed.',
    );
    await page.keyboard.press('Escape');
  });

  it('a member without can_view_recycle_bin sees no bin link and is refused the bin page', async () => {
    const member = await signedInUser('bin-member');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, member.userId, 'production');
    const memberContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const memberPage = await memberContext.newPage();
    await signInThroughUi(memberPage, member.email, TEST_PASSWORD);
    await memberPage.goto(boardUrl());
    await memberPage.getByTestId(`card-${stages[1].cardIds[0]}`).waitFor();
    // The bell loads with the link; once it shows, the link would have too.
    await memberPage
      .getByRole('button', { name: /Notifications/ })
      .first()
      .waitFor();
    expect(await memberPage.getByRole('link', { name: 'Recycle bin' }).count()).toBe(0);
    await memberPage.goto(binUrl());
    await memberPage.getByTestId('bin-not-authorized').waitFor();
    expect(await memberPage.getByText('You are not authorized to access this page').count()).toBe(1);
    await memberContext.close();
  });
});
