/**
 * The user activity page in Chromium (issue 15 "Activity feed"; accounts spec §2 User activity page and
 * the user summary's View Profile; decisions A30): the owner hovers a teammate on the collaborators page,
 * opens View Profile and reads the teammate's activities grouped by day, each linking to its card; the
 * keyboard reaches View Profile too; someone of another organization is told the user is not found; a
 * new user's own page is empty; a guest reaches the end of a feed whose newest 1,050 items they may not
 * see (decisions A31). Desktop and phone widths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { putItems } from '../../functions/src/data/access';
import { Activity } from '../../functions/src/data/entities/activity';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';

describe('the user activity page', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let teamMate: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let posterId: string;

  const pageAs = async (user: SignedInUser, width = 1400) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  };
  const profileUrl = (user: SignedInUser) => `${baseUrl()}/user-profiles/${user.userId}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, teamMate, stranger] = await Promise.all(['ap-owner', 'ap-team', 'ap-stranger'].map((p) => signedInUser(p)));
    const fixture = await boardFixture(owner, ['Briefs', 'Review'], 0);
    workspaceId = fixture.workspaceId;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, teamMate.userId, 'team_lead');
    const cards = `/api/v1/workspaces/${workspaceId}/content_groups`;
    posterId = (
      await api<{ id: string }>('POST', cards, {
        token: teamMate.token,
        body: { name: 'Poster', stage_id: fixture.stages[0]!.id },
      })
    ).body.data.id;
    await api('PUT', `${cards}/${posterId}/update_stage?stage_id=${fixture.stages[1]!.id}`, { token: teamMate.token });
    await api('POST', `${cards}/${posterId}/comments`, {
      token: teamMate.token,
      body: { comment: { description: '<p>Ready</p>', internal: true } },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function expectFeed(page: Page) {
    await page.getByRole('heading', { level: 1, name: /Test ap-team/ }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor();
    const rows = page.getByTestId('activity');
    expect(await rows.allTextContents()).toEqual([
      expect.stringMatching(/^Commented on "Poster"\d\d:\d\d [AP]M · Board /),
      expect.stringMatching(/^Moved "Poster" to Review/),
      expect.stringMatching(/^Created "Poster" in Briefs/),
    ]);
  }

  it('opens from the user summary’s View Profile, groups by day and links each activity to its card', async () => {
    const page = await pageAs(owner);
    await page.goto(
      `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/collaborators`,
    );
    const name = page.getByTestId(`member-${teamMate.email}`).locator('.gl-member-name');
    await name.hover();
    const summary = page.getByTestId('user-summary');
    await summary.getByRole('link', { name: 'View Profile' }).waitFor();
    // The pointer crosses to the popover and it stays open.
    await summary.hover();
    await summary.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(profileUrl(teamMate));
    await expectFeed(page);
    await page.screenshot({ path: '.shots/activity-1400.png' });

    await page.getByRole('link', { name: 'Moved "Poster" to Review' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Poster' }).waitFor();
    expect(new URL(page.url()).pathname).toContain(`/workspaces/${workspaceId}/content/`);
    await page.close();
  });

  it('lets the keyboard reach View Profile, and reads at phone width', async () => {
    const page = await pageAs(owner, 390);
    await page.goto(
      `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/collaborators`,
    );
    const name = page.getByTestId(`member-${teamMate.email}`).locator('.gl-member-name');
    await name.focus();
    await page.getByTestId('user-summary').getByRole('link', { name: 'View Profile' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(profileUrl(teamMate));
    await expectFeed(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '.shots/activity-390.png', fullPage: true });
    await page.close();
  });

  it('tells someone of another organization the user is not found; a new user’s own page is empty', async () => {
    const page = await pageAs(stranger);
    await page.goto(profileUrl(teamMate));
    await page.getByText('User not found').waitFor();
    expect(await page.getByTestId('activity').count()).toBe(0);
    await page.goto(profileUrl(stranger));
    await page.getByText('There are no activities.').waitFor();
    await page.close();
  });

  it('keeps loading for a guest whose first pages hold nothing they may see, and shows the older ones', async () => {
    const [actor, guest] = await Promise.all(['ap-deep', 'ap-guest'].map((p) => signedInUser(p)));
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, actor.userId, 'team_lead');
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    const start = Date.now() - 3_600_000;
    const activity = (i: number, guestVisible: boolean) => ({
      user_id: actor.userId,
      activity_id: uuidv7(start + i * 1000),
      kind: 'commented' as const,
      summary: guestVisible ? `Asked the client ${i}` : `Team note ${i}`,
      organization_id: owner.personalOrganizationId,
      workspace_id: workspaceId,
      guest_visible: guestVisible,
      created_at: new Date(start + i * 1000).toISOString(),
    });
    const items = [activity(0, true), activity(1, true)];
    for (let i = 2; i < 1052; i += 1) items.push(activity(i, false));
    await putItems(Activity, items);

    const page = await pageAs(guest);
    await page.goto(profileUrl(actor));
    await expect
      .poll(() => page.getByTestId('activity').allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringMatching(/^Asked the client 1/), expect.stringMatching(/^Asked the client 0/)]);
    expect(await page.getByText('There are no activities.').count()).toBe(0);
    await page.close();
  });
});
