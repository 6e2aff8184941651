/**
 * The review report, the open-pin counts and the pins in the comment tabs, in Chromium (issue 26 "Tests: In
 * Chromium … download the report and check its pages and list"; decisions R55–R60): the owner at desktop
 * width sees the open-pin count on each content and on the board card, finds a pin's spot in the comment
 * tab, and downloads a content's report (its pages and list read back with pdf-lib and pdfjs-dist); the
 * approver at phone width counts and gets Guest pins only. Screenshots go to /tmp/proofsrv-shots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { Content } from '../../shared/schemas/contents';

const SHOTS = '/tmp/proofsrv-shots';

/** Every page's text of a PDF, read by pdfjs-dist. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1)
    texts.push((await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  await doc.destroy();
  return texts.join('\n');
}

describe('review report and pin counts in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let image: Content;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-proofing-card-1`;
  const openAs = async (user: SignedInUser, width: number, url = cardUrl()): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(url);
    return page;
  };
  const downloadReport = async (page: Page, name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download review report of ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name.replace(/\.[^.]+$/, '')} review report.pdf`);
    return new Uint8Array(await readFile((await download.path())!));
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    [owner, approver] = await Promise.all([signedInUser('rb-owner'), signedInUser('rb-approver')]);
    const fixture = await boardFixture(owner, ['Proofing'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    const poster = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    [image] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: poster, type: 'image/png', filename: 'poster.png' },
      ])
    ).body.data;
    const pin = (text: string, internal: boolean, shape: Record<string, unknown>, user: SignedInUser) =>
      api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/comments`, {
        token: user.token,
        body: {
          comment: {
            description: `<p>${text}</p>`,
            internal,
            anchor: { content_id: image.id, version_id: image.version_id, page: 1, shape },
          },
        },
      });
    expect((await pin('Make the logo bigger', false, { type: 'point', x: 0.3, y: 0.4 }, approver)).status).toBe(201);
    expect(
      (await pin('Team only: licence check', true, { type: 'rect', x: 0.55, y: 0.5, w: 0.3, h: 0.3 }, owner)).status,
    ).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the owner the open pins on the content and the board card, the spot in the comment tab, and downloads the report', async () => {
    const board = await openAs(
      owner,
      1440,
      `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`,
    );
    await expect.poll(() => board.getByTestId('card-open-pins').first().textContent()).toContain('2');
    await board.screenshot({ path: `${SHOTS}/board-1440.png` });
    await board.context().close();

    const page = await openAs(owner, 1440);
    const tile = page
      .getByTestId('content-tile')
      .filter({ has: page.getByRole('button', { name: 'Show poster.png' }) });
    await expect.poll(() => tile.getByTestId('content-open-pins').textContent()).toContain('2');
    const spots = page.getByTestId('comment-pin-spot');
    await spots.first().waitFor();
    expect(await spots.first().textContent()).toMatch(/Pin T?\d on poster\.png, page 1/);
    await page.screenshot({ path: `${SHOTS}/card-owner-1440.png` });
    const bytes = await downloadReport(page, 'poster.png');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Make the logo bigger');
    expect(text).toContain('Team only: licence check');
    await page.context().close();
  });

  it('gives the approver at phone width Guest pins only, in the counts and the report', async () => {
    const page = await openAs(approver, 390);
    const tile = page.getByTestId('content-tile').first();
    await expect.poll(() => tile.getByTestId('content-open-pins').textContent()).toContain('1');
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/card-approver-390.png` });
    const bytes = await downloadReport(page, 'poster.png');
    const text = await pdfText(bytes);
    expect(text).toContain('Make the logo bigger');
    expect(text).toContain('Guest annotations only');
    expect(text).not.toContain('Team only');
    await page.context().close();
  });
});
