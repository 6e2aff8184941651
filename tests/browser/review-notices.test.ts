/**
 * Telling the client, in Chromium (issue 37 "Submitting tells the reviewers"): the team lead's Submit
 * dialog lists the workspace's Approvers, all checked; one is unchecked; only the checked one finds the
 * request in their bell panel, though neither is a participant. A Production member sees the same list.
 * Screenshots of the dialog at 1280 and 390 px go to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { clientBoardFixture } from '../support/client-board';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('the Submit dialog tells the reviewers', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let clientAnn: SignedInUser;
  let clientBob: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];

  const cardUrl = (id: string, slug: string) =>
    `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${id.replace(/-/g, '')}-${slug}`;
  const signedInPage = async (user: SignedInUser, width: number): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  };
  const openSubmitDialog = async (page: Page, url: string) => {
    await page.goto(url);
    const popup = page.getByTestId('card-popup');
    await popup.getByTestId('approval-bar').getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByTestId('approval-dialog');
    await dialog.getByTestId('approval-reviewers').waitFor();
    return dialog;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, clientAnn, clientBob] = await Promise.all(
      ['rv-ui-lead', 'rv-ui-ann', 'rv-ui-bob'].map((prefix) => signedInUser(prefix)),
    );
    await api('PUT', '/api/v1/users/update_detail', {
      token: clientAnn.token,
      body: { first_name: 'Ann', last_name: 'Client' },
    });
    await api('PUT', '/api/v1/users/update_detail', {
      token: clientBob.token,
      body: { first_name: 'Bob', last_name: 'Client' },
    });
    ({ workspaceId, cardIds } = await clientBoardFixture(
      lead,
      'Client Review',
      2,
      [
        [clientAnn, 'approver'],
        [clientBob, 'approver'],
      ],
      { requireApproval: true },
    ));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists every Approver checked, and tells only those left checked', async () => {
    const page = await signedInPage(lead, 1280);
    const dialog = await openSubmitDialog(page, cardUrl(cardIds[0]!, 'client-review-card-1'));
    const ann = dialog.getByRole('checkbox', { name: 'Ann Client' });
    const bob = dialog.getByRole('checkbox', { name: 'Bob Client' });
    await expect.poll(() => ann.isChecked()).toBe(true);
    expect(await bob.isChecked()).toBe(true);
    await page.screenshot({ path: '.shots/submit-reviewers-1280.png' });
    await bob.uncheck();
    const answered = page.waitForResponse(
      (r) => r.url().includes('approved_content_group_stages') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    expect((await answered).request().postDataJSON()).toMatchObject({ reviewer_ids: [clientAnn.userId] });
    await dialog.waitFor({ state: 'detached' });

    // Ann finds the request in her bell panel; Bob does not.
    const annPage = await signedInPage(clientAnn, 1280);
    await annPage.getByTestId('notifications-bell').click();
    const panel = annPage.getByRole('region', { name: 'Notifications panel' });
    await panel.getByText('submitted "Client Review card 1" for approval', { exact: false }).waitFor();
    const bobPage = await signedInPage(clientBob, 1280);
    await bobPage.getByTestId('notifications-bell').click();
    const bobPanel = bobPage.getByRole('region', { name: 'Notifications panel' });
    await bobPanel.waitFor();
    await expect.poll(() => bobPanel.getByText('Client Review card 1', { exact: false }).count()).toBe(0);
  });

  it('shows the same list on a phone', async () => {
    const page = await signedInPage(lead, 390);
    const dialog = await openSubmitDialog(page, cardUrl(cardIds[1]!, 'client-review-card-2'));
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(2);
    await page.screenshot({ path: '.shots/submit-reviewers-390.png' });
    const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
