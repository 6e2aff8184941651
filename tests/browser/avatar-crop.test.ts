/**
 * The avatar picker crops and zooms (issue 30 item 9 "Avatar"; accounts spec §5 "Profile image: .jpg,
 * .png, .jpeg; cropped circularly"; docs/decisions.md K45): choosing a picture in Edit Profile opens a
 * round cropper with a labelled, keyboard-operated Zoom slider; Save hands back the cropped square,
 * which Save Profile uploads (with its progress) and the header then shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { createUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

const SHOTS = process.env.SHOTS_DIR;

/**
 * Keeps the next file appended to a FormData (the presigned upload's `file` field) on `window`, so the
 * test can read exactly the bytes the browser uploads.
 */
async function watchUploads(page: Page): Promise<void> {
  await page.evaluate(() => {
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, name: string, value: string | Blob, filename?: string) {
      if (name === 'file' && value instanceof Blob) (window as unknown as { uploaded: Blob }).uploaded = value;
      (append as (...args: unknown[]) => void).apply(
        this,
        filename === undefined ? [name, value] : [name, value, filename],
      );
    } as typeof FormData.prototype.append;
  });
}

/** The bytes of the file the page last uploaded. */
async function uploadedFile(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const blob = (window as unknown as { uploaded?: Blob }).uploaded;
    if (!blob) return null;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  if (!base64) throw new Error('Nothing was uploaded');
  return Buffer.from(base64, 'base64');
}

describe('cropping the profile picture', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('zooms with the keyboard, saves the round crop as a square and shows it as the avatar', async () => {
    const { email, password } = await createUser('avatar-crop');
    await signInThroughUi(page, email, password);
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByLabel('First name').waitFor();

    // 600 × 300: red on the left half, blue on the right.
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d01010' } })
      .png()
      .toBuffer();
    const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1030d0' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .png()
      .toBuffer();
    await profile
      .locator('input[type=file]')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: picture });

    const cropper = page.getByRole('dialog', { name: 'Crop picture' });
    await cropper.locator('.reactEasyCrop_CropAreaRound').waitFor();
    // Cancel keeps the previous choice (none).
    await cropper.getByRole('button', { name: 'Cancel' }).click();
    await cropper.waitFor({ state: 'detached' });
    expect(await profile.getByText('wide.png will be saved with the profile.').count()).toBe(0);

    await profile
      .locator('input[type=file]')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: picture });
    await cropper.locator('.reactEasyCrop_CropAreaRound').waitFor();
    const zoom = cropper.getByRole('slider', { name: /Zoom/ });
    await zoom.focus();
    for (let i = 0; i < 10; i++) await zoom.press('ArrowRight');
    expect(await zoom.getAttribute('aria-valuenow')).toBe('2');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/avatar-crop.png` });
    await cropper.getByRole('button', { name: 'Save' }).click();
    await cropper.waitFor({ state: 'detached' });
    await profile.getByText('wide.png will be saved with the profile.').waitFor();

    // Save Profile uploads the cropped square: at zoom 2 the round area spans 150 of the 300 px height, centred.
    await watchUploads(page);
    const upload = page.waitForResponse(
      (r) => r.request().method() === 'POST' && !new URL(r.url()).pathname.startsWith('/api/'),
    );
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    expect((await upload).ok()).toBe(true);
    const sent = await uploadedFile(page);
    const meta = await sharp(sent).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(meta.height);
    expect(Math.abs(meta.width! - 150)).toBeLessThanOrEqual(1);
    const { data, info } = await sharp(sent).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const middle = Math.floor(info.height / 2);
    // The centre of the wide picture: red on the left of the crop, blue on its right.
    expect(pixel(5, middle)[0]).toBeGreaterThan(180);
    expect(pixel(info.width - 5, middle)[2]).toBeGreaterThan(180);

    await page.getByTestId('toast').filter({ hasText: 'Your profile has been updated.' }).waitFor();
    const avatar = page.getByRole('button', { name: /Profile menu/ }).locator('img');
    await avatar.waitFor();
    await expect
      .poll(() =>
        avatar.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalWidth === img.naturalHeight,
        ),
      )
      .toBe(true);
  });
});
