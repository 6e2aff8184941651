/**
 * Review deadlines in Chromium (issue 38 "Review deadlines"; decisions DL1, DL2, DL5): the Submit dialog's
 * "Decide by" date starts at 2 working days ahead, says at once that a past day cannot be chosen, and sends
 * the chosen day with the browser's zone; the approval bar then shows the deadline. A submission whose
 * deadline has passed counts on the dashboard ("Overdue Reviews") and on its workspace card. Screenshots of
 * the dialog and the dashboard at 1280 and 390 px go to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { CLOCK_HEADER } from '../../functions/src/lib/clock';
import { defaultDeadlineDay } from '../../shared/schemas/review-deadline';

describe('review deadlines in the browser', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let client: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];

  const cardUrl = (id: string, slug: string) =>
    `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${id.replace(/-/g, '')}-${slug}`;
  const signedInPage = async (width: number): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInThroughUi(page, lead.email, TEST_PASSWORD);
    return page;
  };
  const openSubmitDialog = async (page: Page, url: string) => {
    await page.goto(url);
    await page
      .getByTestId('card-popup')
      .getByTestId('approval-bar')
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    const dialog = page.getByTestId('approval-dialog');
    await dialog.getByTestId('approval-reviewers').waitFor();
    return dialog;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, client] = await Promise.all(['dl-ui-lead', 'dl-ui-client'].map((prefix) => signedInUser(prefix)));
    ({ workspaceId, stageId, cardIds } = await clientBoardFixture(lead, 'Client Review', 3, [[client, 'approver']], {
      requireApproval: true,
    }));
    // Card 3 was submitted a week ago with its default deadline: overdue now.
    const weekAgo = addDays(new Date(), -7).toISOString();
    const old = await api(
      'POST',
      `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[2]}/approved_content_group_stages?stage_id=${stageId}`,
      { token: lead.token, body: { comment: { description: '' } }, headers: { [CLOCK_HEADER]: weekAgo } },
    );
    expect(old.status, JSON.stringify(old.body)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fills Decide by with 2 working days, refuses a past day, and sends the chosen one', async () => {
    const page = await signedInPage(1280);
    const dialog = await openSubmitDialog(page, cardUrl(cardIds[0]!, 'client-review-card-1'));
    const field = dialog.getByLabel('Decide by', { exact: true });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(await field.inputValue()).toBe(defaultDeadlineDay(Date.now(), zone));
    await page.screenshot({ path: '.shots/submit-deadline-1280.png' });

    await field.fill(format(addDays(new Date(), -2), 'yyyy-MM-dd'));
    await dialog.getByText('The review deadline cannot be in the past.', { exact: true }).waitFor();

    const chosen = format(addDays(new Date(), 10), 'yyyy-MM-dd');
    await field.fill(chosen);
    const answered = page.waitForResponse(
      (r) => r.url().includes('approved_content_group_stages') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const response = await answered;
    expect(response.request().postDataJSON()).toMatchObject({ review_deadline: chosen, time_zone: zone });
    expect(response.status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('approval-deadline-text').waitFor();
    expect(await page.getByTestId('approval-deadline-text').textContent()).toContain(
      format(new Date(`${chosen}T12:00:00`), 'EEE, MMM d'),
    );
  });

  it('shows the deadline field on a phone without overflow', async () => {
    const page = await signedInPage(390);
    const dialog = await openSubmitDialog(page, cardUrl(cardIds[1]!, 'client-review-card-2'));
    await dialog.getByLabel('Decide by', { exact: true }).waitFor();
    await page.screenshot({ path: '.shots/submit-deadline-390.png' });
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  it('counts the overdue review on the dashboard and the workspace card', async () => {
    for (const width of [1280, 390]) {
      const page = await signedInPage(width);
      await page.goto(`${baseUrl()}/dashboard?organization_id=${lead.personalOrganizationId}`);
      const stat = page.getByTestId('stat-overdue-reviews');
      await stat.waitFor();
      await expect.poll(() => stat.locator('.gl-stat__value').textContent()).toBe('1');
      await page.screenshot({ path: `.shots/dashboard-overdue-${width}.png` });
      await page.goto(`${baseUrl()}/organizations/${lead.personalOrganizationId}`);
      const card = page.getByTestId(`workspace-${workspaceId}`);
      await expect.poll(() => card.getByTestId('workspace-overdue').textContent()).toBe('1 overdue review');
      if (width === 1280) await page.screenshot({ path: '.shots/workspace-overdue-1280.png' });
    }
  });
});
