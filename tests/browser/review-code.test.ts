/**
 * A review link that requires a code, in Chromium (issue 37 "With `require_code`, opening the link on a new
 * device e-mails a 6-digit code …"; decisions K1, K3): the team ticks "Require a code sent by e-mail" in the
 * card's invite form; the link, opened in a fresh browser, asks for the code (sent to the reviewer's masked
 * address), refuses a wrong one at its field and opens the card with the right one; the same browser opens the
 * link again without a code; a reload during the code step returns to the code field (K8); the team's list then
 * reads "Opened hh:mm". A screenshot at 390 px to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { linkFromMail, mailTo } from '../support/mail';

const CARD_NAME = 'Client Review card 1';

describe('a review link that requires a code', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const email = `ruth-${Date.now()}@client.example`;
  const codeMails = async () => (await mailTo(email)).filter((m) => m.subject.startsWith('Your code'));

  beforeAll(async () => {
    browser = await launchBrowser();
    lead = await signedInUser('rcb-lead');
    const board = await clientBoardFixture(lead, 'Client Review', 1, [], { requireApproval: true });
    workspaceId = board.workspaceId;
    cardId = board.cardIds[0]!;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is invited with the box ticked, asks a new browser for the code, and remembers it after', async () => {
    const team: Page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInThroughUi(team, lead.email, TEST_PASSWORD);
    await team.goto(
      `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-client-review-card-1`,
    );
    const part = team.getByTestId('reviewers');
    await part.getByRole('button', { name: 'Invite reviewer', exact: true }).click();
    const form = part.getByRole('form', { name: 'Invite reviewer' });
    await form.getByLabel('Name', { exact: true }).fill('Ruth Coded');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    const box = form.getByLabel('Require a code sent by e-mail');
    expect(await box.isChecked()).toBe(false);
    // Amplify hides the input itself: the label is what a person clicks.
    await form.getByText('Require a code sent by e-mail', { exact: true }).click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await part.getByText('Ruth Coded').waitFor();
    await part.getByText('Invited', { exact: true }).waitFor();

    const link = await linkFromMail(email, /asks you to review/);
    const reviewer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await reviewer.goto(`${baseUrl()}${link.pathname}`);
    await reviewer.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    expect(new URL(reviewer.url()).pathname).toBe('/review');
    await reviewer.getByText('r•••@client.example', { exact: false }).waitFor();
    expect(await reviewer.getByRole('heading', { name: CARD_NAME }).count()).toBe(0);
    await expect.poll(async () => (await codeMails()).length).toBe(1);
    const code = (await codeMails())[0].subject.match(/(\d{6})$/)![1];

    const field = reviewer.getByLabel('Code', { exact: true });
    await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
    await reviewer.getByRole('button', { name: 'Open the review' }).click();
    await reviewer.getByText('That code is not right. 4 tries left.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await reviewer.screenshot({ path: '.shots/review-code-390.png', fullPage: true });
    // A reload of /review during the code step comes back to the code field, and sends no new code (K8).
    await reviewer.reload();
    await reviewer.getByRole('heading', { level: 1, name: 'Enter your code' }).waitFor();
    await reviewer.getByText('r•••@client.example', { exact: false }).waitFor();
    expect(await codeMails()).toHaveLength(1);
    await field.fill(code);
    await reviewer.getByRole('button', { name: 'Open the review' }).click();
    await reviewer.getByRole('heading', { level: 1, name: CARD_NAME, exact: true }).waitFor();

    // The same browser (its device id in localStorage), in a new tab: no code asked, none sent.
    const again = await reviewer.context().newPage();
    await again.goto(`${baseUrl()}${link.pathname}`);
    await again.getByRole('heading', { level: 1, name: CARD_NAME, exact: true }).waitFor();
    expect(await codeMails()).toHaveLength(1);

    await team.reload();
    await team
      .getByTestId('reviewers')
      .getByText(/^Opened \d\d:\d\d$/)
      .waitFor();
  });
});
