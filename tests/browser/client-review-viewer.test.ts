/**
 * The client's review inside the app, as a signed-in Approver meets it (session 13, decisions GQ1–GQ2): a card
 * sent back once and submitted again, opened from the client's side.
 * - Its badge reads "Revision 1 · Sent" as drawn, not "Revision1": the count is a flex item of the pill, whose
 *   leading space the layout dropped (the text content was right, so a textContent check could not see it).
 * - In the proofing viewer a pin placed by a click takes the keys typed next as its comment at once: before,
 *   the editor had no focus, so the words went to the viewer's shortcuts and the first "n" started another
 *   pin, silently dropping the one being written.
 * Screenshots at 1280 and 390 px go to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';
import { clientBoardFixture } from '../support/client-board';

describe("the client's review in the app, as the Approver", () => {
  let browser: Browser;
  let lead: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let stageId: string;
  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const cardUrl = () =>
    `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-review-card-1`;

  /** The approver, signed in at `width`, on the card. */
  const approverOnCard = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
    const page = await context.newPage();
    await signInThroughUi(page, approver.email, TEST_PASSWORD);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    return page;
  };

  beforeAll(async () => {
    mkdirSync('.shots', { recursive: true });
    browser = await launchBrowser();
    [lead, approver] = await Promise.all(['gq-lead', 'gq-approver'].map((p) => signedInUser(p)));
    const board = await clientBoardFixture(lead, 'Review', 1, [[approver, 'approver']], {
      requireApproval: true,
      enableRevision: true,
    });
    ({ workspaceId, stageId } = board);
    [cardId] = board.cardIds;
    const art = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await uploadCardContents(lead.token, workspaceId, cardId, [
      { bytes: art, type: 'image/png', filename: 'poster.png' },
    ]);
    expect(uploaded.status).toBe(201);
    // Sent, sent back by the client, accepted and sent again: "Revision 1 · Sent".
    const steps: Array<[string, string, string]> = [
      ['POST', `approved_content_group_stages?stage_id=${stageId}`, lead.token],
      ['POST', `approved_content_group_stages/${stageId}/request_revision`, approver.token],
      ['POST', `approved_content_group_stages/${stageId}/accept_revision`, lead.token],
      ['POST', `approved_content_group_stages?stage_id=${stageId}`, lead.token],
    ];
    for (const [method, path, token] of steps) {
      const answer = await api(method, `${cardPath()}/${path}`, { token, body: { comment: { description: '' } } });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 390])('draws a space between Revision and its count at %i px', async (width) => {
    const page = await approverOnCard(width);
    const badge = page.getByTestId('card-popup').getByTestId('approval-badge');
    await badge.locator('.gl-approval-badge__count').waitFor();
    // Where the word's glyphs end and the count's begin, as laid out.
    const gap = await badge.evaluate((el) => {
      const word = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(word);
      const wordEnd = range.getBoundingClientRect().right;
      const count = el.querySelector('.gl-approval-badge__count')!;
      range.selectNodeContents(count.firstChild!);
      // The count's digit alone: the last character of its text.
      range.setStart(count.firstChild!, count.textContent!.length - 1);
      return range.getBoundingClientRect().left - wordEnd;
    });
    // A space in the badge's 12 px type is about 3–4 px; glued, the gap is 0.
    expect(gap).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('approval-decision-badge').first().innerText()).toMatch(/Sent/i);
    await page.screenshot({ path: `.shots/client-review-badge-${width}.png` });
    await page.context().close();
  });

  it('takes the words typed after a click-placed pin as its comment', async () => {
    const page = await approverOnCard(1280);
    const contents = page.getByTestId('card-contents');
    await contents.getByRole('button', { name: 'Show poster.png' }).click();
    await contents.getByRole('button', { name: 'Open preview of poster.png' }).click();
    await page.getByTestId('content-preview').getByRole('button', { name: 'Proofing view' }).click();
    const viewer = page.getByTestId('proofing-viewer');
    await viewer.getByTestId('proof-image').and(viewer.locator('[data-drawn="true"]')).waitFor();

    await viewer.getByRole('group', { name: 'New pin' }).getByRole('button', { name: 'Point' }).click();
    const stage = (await viewer.getByTestId('proof-stage').boundingBox())!;
    await page.mouse.click(stage.x + stage.width * 0.6, stage.y + stage.height * 0.7);
    const panel = viewer.getByTestId('new-annotation');
    await panel.waitFor();
    // No click into the box: a person types straight away. "n" is the viewer's New-pin key.
    const editor = panel.getByRole('textbox');
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement)), { timeout: 5000 }).toBe(true);
    await page.keyboard.type('needs more room near the logo');
    expect(await panel.isVisible()).toBe(true);
    expect(await editor.innerText()).toBe('needs more room near the logo');
    await page.screenshot({ path: '.shots/client-review-pin-typed-1280.png' });
    await panel.getByRole('button', { name: 'Send' }).click();
    await viewer.getByRole('button', { name: /needs more room near the logo$/ }).waitFor();
    await page.context().close();
  });
});
