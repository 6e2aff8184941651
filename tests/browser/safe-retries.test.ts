/**
 * Safe retries in Chromium (issue 40 "a comment posted while the network drops once is saved once";
 * decisions IK1–IK8): the first POST of a comment reaches the server, which saves it, but its answer is lost
 * (the connection is reset). The composer says "Saving…", then "Not saved yet, retrying"; the web app sends
 * the post again with the same Idempotency-Key, the server answers the first answer again, and the comment
 * shows once, and is stored once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, openCommentEditor, signInThroughUi } from '../support/browser';
import type { CommentsPage } from '../../shared/schemas/comments';
import { SAVE_MESSAGES } from '../../web/src/lib/write-keys';

describe('safe retries in Chromium (issue 40)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-retry-card-1`;
  const commentsPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/comments`;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('retry-owner');
    const fixture = await boardFixture(owner, ['Retry'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('saves a comment exactly once when the answer to its first POST is lost, and shows it saved', async () => {
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page: Page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    await page.getByRole('tab', { name: /^Team/ }).click();

    const keys: string[] = [];
    let releaseFirst!: () => void;
    const firstMayGo = new Promise<void>((resolve) => (releaseFirst = resolve));
    let releaseRetry!: () => void;
    const retryMayGo = new Promise<void>((resolve) => (releaseRetry = resolve));
    await page.route(
      (url) => url.pathname === commentsPath(),
      async (route: Route) => {
        const request = route.request();
        if (request.method() !== 'POST') return route.continue();
        keys.push((await request.headerValue('idempotency-key')) ?? '');
        if (keys.length === 1) {
          // Held until the composer said "Saving…"; then the server saves the comment, and the browser never hears back.
          await firstMayGo;
          await route.fetch();
          return route.abort('connectionreset');
        }
        // Hold the retry until the test has seen the composer say so.
        await retryMayGo;
        return route.continue();
      },
    );

    const composer = page.getByTestId('comment-composer-team');
    await (await openCommentEditor(composer)).click();
    await page.keyboard.type('Posted through a dropped connection');
    await page.keyboard.press('Enter');
    await composer.getByRole('status').getByText(SAVE_MESSAGES.saving, { exact: true }).waitFor();
    releaseFirst();
    await composer.getByRole('status').getByText(SAVE_MESSAGES.retrying, { exact: true }).waitFor();
    releaseRetry();

    const shown = page.getByTestId('comments-team').getByTestId('comment');
    await shown.getByText('Posted through a dropped connection').waitFor();
    await expect.poll(async () => (await composer.getByRole('textbox').innerText()).trim()).toBe('');
    const status = composer.getByRole('status');
    await expect.poll(() => status.innerText()).not.toMatch(/^(Saving…|Not saved yet, retrying)$/);
    expect(await shown.filter({ hasText: 'Posted through a dropped connection' }).count()).toBe(1);
    // One key for the action, the same on its retry.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Stored once.
    const stored = await api<CommentsPage>('GET', `${commentsPath()}?chat_status=team`, { token: owner.token });
    expect(
      stored.body.data.comments.filter((c) => c.description.includes('Posted through a dropped connection')),
    ).toHaveLength(1);
    // No error toast.
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /could not reach/i })
        .count(),
    ).toBe(0);
  });
});
