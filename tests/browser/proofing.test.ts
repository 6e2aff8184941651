/**
 * The proofing viewer in Chromium (issue 26 "Tests: In Chromium"; BRIEF §8; decisions R40–R46, W29–W35):
 * a coordinator opens the viewer from a content's preview, pins a point and draws a rectangle on an image,
 * pins a point on page 2 of a PDF (rendered in the browser), replies in a pin's thread and resolves one;
 * an approver at phone width sees only the Guest pins (and no Team one by the API either) and adds one
 * by tapping, numbered in the Guest tab's own sequence with no gap for the Team pin (issue 35); after a new
 * version is uploaded, one open annotation is carried over, keeping its number; the two versions are
 * compared side by side, as an overlay and as a pixel difference whose canvas has highlighted pixels.
 * Screenshots at 1440 and 390 px go to /tmp/viewer-shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { Content } from '../../shared/schemas/contents';
import type { Annotation } from '../../shared/schemas/annotations';
import type { PresignedPost } from '../../shared/schemas/uploads';

const SHOTS = '/tmp/viewer-shots';

/** An artwork: a grey field with a coloured "logo" box at `x`. */
function artwork(x: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 230, b: 230 } } })
    .composite([{ input: { create: { width: 200, height: 120, channels: 3, background: colour } }, left: x, top: 100 }])
    .png()
    .toBuffer();
}

/** A 3-page PDF with a coloured band per page. */
async function priceList(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const colour of [rgb(0.8, 0.1, 0.1), rgb(0.1, 0.6, 0.2), rgb(0.1, 0.2, 0.8)]) {
    const page = doc.addPage([420, 595]);
    page.drawRectangle({ x: 40, y: 400, width: 340, height: 120, color: colour });
  }
  return Buffer.from(await doc.save());
}

