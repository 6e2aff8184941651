/**
 * Inviting a reviewer by e-mail from the Submit dialog, in Chromium (issue 37 "The Submit dialog lists the
 * workspace's Approvers (all checked) and any reviewers invited by e-mail, and lets the team add one";
 * decisions SD1): the team lead opens Submit on a card, sees "No one yet", invites Rosa by name and e-mail
 * there, sees her listed as Invited in the dialog with the Approver still checked, and submits; Rosa's e-mail
 * holds her /review/ link. Screenshots at 1280 and 390 px to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { mailTo } from '../support/mail';

describe('inviting a reviewer from the Submit dialog', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let client: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];

  const openSubmitDialog = async (width: number, cardId: string, slug: string): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInThroughUi(page, lead.email, TEST_PASSWORD);
    await page.goto(
      `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-${slug}`,
    );
    await page
      .getByTestId('card-popup')
      .getByTestId('approval-bar')
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    await page.getByTestId('approval-dialog').getByTestId('submit-link-reviewers').waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, client] = await Promise.all(['sd-lead', 'sd-client'].map((prefix) => signedInUser(prefix)));
    ({ workspaceId, cardIds } = await clientBoardFixture(lead, 'Client Review', 2, [[client, 'approver']], {
      requireApproval: true,
    }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites Rosa in the dialog, lists her beside the checked Approver, and submits to both', async () => {
    const rosa = `rosa-${Date.now()}@client.example`;
    const page = await openSubmitDialog(1280, cardIds[0]!, 'client-review-card-1');
    const dialog = page.getByTestId('approval-dialog');
    const part = dialog.getByTestId('submit-link-reviewers');
    await part.getByText('No one yet. A reviewer by e-mail needs no account or password.').waitFor();
    await part.getByRole('button', { name: 'Invite reviewer', exact: true }).click();
    const form = part.getByRole('form', { name: 'Invite reviewer' });
    await form.getByLabel('Name', { exact: true }).fill('Rosa Reviewer');
    await form.getByLabel('E-mail', { exact: true }).fill(rosa);
    // Enter in the invite form sends the invitation, not the submission around it.
    await form.getByLabel('E-mail', { exact: true }).press('Enter');
    await part
      .getByRole('listitem')
      .filter({ hasText: 'Rosa Reviewer' })
      .getByText('Invited', { exact: true })
      .waitFor();
    await form.waitFor({ state: 'detached' });
    const card = await api<{ stage: { status: string } }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[0]}`,
      { token: lead.token },
    );
    expect(card.body.data.stage.status).toBe('none');
    // The workspace's Approver is still checked.
    expect(await dialog.getByTestId('approval-reviewers').getByRole('checkbox').first().isChecked()).toBe(true);
    await page.screenshot({ path: '.shots/submit-invite-reviewer-1280.png' });

    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (
            await api<{ stage: { status: string } }>(
              'GET',
              `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[0]}`,
              { token: lead.token },
            )
          ).body.data.stage.status,
      )
      .toBe('pending');
    expect((await mailTo(rosa)).at(-1)?.body.text).toMatch(/\/review\/[A-Za-z0-9_-]{43}\b/);
  });

  it('fits the dialog at 390 px', async () => {
    const page = await openSubmitDialog(390, cardIds[1]!, 'client-review-card-2');
    const part = page.getByTestId('approval-dialog').getByTestId('submit-link-reviewers');
    await part.getByRole('button', { name: 'Invite reviewer', exact: true }).click();
    await part.getByRole('form', { name: 'Invite reviewer' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.shots/submit-invite-reviewer-390.png', fullPage: true });
  });
});
