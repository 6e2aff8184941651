/**
 * A content whose preview failed, in Chromium (issue 40 "a content whose rendition keeps failing says so on
 * its tile instead of spinning forever"; decisions FT1, FT2): a damaged PNG uploaded through the picker
 * ends as a tile that says "Preview failed" (no "Preparing…"), with "Retry preview" for the team and none for
 * an Approver; once the stored file renders, the team's retry brings the thumbnail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { testS3Client } from '../support/s3';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getContent } from '../../functions/src/data/contents';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe('a failed preview in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-assets-card-1`;
  const openAs = async (user: SignedInUser): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, approver] = await Promise.all([signedInUser('preview-owner'), signedInUser('preview-approver')]);
    const fixture = await boardFixture(owner, ['Assets'], 1);
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

  it('shows "Preview failed" on the tile, not an endless "Preparing…", and the team can retry it', async () => {
    const page = await openAs(owner);
    const contents = page.getByTestId('card-contents');
    await contents.getByTestId('contents-empty').waitFor();
    const damaged = (await png(600, 400)).subarray(0, 3000);
    await contents
      .getByTestId('contents-file-input')
      .setInputFiles({ name: 'damaged.png', mimeType: 'image/png', buffer: damaged });

    const tile = contents.getByTestId('content-tile');
    await tile.getByTestId('content-preview-failed').waitFor();
    expect(await tile.getByText('Preview failed', { exact: true }).isVisible()).toBe(true);
    expect(await contents.getByText('Preparing…').count()).toBe(0);
    const retry = tile.getByRole('button', { name: 'Retry preview of damaged.png', exact: true });
    await retry.waitFor();

    // An Approver sees the failure but has no retry.
    const guestPage = await openAs(approver);
    const guestTile = guestPage.getByTestId('card-contents').getByTestId('content-tile');
    await guestTile.getByTestId('content-preview-failed').waitFor();
    expect(await guestTile.getByRole('button', { name: /Retry preview/ }).count()).toBe(0);
    await guestPage.context().close();

    // The stored file renders now (as a transient failure that passed): the retry brings the thumbnail.
    const [content] = (
      await api<Array<{ id: string }>>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`, {
        token: owner.token,
      })
    ).body.data;
    const record = (await getContent(cardId, content!.id))!;
    await testS3Client().send(
      new PutObjectCommand({
        Bucket: process.env.UPLOADS_BUCKET,
        Key: `${record.folder}original`,
        Body: await png(600, 400),
        ContentType: 'image/png',
      }),
    );
    await retry.click();
    const img = tile.locator('img');
    await img.waitFor();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await tile.getByTestId('content-preview-failed').count()).toBe(0);
  });
});
