/**
 * Inviting a reviewer by link from the card popup, in Chromium (issue 37 "Invite reviewer in the card …
 * The card shows its reviewers with their status … The team can resend or revoke a link"; decisions IR1–IR5):
 * a team lead invites "Rita Reviewer" by name and e-mail, sees her listed as Invited, and the e-mail holds
 * a /review/ link; a refused e-mail shows at its field; Resend e-mails a new link; Revoke (confirmed)
 * removes her from the list. An
 * Approver opening the same card sees no Reviewers part at all. Screenshots at 1280 and 390 px to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { mailTo } from '../support/mail';

describe('inviting a reviewer from the card popup', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const ritaEmail = `rita-${Date.now()}@client.example`;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-client-review-card-1`;
  const openCard = async (user: SignedInUser, width: number): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').getByText('Client Review card 1').first().waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, approver] = await Promise.all(['ir-lead', 'ir-approver'].map((prefix) => signedInUser(prefix)));
    const board = await clientBoardFixture(lead, 'Client Review', 1, [[approver, 'approver']], {
      requireApproval: true,
    });
    workspaceId = board.workspaceId;
    cardId = board.cardIds[0]!;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('invites Rita, lists her as Invited, e-mails the link, and revokes it', async () => {
    const page = await openCard(lead, 1280);
    const part = page.getByTestId('reviewers');
    await part.getByText('No reviewers invited by e-mail yet').waitFor();
    await part.getByRole('button', { name: 'Invite reviewer', exact: true }).click();
    const form = part.getByRole('form', { name: 'Invite reviewer' });
    // By keyboard: Name has the focus, Tab reaches E-mail, Enter sends; a bad address is refused at its field.
    await expect
      .poll(() => form.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Rita Reviewer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByLabel('E-mail', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await part.getByRole('listitem').count()).toBe(0);

    await form.getByLabel('E-mail', { exact: true }).fill(ritaEmail);
    expect(await form.getByLabel('Link valid for').inputValue()).toBe('30');
    await form.getByLabel('Link valid for').selectOption('7');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByTestId('card-popup').getByText(`The review link was e-mailed to ${ritaEmail}.`).waitFor();
    // The form closes and the focus goes back to its button.
    await form.waitFor({ state: 'detached' });
    const inviteButton = part.getByRole('button', { name: 'Invite reviewer', exact: true });
    await expect.poll(() => inviteButton.evaluate((el) => el === document.activeElement)).toBe(true);
    const rita = part.getByRole('listitem').filter({ hasText: 'Rita Reviewer' });
    await rita.getByText('Invited', { exact: true }).waitFor();
    await page.screenshot({ path: '.shots/invite-reviewer-1280.png' });

    const mail = (await mailTo(ritaEmail)).at(-1);
    expect(mail?.subject).toContain('Client Review card 1');
    expect(mail?.body.text).toMatch(/\/review\/[A-Za-z0-9_-]{43}\b/);

    const phone = await openCard(lead, 390);
    await phone.getByTestId('reviewers').getByText('Rita Reviewer').waitFor();
    await phone.getByTestId('reviewers').scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '.shots/invite-reviewer-390.png' });
    // Nothing of the part spills past the phone's width.
    const overflow = await phone.getByTestId('reviewers').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Resend: a new link is e-mailed (a different token) and Rita is listed once, Invited again.
    await rita.getByRole('button', { name: "Resend Rita Reviewer's link" }).click();
    await page.getByTestId('reviewer-confirm').getByRole('button', { name: 'Resend', exact: true }).click();
    await page.getByTestId('card-popup').getByText(`A new review link was e-mailed to ${ritaEmail}.`).waitFor();
    const links = (await mailTo(ritaEmail)).map((m) => m.body.text?.match(/\/review\/([A-Za-z0-9_-]{43})\b/)?.[1]);
    expect(links).toHaveLength(2);
    expect(links[1]).not.toBe(links[0]);
    await expect.poll(() => part.getByRole('listitem').count()).toBe(1);
    await rita.getByText('Invited', { exact: true }).waitFor();

    await rita.getByRole('button', { name: "Revoke Rita Reviewer's link" }).click();
    const confirm = page.getByTestId('reviewer-confirm');
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await part.getByText('No reviewers invited by e-mail yet').waitFor();
    expect(await part.getByText('Rita Reviewer').count()).toBe(0);
  });

  it('shows an Approver no Reviewers part at all', async () => {
    const page = await openCard(approver, 1280);
    await page.getByTestId('card-popup').getByRole('tab').first().waitFor();
    expect(await page.getByTestId('reviewers').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Invite reviewer' }).count()).toBe(0);
  });
});