describe('proofing viewer in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let coordinator: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let image: Content;
  let pdf: Content;
  const contexts: BrowserContext[] = [];

  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-proof-card-1`;
  const annotationsOf = async (content: Content, versionId: string, user: SignedInUser) =>
    (
      await api<{ annotations: Annotation[] }>(
        'GET',
        `${cardPath()}/contents/${content.id}/versions/${versionId}/annotations`,
        { token: user.token },
      )
    ).body.data.annotations;

  const signIn = async (user: SignedInUser, width: number): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 900 },
      hasTouch: width < 500,
      isMobile: width < 500,
    });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  };
  /** Opens the card, the preview of `filename`, then the proofing viewer. */
  const openViewer = async (page: Page, filename: string, compare = false) => {
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    await page
      .getByRole('tab', { name: 'Content' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    const contents = page.getByTestId('card-contents');
    await contents.getByRole('button', { name: `Show ${filename}` }).click();
    await contents.getByRole('button', { name: `Open preview of ${filename}` }).click();
    await page
      .getByTestId('content-preview')
      .getByRole('button', { name: compare ? 'Compare' : 'Proofing view' })
      .click();
    const viewer = page.getByTestId('proofing-viewer');
    await viewer.waitFor();
    return viewer;
  };
  /** Places a pin with `tool` from `from` to `to` (fractions of the stage's page) and posts `text`. */
  const pin = async (
    page: Page,
    tool: 'Point' | 'Rectangle' | 'Freehand',
    from: [number, number],
    to: [number, number] | null,
    text: string,
    tab?: 'Team' | 'Guest',
    hint?: string,
  ) => {
    const viewer = page.getByTestId('proofing-viewer');
    const toolButton = viewer.getByRole('group', { name: 'New pin' }).getByRole('button', { name: tool });
    if ((await toolButton.getAttribute('aria-pressed')) !== 'true') await toolButton.click();
    const box = (await viewer.getByTestId('draw-layer').boundingBox())!;
    const at = ([x, y]: [number, number]) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    if (to) {
      await page.mouse.move(at(from).x, at(from).y);
      await page.mouse.down();
      await page.mouse.move(at(to).x, at(to).y, { steps: 8 });
      await page.mouse.up();
    } else if (page.viewportSize()!.width < 500) {
      await page.touchscreen.tap(at(from).x, at(from).y);
    } else {
      await page.mouse.click(at(from).x, at(from).y);
    }
    const panel = viewer.getByTestId('new-annotation');
    await panel.waitFor();
    if (tab) await panel.getByRole('radio', { name: tab }).check();
    if (hint) await panel.getByText(hint, { exact: true }).waitFor();
    await panel.getByRole('textbox').click();
    await page.keyboard.type(text);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    [owner, coordinator, approver] = await Promise.all(
      ['pf-owner', 'pf-coordinator', 'pf-approver'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Proof'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, coordinator.userId, 'coordinator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: await artwork(100, { r: 200, g: 30, b: 30 }), type: 'image/png', filename: 'look.png' },
      { bytes: await priceList(), type: 'application/pdf', filename: 'prices.pdf' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    [image, pdf] = uploaded.body.data;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a coordinator pins a point and a rectangle on an image and a point on PDF page 2, replies and resolves', async () => {
    const page = await signIn(coordinator, 1440);
    const viewer = await openViewer(page, 'look.png');
    await viewer.getByTestId('proof-image').and(viewer.locator('[data-drawn="true"]')).waitFor();
    await pin(page, 'Point', [0.25, 0.3], null, 'logo bigger', 'Guest');
    await viewer.getByRole('button', { name: /^Annotation 1 by Test pf-coordinator: logo bigger$/ }).waitFor();
    await pin(page, 'Rectangle', [0.5, 0.5], [0.8, 0.8], 'crop tighter here', 'Team');
    // The Team tab numbers its pins apart: T1 (issue 35).
    await viewer.getByRole('button', { name: /^Annotation T1 by Test pf-coordinator: crop tighter here$/ }).waitFor();
    expect(
      (await annotationsOf(image, image.version_id, coordinator)).map((a) => [
        a.number,
        a.anchor.shape.type,
        a.internal,
      ]),
    ).toEqual([
      [1, 'point', false],
      [1, 'rect', true],
    ]);

    // The PDF: next content (→), page 2 (↓), rendered by pdfjs in the browser.
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('heading', { name: 'prices.pdf' }).waitFor();
    await viewer.locator('[data-testid="pdf-page"][data-drawn="true"]').waitFor({ timeout: 20_000 });
    await page.keyboard.press('ArrowDown');
    await viewer.getByTestId('page-indicator').getByText('Page 2 of 3').waitFor();
    await viewer.locator('[data-testid="pdf-page"][data-page="2"][data-drawn="true"]').waitFor({ timeout: 20_000 });
    // N starts a point pin.
    await page.keyboard.press('n');
    await expect.poll(() => viewer.getByRole('button', { name: 'Point' }).getAttribute('aria-pressed')).toBe('true');
    await pin(page, 'Point', [0.5, 0.2], null, 'price wrong on page two', 'Guest');
    const pdfPins = await annotationsOf(pdf, pdf.version_id, coordinator);
    expect(pdfPins.map((a) => [a.number, a.anchor.page])).toEqual([[1, 2]]);
    await page.screenshot({ path: `${SHOTS}/proofing-pdf-1440.png` });

    // Back to the image: open pin 1's thread, reply, resolve.
    await page.keyboard.press('ArrowLeft');
    await viewer.getByRole('button', { name: /^Annotation 1 by/ }).click();
    const thread = viewer.getByTestId('thread-panel');
    await thread.getByTestId('annotation-thread').getByText('logo bigger').waitFor();
    await thread.getByRole('textbox', { name: 'Write a reply' }).click();
    await page.keyboard.type('on it');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByTestId('annotation-thread').getByText('on it').waitFor();
    await thread.getByRole('button', { name: 'Resolve', exact: true }).click();
    await thread.getByRole('button', { name: 'Reopen', exact: true }).waitFor();
    await viewer.getByRole('button', { name: /^Annotation 1 by .* \(resolved\)$/ }).waitFor();
    const after = await annotationsOf(image, image.version_id, coordinator);
    expect(after.find((a) => a.number === 1)).toMatchObject({ resolved: true, reply_count: 1 });
    await page.screenshot({ path: `${SHOTS}/proofing-thread-1440.png` });
    // Filters: Open hides the resolved pin.
    await thread.getByRole('button', { name: '‹ All annotations' }).click();
    await viewer.getByRole('button', { name: /^Open \(/ }).click();
    await expect.poll(() => viewer.getByTestId('pin').count()).toBe(1);
    await viewer.getByRole('button', { name: /^All \(/ }).click();
    await expect.poll(() => viewer.getByTestId('pin').count()).toBe(2);
  });

  it('an approver on a phone sees only Guest pins and adds one by tapping; it appears live for the coordinator', async () => {
    const team = await signIn(coordinator, 1440);
    const teamViewer = await openViewer(team, 'look.png');
    await expect.poll(() => teamViewer.getByTestId('pin').count()).toBe(2);
    const page = await signIn(approver, 390);
    const viewer = await openViewer(page, 'look.png');
    await viewer.getByTestId('proof-image').and(viewer.locator('[data-drawn="true"]')).waitFor();
    await expect.poll(() => viewer.getByTestId('pin').count()).toBe(1);
    expect(await viewer.getByRole('button', { name: /crop tighter/ }).count()).toBe(0);
    // By the API too: no Team annotation, in any status.
    expect((await annotationsOf(image, image.version_id, approver)).every((a) => !a.internal)).toBe(true);
    // The panel says where the pin will go before it is posted, and "Posted" only after (issue 35).
    await pin(page, 'Point', [0.6, 0.25], null, 'colours approved', undefined, 'Will be posted in the Guest tab.');
    await viewer.getByTestId('pin-posted').getByText('Posted in the Guest tab.').waitFor();
    // Numbered 2: the guest's pins read 1…n with no gap for the Team pin (issue 35).
    await viewer.getByRole('button', { name: /^Annotation 2 by Test pf-approver: colours approved$/ }).waitFor();
    expect(await viewer.getByTestId('pin').allTextContents()).toEqual(['1', '2']);
    // The coordinator's open viewer shows it with no reload (the card channel's comment event).
    await teamViewer
      .getByRole('button', { name: /^Annotation 2 by Test pf-approver: colours approved$/ })
      .waitFor({ timeout: 15_000 });
    expect((await teamViewer.getByTestId('pin').allTextContents()).sort()).toEqual(['1', '2', 'T1']);
    // Only the Guest tab is offered and the approver cannot resolve the coordinator's pin.
    await viewer.getByRole('button', { name: /^Annotation 1 by/ }).click();
    await viewer.getByTestId('annotation-thread').waitFor();
    expect(await viewer.getByRole('button', { name: 'Reopen', exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/proofing-approver-390.png` });
  });

  it('carries an open annotation over to a new version and compares the versions in three modes', async () => {
    const bytes = await artwork(420, { r: 30, g: 30, b: 200 });
    const presigned = await api<PresignedPost>('POST', `${cardPath()}/contents/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename: 'look-v2.png' },
    });
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const replaced = await api<Content>('PUT', `${cardPath()}/contents/${image.id}`, {
      token: owner.token,
      body: { replace: true, key: presigned.body.data.key, filename: 'look-v2.png' },
    });
    expect(replaced.status).toBe(200);

    const page = await signIn(coordinator, 1440);
    // The content keeps its first file's name across versions (decisions DL7).
    const viewer = await openViewer(page, 'look.png');
    await viewer.getByLabel('Version', { exact: true }).waitFor();
    const carry = viewer.getByTestId('carry-over');
    await carry.getByText('crop tighter here').waitFor();
    expect(await viewer.getByTestId('pin').count()).toBe(0);
    await carry.getByRole('button', { name: 'Carry over annotation T1' }).click();
    // The carried pin keeps its number (issue 35).
    await viewer.getByRole('button', { name: /^Annotation T1 by Test pf-coordinator: crop tighter here$/ }).waitFor();
    const carried = await annotationsOf(replaced.body.data, replaced.body.data.version_id, coordinator);
    expect(carried).toHaveLength(1);
    expect(carried[0].carried_from).not.toBeNull();
    await page.screenshot({ path: `${SHOTS}/proofing-carried-1440.png` });

    await viewer.getByRole('button', { name: 'Compare' }).click();
    await viewer.getByRole('tab', { name: 'Side by side' }).click();
    const side = viewer.getByTestId('compare-side-by-side');
    await expect.poll(() => side.getByTestId('compare-pane').count()).toBe(2);
    // Each side shows its own version's pins: the carried one on the new, the resolved original on the old.
    await side
      .getByTestId('compare-pane')
      .nth(0)
      .getByRole('button', { name: /crop tighter here/ })
      .waitFor();
    await side
      .getByTestId('compare-pane')
      .nth(1)
      .getByRole('button', { name: /crop tighter here \(resolved\)/ })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/proofing-side-by-side-1440.png` });
    await viewer.getByRole('tab', { name: 'Overlay' }).click();
    const slider = viewer.getByRole('slider', { name: /^Opacity of Version 1/ });
    await slider.fill('80');
    await page.screenshot({ path: `${SHOTS}/proofing-overlay-1440.png` });
    await viewer.getByRole('tab', { name: 'Difference' }).click();
    await viewer.getByText(/pixels differ between Version 2 \(current\) and Version 1/).waitFor({ timeout: 20_000 });
    const highlighted = await viewer.getByTestId('difference-canvas').evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let red = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === 255 && data[i + 1] === 0 && data[i + 2] === 64) red++;
      return red;
    });
    expect(highlighted).toBeGreaterThan(1000);
    await page.screenshot({ path: `${SHOTS}/proofing-difference-1440.png` });

    // At phone width the compare view stacks the panes.
    const phone = await signIn(coordinator, 390);
    const small = await openViewer(phone, 'look.png', true);
    await small.getByRole('tab', { name: 'Side by side' }).waitFor();
    await expect.poll(() => small.getByTestId('compare-pane').count()).toBe(2);
    await expect.poll(() => small.getByTestId('pin').count()).toBeGreaterThanOrEqual(3);
    await phone.screenshot({ path: `${SHOTS}/proofing-compare-390.png` });
    await phone.keyboard.press('Escape');
    await small.waitFor({ state: 'detached' });
  });
});
