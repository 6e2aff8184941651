/**
 * The proofing viewer as a reviewer meets it, in Chromium (issue 37 "Decide inside the viewer" and "The
 * viewer, as a reviewer meets it"; decisions VW1–VW6): an approver approves from the viewer's toolbar and
 * the card shows the approval (its badge, and the approve event in the Guest stream); a team member who may
 * not decide sees no decision buttons at all; Escape disarms a tool before it closes the viewer; one wheel
 * notch zooms about 10 %; a focused toolbar button keeps readable contrast; the keyboard places a pin
 * (N, arrows, Enter) and focus lands on the new pin once posted; zoomed in, the arrows pan and Shift+→
 * moves to the next content; a team lead uploads new versions from the tile, the preview and the viewer,
 * whose version picker names each version's file. Screenshots at 1280 and 390 px go to /tmp/viewer-shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { Comment } from '../../shared/schemas/comments';

const SHOTS = '/tmp/viewer-shots';

/** An 800×600 artwork of one colour. */
const artwork = (r: number, g: number, b: number) =>
  sharp({
    create: { width: 800, height: 600, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer();

/** WCAG contrast ratio of an element's text against its first opaque background (walking up). */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const text = parse(getComputedStyle(el).color);
    let node: Element | null = el;
    let back = [255, 255, 255];
    while (node) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c.length >= 3 && (c.length === 3 || c[3] > 0.5)) {
        back = c;
        break;
      }
      node = node.parentElement;
    }
    const [a, b] = [lum(text), lum(back)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

/**
 * Starts recording every list of options the Version picker inside `root` shows (a MutationObserver, so a list
 * shown for a few milliseconds is kept too). @returns a call that reads the lists recorded so far, in order.
 */
async function pickerLists(root: Locator): Promise<() => Promise<string[][]>> {
  await root.evaluate((el) => {
    const store = el as HTMLElement & { glPickerLists?: string[][] };
    store.glPickerLists = [];
    const record = () => {
      const select = [...el.querySelectorAll('select')].find((s) => s.getAttribute('aria-label') === 'Version');
      const list = select ? [...select.options].map((o) => o.text) : [];
      if (JSON.stringify(list) !== JSON.stringify(store.glPickerLists!.at(-1))) store.glPickerLists!.push(list);
    };
    record();
    new MutationObserver(record).observe(el, { subtree: true, childList: true, characterData: true });
  });
  return () => root.evaluate((el) => (el as HTMLElement & { glPickerLists?: string[][] }).glPickerLists ?? []);
}

describe('the proofing viewer for reviewers, in Chromium', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let approver: SignedInUser;
  let production: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const contexts: BrowserContext[] = [];
  const cardPath = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const cardUrl = () =>
    `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-review-card-1`;

  const signIn = async (user: SignedInUser, width: number): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 844 : 800 },
    });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  };
  const openViewer = async (page: Page, filename: string) => {
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    const contents = page.getByTestId('card-contents');
    await contents.getByRole('button', { name: `Show ${filename}` }).click();
    await contents.getByRole('button', { name: `Open preview of ${filename}` }).click();
    await page.getByTestId('content-preview').getByRole('button', { name: 'Proofing view' }).click();
    const viewer = page.getByTestId('proofing-viewer');
    await viewer.getByTestId('proof-image').and(viewer.locator('[data-drawn="true"]')).waitFor();
    return viewer;
  };
  const zoom = async (viewer: Locator) =>
    Number((await viewer.getByTestId('zoom-readout').textContent())!.replace('%', ''));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    [lead, approver, production] = await Promise.all(
      ['pr-lead', 'pr-approver', 'pr-production'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(lead, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    const stageId = fixture.stages[0].id;
    for (const flag of ['visible_to_client', 'require_approval_from_client', 'enable_revision']) {
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
        token: lead.token,
        body: { [flag]: true },
      });
    }
    const { workspace } = await getWorkspaceWithMember(workspaceId, lead.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, production.userId, 'production');
    const uploaded = await uploadCardContents(lead.token, workspaceId, cardId, [
      {
        bytes: await artwork(200, 40, 40),
        type: 'image/png',
        filename: 'front.png',
      },
      {
        bytes: await artwork(40, 40, 200),
        type: 'image/png',
        filename: 'back.png',
      },
    ]);
    expect(uploaded.status).toBe(201);
    const sent = await api('POST', `${cardPath()}/approved_content_group_stages?stage_id=${stageId}`, {
      token: lead.token,
      body: { comment: { description: '' } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a team member who may not decide sees no decision; Escape, wheel, keyboard pin and panning', async () => {
    // The card awaits a decision, but not production's.
    const page = await signIn(production, 1280);
    const viewer = await openViewer(page, 'front.png');
    expect(await viewer.getByRole('group', { name: 'Decision' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: /^(Approve|Request changes|Reject)$/ }).count()).toBe(0);

    // Escape first disarms the tool, and only then closes.
    const point = viewer.getByRole('group', { name: 'New pin' }).getByRole('button', { name: 'Point' });
    await point.click();
    await expect.poll(() => point.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => point.getAttribute('aria-pressed')).toBe('false');
    expect(await viewer.isVisible()).toBe(true);

    // One wheel notch: about 10 %.
    const stage = (await viewer.getByTestId('proof-stage').boundingBox())!;
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    const before = await zoom(viewer);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => zoom(viewer)).not.toBe(before);
    const ratio = (await zoom(viewer)) / before;
    expect(ratio).toBeGreaterThan(1.05);
    expect(ratio).toBeLessThan(1.16);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => zoom(viewer)).toBe(before);

    // The keyboard places a pin: N, the arrows move the crosshair, Enter places it; focus lands on the pin.
    await viewer.getByTestId('proof-stage').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('n');
    const cross = viewer.getByTestId('crosshair');
    await cross.waitFor();
    const start = (await cross.boundingBox())!;
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    const moved = (await cross.boundingBox())!;
    expect(moved.x).toBeGreaterThan(start.x + 10);
    expect(moved.y).toBeGreaterThan(start.y);
    expect(await viewer.getByRole('heading', { name: 'front.png' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    const panel = viewer.getByTestId('new-annotation');
    await panel.waitFor();
    await panel.getByRole('textbox').click();
    await page.keyboard.type('nudge the title');
    await panel.getByRole('button', { name: 'Send' }).click();
    const posted = viewer.getByRole('button', { name: /nudge the title$/ });
    await posted.waitFor();
    await expect.poll(() => posted.evaluate((el) => el === document.activeElement)).toBe(true);

    // Zoomed in, the arrows pan (same content); Shift+→ goes to the next content.
    await page.keyboard.press('+');
    await expect.poll(() => zoom(viewer)).toBeGreaterThan(before * 1.15);
    const content = viewer.locator('.gl-proof-stage__content');
    const transform = () => content.evaluate((el) => getComputedStyle(el).transform);
    const still = await transform();
    await page.keyboard.press('ArrowRight');
    await expect.poll(transform).not.toBe(still);
    expect(await viewer.getByRole('heading', { name: 'front.png' }).count()).toBe(1);
    await page.keyboard.press('Shift+ArrowRight');
    await viewer.getByRole('heading', { name: 'back.png' }).waitFor();

    // Escape with nothing armed closes the viewer.
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  it('an approver approves from the viewer toolbar and the card shows the approval', async () => {
    const phone = await signIn(approver, 390);
    const small = await openViewer(phone, 'front.png');
    await small
      .getByRole('group', { name: 'Decision' })
      .getByRole('button', { name: 'Request changes', exact: true })
      .waitFor();
    await phone.screenshot({ path: `${SHOTS}/review-approver-390.png` });

    const page = await signIn(approver, 1280);
    const viewer = await openViewer(page, 'front.png');
    const decision = viewer.getByRole('group', { name: 'Decision' });
    // An approver may not replace contents: no "Upload new version" anywhere (issue 37).
    expect(await page.getByRole('button', { name: /^Upload new version/ }).count()).toBe(0);
    expect(await decision.getByRole('button').allInnerTexts()).toEqual(['Approve', 'Request changes']);
    // A focused toolbar button stays readable (it was white text on pale green).
    for (const name of ['Zoom in', 'Request changes', 'Approve']) {
      const button = viewer.getByRole('button', { name, exact: true });
      await button.focus();
      expect(await contrastOf(button), name).toBeGreaterThanOrEqual(4.5);
    }
    await page.screenshot({ path: `${SHOTS}/review-approver-1280.png` });
    await decision.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByTestId('approval-dialog');
    await dialog.getByRole('textbox').fill('Looks great');
    const answered = page.waitForResponse(
      (r) => r.url().includes('approved_content_group_stages') && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    // Decided: the buttons go, the viewer stays; closed, the popup shows the Approved badge.
    await expect.poll(() => viewer.getByRole('group', { name: 'Decision' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    const badge = page.getByTestId('card-popup').locator('.gl-card-popup__header').getByTestId('approval-badge');
    await expect
      .poll(async () => (await badge.evaluate((el) => el.firstChild?.textContent ?? '')).trim())
      .toBe('Approved');
    // The spec's approval event, with its note, in the Guest stream.
    const stream = await api<{ comments: Comment[] }>('GET', `${cardPath()}/comments?chat_status=guest`, {
      token: lead.token,
    });
    expect(stream.body.data.comments[0]).toMatchObject({
      event_type: 'approve',
      description: '<p>Looks great</p>',
    });
  });

  it('a team lead uploads a new version from the tile, the preview and the viewer', async () => {
    const page = await signIn(lead, 1280);
    await page.goto(cardUrl());
    const contents = page.getByTestId('card-contents');
    const file = async (name: string, r: number) => ({
      name,
      mimeType: 'image/png',
      buffer: await artwork(r, 160, 60),
    });
    // The tile's button. The content keeps its name, back.png, across versions (decisions DL7).
    await contents.getByRole('button', { name: 'Upload new version of back.png', exact: true }).waitFor();
    await contents.getByLabel('New version of back.png', { exact: true }).setInputFiles(await file('back-2.png', 10));
    await contents.getByRole('button', { name: 'Show back.png' }).click();
    // The preview's, once it shows the second version's file.
    await contents.getByRole('button', { name: 'Open preview of back.png' }).click();
    const preview = page.getByTestId('content-preview');
    const versions = () => preview.getByLabel('Version', { exact: true }).locator('option').allInnerTexts();
    await expect.poll(versions, { timeout: 20_000 }).toContain('Version 2 (current) · back-2.png');
    await preview.getByRole('button', { name: 'Upload new version of back.png', exact: true }).waitFor();
    await preview.getByLabel('New version of back.png', { exact: true }).setInputFiles(await file('back-3.png', 90));
    await expect.poll(versions, { timeout: 20_000 }).toContain('Version 3 (current) · back-3.png');
    // The viewer's: the version picker then holds four versions.
    await preview.getByRole('button', { name: 'Proofing view' }).click();
    const viewer = page.getByTestId('proofing-viewer');
    await viewer.getByRole('button', { name: 'Upload new version of back.png', exact: true }).waitFor();
    // After the upload the card's contents and the content's versions are fetched again, and under load either
    // answer can land first (decisions UP1). The contents answer is held back here, as the failing runs had it,
    // and every list the picker shows meanwhile is kept: none may give a file another number than its own.
    await page.route(/\/content_groups\/[^/]+\/contents(\?[^/]*)?$/, async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const shown = await pickerLists(viewer);
    await viewer.getByLabel('New version of back.png', { exact: true }).setInputFiles(await file('back-4.png', 170));
    await expect
      .poll(() => viewer.getByLabel('Version', { exact: true }).locator('option').count(), { timeout: 20_000 })
      .toBe(4);
    // back.png is version 1 and back-N.png version N, current or not, in every list shown.
    const misnamed = (await shown()).flat().filter((label) => {
      const [, n, file] = /^Version (\d+)(?: \(current\))? · (.+)$/.exec(label) ?? [];
      return file !== (n === '1' ? 'back.png' : `back-${n}.png`);
    });
    expect(misnamed).toEqual([]);
    // Each version's own file name beside its number.
    expect(await viewer.getByLabel('Version', { exact: true }).locator('option').allInnerTexts()).toEqual([
      'Version 4 (current) · back-4.png',
      'Version 3 · back-3.png',
      'Version 2 · back-2.png',
      'Version 1 · back.png',
    ]);
    await page.screenshot({ path: `${SHOTS}/review-lead-versions-1280.png` });
  });
});
