/**
 * A card's contents in Chromium (issue 13 "Tests: In Chromium"; cards spec §2 contents area, image
 * preview modal, delete confirmation; §4 Contents; §5; §6 `can_access_content_*`, `can_sort_attachments`;
 * §8 download; accounts spec §9 storage bar): the owner uploads two PNGs by the picker and a PDF dropped
 * on the popup, each with a progress bar; the thumbnails appear (the PDF's is a rendering of its first
 * page, served by the API); the owner reorders by drag, hides one (the approver no longer gets it, and
 * sees no content controls), replaces one and sees its earlier version in the preview, downloads a zip
 * of two and finds both files in it, deletes one with the confirmation; the storage bar moves up with
 * the uploads and down with the delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { dragTo, launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

type Content = {
  id: string;
  is_active: boolean;
  type: string;
  filename: string;
  urls: { original: string; thumbnail: string | null };
};

/** A PNG of noise (so it does not compress away): about `side`² × 3 bytes. */
async function noisePng(side: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A real two-page PDF: a filled red box on page 1, text on page 2. */
function twoPagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    null,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const streams: Record<number, string> = {
    3: '1 0 0 rg 20 20 260 160 re f',
    5: 'BT /F1 24 Tf 40 90 Td (Page two) Tj ET',
  };
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    const content = body ?? `<< /Length ${streams[i].length} >>\nstream\n${streams[i]}\nendstream`;
    out += `${i + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The names in a zip, read from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

/** True once the image has loaded real pixels. */
const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

describe('card contents in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let stageId: string;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-assets-card-1`;
  const contentsOf = async (user: SignedInUser) =>
    (
      await api<Content[]>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`, {
        token: user.token,
      })
    ).body.data;
  const openAs = async (user: SignedInUser, width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').waitFor();
    return page;
  };
  const storageText = (page: Page) =>
    page.getByTestId('storage-usage').getByRole('progressbar').getAttribute('aria-valuetext');
  const storageMb = async (page: Page) =>
    Number.parseFloat(
      (await storageText(page))
        ?.replace(/[^0-9.]/g, ' ')
        .trim()
        .split(/\s+/)[0] ?? 'NaN',
    );

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, approver] = await Promise.all([signedInUser('contents-owner'), signedInUser('contents-approver')]);
    const fixture = await boardFixture(owner, ['Assets'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    stageId = fixture.stages[0].id;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads, shows, reorders, hides, replaces, downloads and deletes contents; the storage bar follows', async () => {
    const page = await openAs(owner);
    const contents = page.getByTestId('card-contents');
    await contents.getByTestId('contents-empty').waitFor();
    expect(await storageMb(page)).toBe(0);

    // The browser refuses what the API would: a type a card cannot hold, and six files at once.
    const input = contents.getByTestId('contents-file-input');
    await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await contents.getByTestId('contents-upload-error').getByText('anim.gif: File selected is not an image').waitFor();
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await input.setInputFiles(
      Array.from({ length: 6 }, (_, i) => ({ name: `t${i}.png`, mimeType: 'image/png', buffer: tiny })),
    );
    await contents.getByText('You have reached the limit of 5 per upload.').waitFor();

    // Two PNGs by the picker; S3 answers slowly so the progress bars can be seen.
    // The local S3 (s3rver) listens on its own port: a POST to another origin than the app's is an upload.
    const appOrigin = new URL(baseUrl()).origin;
    await page.route(
      (url) => url.origin !== appOrigin,
      async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1200));
        await route.continue();
      },
    );
    const [red, blue] = await Promise.all([noisePng(700, 1), noisePng(700, 2)]);
    await input.setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: red },
      { name: 'blue.png', mimeType: 'image/png', buffer: blue },
    ]);
    await contents.getByRole('progressbar', { name: 'Uploading red.png' }).waitFor();
    await contents.getByRole('progressbar', { name: 'Uploading blue.png' }).waitFor();
    await page.screenshot({ path: '.shots/contents-uploading.png' });

    // A PDF dropped on the popup (not on the contents area).
    const pdf = twoPagePdf();
    await page.getByTestId('card-popup').evaluate(
      (dialog, bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'brief.pdf', { type: 'application/pdf' }));
        for (const type of ['dragenter', 'dragover', 'drop'])
          dialog.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      },
      [...pdf],
    );

    const tiles = contents.getByTestId('content-tile');
    await expect.poll(() => tiles.count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => contents.getByTestId('upload-row').count(), { timeout: 30_000 }).toBe(0);
    for (const img of await tiles.locator('img').all())
      await expect.poll(() => loaded(img), { timeout: 30_000 }).toBe(true);
    const stored = await contentsOf(owner);
    expect(stored.map((c) => c.filename).sort()).toEqual(['blue.png', 'brief.pdf', 'red.png']);
    // The PDF's thumbnail is its first page: mostly red (the box), not an icon.
    const pdfContent = stored.find((c) => c.filename === 'brief.pdf')!;
    const thumb = Buffer.from(await (await fetch(pdfContent.urls.thumbnail!)).arrayBuffer());
    const { channels } = await sharp(thumb).stats();
    expect(channels[0].mean).toBeGreaterThan(150);
    expect(channels[1].mean).toBeLessThan(120);
    await expect.poll(() => storageMb(page), { timeout: 15_000 }).toBeGreaterThan(2.5);
    const afterUpload = await storageMb(page);
    await page.screenshot({ path: '.shots/contents-owner-1280.png' });

    // Reorder: the last tile's grip onto the first tile.
    const before = (await contentsOf(owner)).map((c) => c.id);
    const grip = tiles.nth(2).getByRole('button', { name: /^Move / });
    const from = (await grip.boundingBox())!;
    const to = (await tiles.nth(0).boundingBox())!;
    await dragTo(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + 10, y: to.y + to.height / 2 },
    );
    await expect
      .poll(async () => (await contentsOf(owner)).map((c) => c.id))
      .toEqual([before[2], before[0], before[1]]);

    // Hide red.png: the approver no longer receives it.
    await contents.getByRole('button', { name: 'Hide red.png from guests' }).click();
    await expect
      .poll(async () => (await contentsOf(owner)).find((c) => c.filename === 'red.png')?.is_active)
      .toBe(false);
    await expect
      .poll(async () => (await contentsOf(approver)).map((c) => c.filename).sort())
      .toEqual(['blue.png', 'brief.pdf']);

    // Replace blue.png; the preview shows its earlier version beside the current one.
    await contents.getByRole('button', { name: 'Select', exact: true }).click();
    await contents.getByRole('button', { name: 'Select blue.png' }).click();
    await contents
      .getByTestId('contents-replace-input')
      .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer: await noisePng(300, 3) });
    await expect
      .poll(async () => (await contentsOf(owner)).some((c) => c.filename === 'green.png'), { timeout: 30_000 })
      .toBe(true);
    await contents.getByRole('button', { name: 'Done' }).click();
    // A content keeps its name across versions (decisions DL7): the tile still reads blue.png.
    await contents.getByRole('button', { name: 'Show blue.png' }).click();
    await contents.getByRole('button', { name: 'Open preview of blue.png' }).click();
    const preview = page.getByTestId('content-preview');
    await preview.getByLabel('Version', { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Zoom in' }).click();
    await preview.getByTestId('preview-zoom').getByText('150%').waitFor();
    await preview.getByText('Compare side by side').click();
    await preview.getByTestId('preview-compare').getByText('Version 1').waitFor();
    await page.screenshot({ path: '.shots/contents-preview-compare.png' });
    await preview.getByText('Compare side by side').click();
    await page.keyboard.press('ArrowRight');
    await preview.getByText(/^\d of 3$/).waitFor();
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Download two as a zip.
    await contents.getByRole('button', { name: 'Select', exact: true }).click();
    await contents.getByRole('button', { name: 'Select blue.png' }).click();
    await contents.getByRole('button', { name: 'Select brief.pdf' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      contents.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = zipEntries(await readFile((await download.path())!));
    // The zip holds each content's current file, under that file's own name.
    expect(entries.sort()).toEqual(['brief.pdf', 'green.png']);

    // Delete one, with the spec's confirmation; the storage bar goes down.
    await contents.getByRole('button', { name: 'Clear' }).click();
    await contents.getByRole('button', { name: 'Select red.png' }).click();
    await contents.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByTestId('contents-delete-confirm');
    await confirm.getByText('Are you sure you want to delete 1 card(s)?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => tiles.count()).toBe(2);
    await expect.poll(async () => (await contentsOf(owner)).length).toBe(2);
    await expect.poll(() => storageMb(page), { timeout: 15_000 }).toBeLessThan(afterUpload);

    // The approver: no hidden content, and no content controls at all.
    const guest = await openAs(approver, 390);
    await guest
      .getByRole('tab', { name: 'Content' })
      .click()
      .catch(() => undefined);
    const guestContents = guest.getByTestId('card-contents');
    await expect.poll(() => guestContents.getByTestId('content-tile').count()).toBe(2);
    expect(await guestContents.getByRole('button', { name: 'Add files' }).count()).toBe(0);
    expect(await guestContents.getByRole('button', { name: /^Move |from guests$/ }).count()).toBe(0);
    // An approver may download (can_access_content_download), nothing else: Select offers Download only.
    await guestContents.getByRole('button', { name: 'Select', exact: true }).click();
    await guestContents.getByRole('button', { name: 'Download' }).waitFor();
    for (const name of ['Delete', 'Replace'])
      expect(await guestContents.getByRole('button', { name, exact: true }).count()).toBe(0);
    await guest.screenshot({ path: '.shots/contents-approver-390.png', fullPage: true });
  });

  it('uploads files set on the input the moment the popup opens, before its upload settings have loaded (issue 30 item 12)', async () => {
    const raced = (
      await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
        token: owner.token,
        body: { name: 'Race', stage_id: stageId },
      })
    ).body.data.id;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    // The upload settings answer late, as on a slow first load: the popup's one request comes without
    // them (as for a caller it could not give them to), so `GET …/contents/new` is asked, and answers late.
    await page.route(/\/content_groups\/[^/]+\/popup(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { upload_info: unknown } };
      body.data.upload_info = null;
      await route.fulfill({ response, json: body });
    });
    await page.route(/\/contents\/new(\?|$)/, async (route) => {
      if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto(
      `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${raced.replace(/-/g, '')}-race`,
    );
    const input = page.getByTestId('card-popup').getByTestId('contents-file-input');
    await input.waitFor({ state: 'attached' });
    const [one, two] = await Promise.all([noisePng(60, 3), noisePng(60, 4)]);
    await input.setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: one },
      { name: 'two.png', mimeType: 'image/png', buffer: two },
      { name: 'pages.pdf', mimeType: 'application/pdf', buffer: twoPagePdf() },
    ]);
    const contents = page.getByTestId('card-contents');
    await contents.getByTestId('contents-upload-waiting').getByText('Preparing to upload 3 files…').waitFor();
    await expect
      .poll(() => contents.getByTestId('contents-count').innerText(), { timeout: 20_000 })
      .toContain('3 / 15');
    const stored = (
      await api<Content[]>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${raced}/contents`, {
        token: owner.token,
      })
    ).body.data;
    expect(stored.map((c) => c.filename).sort()).toEqual(['one.png', 'pages.pdf', 'two.png']);
    expect(await contents.getByTestId('contents-upload-waiting').count()).toBe(0);
    await context.close();
  });
});
