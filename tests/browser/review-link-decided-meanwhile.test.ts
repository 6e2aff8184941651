/**
 * Two reviewers by link on one card, both pages open (session 13, decision GQ3): the first asks for changes;
 * the second, whose page still offers Approve, presses it. The page says their decision was not recorded
 * because someone else decided meanwhile, shows the card as it now stands ("Changes have been requested on
 * this card.", with no thanks for a decision that was not theirs) and the other reviewer's request in the
 * comments, with no Approve left to press. Before, it said "The approval changed meanwhile. Please reload the
 * card." (a reviewer has no card to reload) and kept offering both buttons. The first reviewer's own page
 * still thanks them. Once in German too: the message is the catalogue's, not English. While a decision is
 * awaited the page tells the day to decide by (GQ4), in the reviewer's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { linkFromMail } from '../support/mail';
import type { Reviewer } from '../../shared/schemas/review-links';

describe('a review link whose card was decided meanwhile', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let cardPath: string;
  let stageId: string;

  /** The review page of a new reviewer invited on the card, in a fresh browser context of `width` px. */
  const reviewerPage = async (name: string, width: number, language?: 'de'): Promise<Page> => {
    const email = `gq-${name.toLowerCase()}-${Date.now()}@client.example`;
    const invited = await api<Reviewer>('POST', `${cardPath}/reviewers`, {
      token: owner.token,
      body: { email, name, ...(language ? { language } : {}) },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = await linkFromMail(email, /review|prüfen/);
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  };
  const submit = async () => {
    const sent = await api('POST', `${cardPath}/approved_content_group_stages?stage_id=${stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('gq-owner');
    const board = await clientBoardFixture(owner, 'Client Review', 1, []);
    stageId = board.stageId;
    const stage = await api('PUT', `/api/v1/workspaces/${board.workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { require_approval_from_client: true, enable_revision: true },
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(200);
    cardPath = `/api/v1/workspaces/${board.workspaceId}/content_groups/${board.cardIds[0]!}`;
    await submit();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows where the card stands instead of asking to reload, and thanks only the one who decided', async () => {
    const first = await reviewerPage('Fran', 1280);
    const second = await reviewerPage('Sam', 390);
    await second.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    // The submitter's Decide by (2 working days by default) is told on the page (GQ4).
    expect(await second.getByText(/^Please decide by \w{3} \d{1,2}, \d{4}\.$/).count()).toBe(1);

    await first.getByRole('button', { name: 'Request changes', exact: true }).click();
    await first.getByLabel('What should change? (optional)').fill('Shorter headline, please');
    await first.getByRole('button', { name: 'Send request', exact: true }).click();
    await first.getByText('Changes requested — thank you', { exact: true }).waitFor();

    await second.getByRole('button', { name: 'Approve', exact: true }).click();
    await second
      .getByRole('alert')
      .getByText(
        'Someone else decided meanwhile, so your decision was not recorded. The page now shows where the card stands.',
      )
      .waitFor();
    await second.getByText('Changes have been requested on this card.', { exact: true }).waitFor();
    expect(await second.getByText(/^Please decide by/).count()).toBe(0);
    expect(await second.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await second.getByRole('button', { name: 'Request changes', exact: true }).count()).toBe(0);
    expect(await second.getByText('Changes requested — thank you', { exact: true }).count()).toBe(0);
    // The other reviewer's request is in the comments without a reload.
    await second
      .getByRole('list', { name: 'Comments', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Shorter headline, please' })
      .getByText('Fran', { exact: true })
      .waitFor();
    await second.screenshot({ path: '.shots/review-decided-meanwhile-390.png', fullPage: true });
    expect(await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
      0,
    );
  });

  it('says so in the reviewer’s language (German)', async () => {
    // The team accepts the request and sends the card again: a new round, open to both.
    const accepted = await api('POST', `${cardPath}/approved_content_group_stages/${stageId}/accept_revision`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await submit();
    const german = await reviewerPage('Jona', 1366, 'de');
    await german.getByRole('button', { name: 'Freigeben', exact: true }).waitFor();
    expect(await german.getByText(/^Bitte entscheiden Sie bis \d{1,2}\. \S+ \d{4}\.$/).count()).toBe(1);
    const other = await reviewerPage('Kim', 1280);
    await other.getByRole('button', { name: 'Approve', exact: true }).click();
    await other.getByText('Approved — thank you', { exact: true }).waitFor();

    await german.getByRole('button', { name: 'Freigeben', exact: true }).click();
    await german.getByText('Diese Karte wurde freigegeben.', { exact: true }).waitFor();
    expect(await german.getByRole('alert').innerText()).toContain('Inzwischen hat jemand anderes entschieden');
    expect(await german.getByRole('button', { name: 'Freigeben', exact: true }).count()).toBe(0);
    await german.screenshot({ path: '.shots/review-decided-meanwhile-de-1366.png', fullPage: true });
  });
});
