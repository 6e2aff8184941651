/**
 * Each notification chip finds the notices it names, made the real way (issue 30 item 5 "Notification
 * filters"; accounts spec §2 filter chips, §3 Notification; decisions R8, K46): another member posts a
 * plain comment and a comment mentioning the owner, through the API, on a card the owner takes part in.
 * Both notices keep the spec's type `others`; the Comments chip shows the comment notice only, the
 * Mentions chip the mention only, and the bell's panel lists both. Unlike notification-filters.test.ts,
 * no notice is written to the table directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addWorkspaceMember, getWorkspace } from '../../functions/src/data/workspaces';
import { api, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('notification chips on notices made by comments', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let writer: SignedInUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, writer] = await Promise.all([signedInUser('chips-owner'), signedInUser('chips-writer')]);
    const { workspaceId, stages } = await boardFixture(owner, ['Drafts'], 1);
    const card = stages[0].cardIds[0];
    await addWorkspaceMember((await getWorkspace(workspaceId))!, writer.userId, 'team_lead');
    // Only a card's participants hear of its comments (cards spec §8); the owner takes part.
    const assigned = await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${card}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: owner.userId }, { user_id: writer.userId }] },
    });
    expect(assigned.status).toBeLessThan(300);
    const post = (description: string) =>
      api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${card}/comments`, {
        token: writer.token,
        body: { comment: { description, internal: true } },
      });
    expect((await post('<p>First cut is up.</p>')).status).toBe(201);
    const mention = `<span data-type="mention" data-id="${owner.userId}" data-label="Owner">@Owner</span>`;
    expect((await post(`<p>${mention} please look at the colours</p>`)).status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const rowsOf = (page: Page) =>
    page.getByRole('main').getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  const summaries = async (page: Page) =>
    (await rowsOf(page).locator('.gl-notification__summary').allTextContents()).sort();

  it('keeps the spec type and finds the comment under Comments and the mention under Mentions', async () => {
    const listed = await api<{ notifications: Array<{ summary: string; notification_type: string }> }>(
      'GET',
      '/api/v1/notifications',
      { token: owner.token },
    );
    const notices = listed.body.data.notifications;
    expect(notices.map((n) => n.summary).sort()).toEqual(
      ['Test chips-writer commented on "Drafts card 1"', 'Test chips-writer mentioned you on "Drafts card 1"'].sort(),
    );
    expect(new Set(notices.map((n) => n.notification_type))).toEqual(new Set(['others']));

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    // The bell's panel lists both.
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('region', { name: 'Notifications panel' });
    await panel.getByText('mentioned you on').waitFor();
    await panel.getByText('commented on').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(new URL('/notifications', page.url()).toString());
    const chips = page.getByRole('main').getByRole('group', { name: 'Filter notifications' });
    await expect.poll(async () => (await summaries(page)).length).toBe(2);
    await chips.getByRole('button', { name: 'Comments' }).click();
    await expect.poll(() => summaries(page)).toEqual(['Test chips-writer commented on "Drafts card 1"']);
    // Mentions on, Comments off: only the mention.
    await chips.getByRole('button', { name: 'Mentions' }).click();
    await chips.getByRole('button', { name: 'Comments' }).click();
    await expect.poll(() => summaries(page)).toEqual(['Test chips-writer mentioned you on "Drafts card 1"']);
    await chips.getByRole('button', { name: 'Status' }).click();
    await chips.getByRole('button', { name: 'Mentions' }).click();
    await page.getByText('No notifications match these filters.').waitFor();
    await page.close();
  });
});
