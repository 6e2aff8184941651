/**
 * Copy Card in Chromium (issue 12 "The card"; cards spec §2 Copy Card panel, §4 Copy panel, §5 stepper
 * bounds; decisions K34): open a card with a picture, copy it 3 times into another stage and see the
 * three new cards in that stage on the board, each with its own copy of the picture as its preview;
 * Escape or a click outside saves the panel's choices as the workspace's copy settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';
import sharp from 'sharp';
import type { CopySettingsResponse } from '../../shared/schemas/card-copy';

describe('card copy in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: SignedInUser;
  let workspaceId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;

  const workspaceUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`;
  const popup = () => page.getByTestId('card-popup');
  const panel = () => page.getByTestId('copy-card-panel');
  const openPanel = async (cardId: string) => {
    await page.goto(workspaceUrl());
    await page.getByTestId(`card-${cardId}`).click();
    await popup().waitFor();
    await popup().getByRole('button', { name: 'Card settings' }).click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await panel().waitFor();
    // The saved settings have loaded once the title field is enabled.
    await expect.poll(() => panel().getByLabel('Card Title').isEnabled()).toBe(true);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('copy-ui-owner');
    const fixture = await boardFixture(owner, ['Drafts', 'Scheduled'], 1);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d62' } })
      .png()
      .toBuffer();
    expect(
      (
        await uploadCardContents(owner.token, workspaceId, stages[0].cardIds[0], [
          { bytes: picture, type: 'image/png', filename: 'cover.png' },
        ])
      ).status,
    ).toBe(201);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('copies a card 3 times into another stage, and the copies appear there on the board', async () => {
    await openPanel(stages[0].cardIds[0]);
    const box = (await panel().boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(282);
    expect(box.x + box.width).toBeLessThanOrEqual(1400);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // It sits beside the details column and hides none of it (issue 30 item 6).
    const details = (await popup().getByRole('complementary', { name: 'Card details' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(details.x + details.width - 1);
    for (const part of [
      'Participants',
      'Labels',
      'Start Date',
      'Due Date',
      'Reminder',
      'Images',
      'Description',
      'Lists',
    ]) {
      expect(await panel().getByRole('checkbox', { name: part }).isChecked(), part).toBe(true);
    }
    // The title starts as the card's own name (issue 30 item 6).
    expect(await panel().getByLabel('Card Title').inputValue()).toBe('Drafts card 1');
    // The stepper stops at 1.
    expect(
      await panel()
        .getByRole('button', { name: /^Decrease to/ })
        .isDisabled(),
    ).toBe(true);

    await panel().getByLabel('Card Title').fill('Press kit');
    await panel().getByLabel('Stage').selectOption({ label: 'Scheduled' });
    await panel()
      .getByRole('button', { name: /^Increase to/ })
      .click();
    await panel()
      .getByRole('button', { name: /^Increase to/ })
      .click();
    const cloned = page.waitForResponse((r) => r.url().includes('/clone') && r.request().method() === 'POST');
    await panel().getByRole('button', { name: 'Copy', exact: true }).click();
    const response = await cloned;
    expect(response.status()).toBe(201);
    const newIds = (
      (await response.json()) as { data: { content_groups: Array<{ id: string }> } }
    ).data.content_groups.map((c) => c.id);
    expect(newIds).toHaveLength(3);
    await panel().waitFor({ state: 'detached' });

    // The board behind the popup already shows them in the Scheduled column.
    await page.keyboard.press('Escape');
    await popup().waitFor({ state: 'detached' });
    const column = page.getByTestId(`stage-${stages[1].id}`);
    for (const id of newIds) await column.getByTestId(`card-${id}`).waitFor();
    expect(await column.getByText('Press kit').count()).toBe(3);
    // Images was checked: each copy shows its own copy of the picture, loaded.
    const previews = await Promise.all(
      newIds.map((id) =>
        column.getByTestId(`card-${id}`).getByTestId('card-preview').locator('img').getAttribute('src'),
      ),
    );
    expect(new Set(previews.map((src) => new URL(src!).pathname)).size).toBe(3);
    for (const id of newIds) {
      const img = column.getByTestId(`card-${id}`).getByTestId('card-preview').locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.screenshot({ path: '.shots/card-copy-images-1400.png' });

    // Reopened, the panel is reset: the title is the card's name again, the stage the card's own.
    await openPanel(stages[0].cardIds[0]);
    expect(await panel().getByLabel('Card Title').inputValue()).toBe('Drafts card 1');
    expect(await panel().getByLabel('Stage').inputValue()).toBe(stages[0].id);
    await panel().getByRole('button', { name: 'Cancel' }).click();
    await panel().waitFor({ state: 'detached' });
  });

  it('saves the choices on Escape and on a click outside; the stepper stops at 5', async () => {
    await openPanel(stages[1].cardIds[0]);
    await panel().getByText('Labels', { exact: true }).click();
    expect(await panel().getByRole('checkbox', { name: 'Labels' }).isChecked()).toBe(false);
    // The copy kept its 3 copies as the saved choice.
    expect(await panel().getByLabel('Number of copies').inputValue()).toBe('3');
    for (let i = 0; i < 2; i++)
      await panel()
        .getByRole('button', { name: /^Increase to/ })
        .click();
    expect(await panel().getByLabel('Number of copies').inputValue()).toBe('5');
    expect(await panel().getByRole('button', { name: 'Increase to 6' }).isDisabled()).toBe(true);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/content_group_duplicate_settings') && r.request().method() === 'PUT',
    );
    await page.keyboard.press('Escape');
    expect((await saved).status()).toBe(200);
    await panel().waitFor({ state: 'detached' });
    // Escape closed the panel only; the popup stays.
    await popup().waitFor();
    const settings = (
      await api<CopySettingsResponse>('GET', `/api/v1/workspaces/${workspaceId}/content_group_duplicate_settings`, {
        token: owner.token,
      })
    ).body.data.settings;
    expect(settings).toMatchObject({ labels: false, lists: true, num_copies: 5 });

    // A click outside closes it too, saving the choices; the popup stays.
    await popup().getByRole('button', { name: 'Card settings' }).click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await expect.poll(() => panel().getByRole('checkbox', { name: 'Labels' }).isEnabled()).toBe(true);
    expect(await panel().getByRole('checkbox', { name: 'Labels' }).isChecked()).toBe(false);
    await panel().getByText('Description', { exact: true }).click();
    const box = (await panel().boundingBox())!;
    const outside = page.waitForResponse(
      (r) => r.url().includes('/content_group_duplicate_settings') && r.request().method() === 'PUT',
    );
    await page.mouse.click(Math.max(5, box.x - 200), box.y + 20);
    expect((await outside).status()).toBe(200);
    await panel().waitFor({ state: 'detached' });
    await popup().waitFor();
    const after = (
      await api<CopySettingsResponse>('GET', `/api/v1/workspaces/${workspaceId}/content_group_duplicate_settings`, {
        token: owner.token,
      })
    ).body.data.settings;
    expect(after).toMatchObject({ labels: false, description: false });
  });
});
