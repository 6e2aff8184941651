/**
 * A PDF's later pages on the review page, in Chromium (issue 37 "its client-visible contents in the proofing
 * viewer, with pins"; decisions L6): a 3-page PDF shows page 1 from its rendition with no PDF renderer loaded;
 * "Next page" draws page 2 in the browser, a click there pins a comment anchored to page 2, and the pin shows
 * on page 2 only. A screenshot at 1280 px goes to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { linkFromMail } from '../support/mail';
import { uploadCardContents } from '../support/uploads';
import type { Comment } from '../../shared/schemas/comments';

/** A PDF of `count` A5 pages, each saying its number. */
async function pagedPdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n += 1) doc.addPage([420, 595]).drawText(`Page ${n}`, { x: 60, y: 500, size: 48, font });
  return Buffer.from(await doc.save());
}

describe('a PDF page by page on the review page', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    lead = await signedInUser('rpdf-lead');
    const board = await clientBoardFixture(lead, 'Client Review', 1, [], { requireApproval: true });
    workspaceId = board.workspaceId;
    cardId = board.cardIds[0]!;
    const uploaded = await uploadCardContents(lead.token, workspaceId, cardId, [
      { bytes: await pagedPdf(3), type: 'application/pdf', filename: 'brochure.pdf' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('turns to page 2, draws it, and pins a comment there', async () => {
    const email = `pdf-pages-${Date.now()}@client.example`;
    const invited = await api('POST', `${cardPath()}/reviewers`, {
      token: lead.token,
      body: { email, name: 'Petra Pages' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = await linkFromMail(email, /asks you to review/);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${baseUrl()}${link.pathname}`);
    await page.getByText('Page 1 of 3', { exact: true }).waitFor();
    const image = page.getByRole('img', { name: 'brochure.pdf', exact: true });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // Page 1 is the server's rendition: no PDF renderer on the first load.
    expect(scripts.filter((s) => /pdf/i.test(s))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Previous page', exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Next page', exact: true }).click();
    await page.getByText('Page 2 of 3', { exact: true }).waitFor();
    // Drawn in the browser, 1200 px wide (the rendition's width).
    await expect
      .poll(() =>
        image.evaluate((img: HTMLImageElement) => (img.complete && img.src.startsWith('blob:') ? img.naturalWidth : 0)),
      )
      .toBe(1200);
    const stagePage = page.getByTestId('review-stage-page').first();
    const box = (await stagePage.boundingBox())!;
    await stagePage.click({ position: { x: box.width * 0.5, y: box.height * 0.3 } });
    await page.getByLabel('Comment on the new pin on brochure.pdf', { exact: true }).fill('Typo on page two');
    await page.getByRole('button', { name: 'Post pin', exact: true }).click();
    await page.getByRole('button', { name: 'Pin 1', exact: true }).waitFor();
    await page.screenshot({ path: '.shots/review-pdf-page-2-1280.png' });

    const pins = (
      await api<{ comments: Comment[] }>('GET', `${cardPath()}/comments?chat_status=guest`, { token: lead.token })
    ).body.data.comments.filter((c) => c.anchor);
    expect(pins).toHaveLength(1);
    expect(pins[0]!.anchor!.page).toBe(2);

    // The pin belongs to page 2: page 1 shows none, page 2 shows it again.
    await page.getByRole('button', { name: 'Previous page', exact: true }).click();
    await page.getByText('Page 1 of 3', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Pin 1', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next page', exact: true }).click();
    await page.getByRole('button', { name: 'Pin 1', exact: true }).waitFor();
  });
});
