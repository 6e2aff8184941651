/**
 * Reading a picture's pixel size from its header, without decoding (functions/src/lib/uploads/image-size.ts;
 * issue 25; decisions U34): every format the uploads accept agrees with sharp's own reading, a huge
 * picture is caught from a small file, and what is not a picture, or a header cut short, reads as null.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { imageSizeOf } from '../../functions/src/lib/uploads/image-size';
import { exceedsPixelLimit, isPixelLimitError, sniffType } from '../../functions/src/lib/uploads/verify-upload';
import { pngAtMostWide } from '../../functions/src/lib/uploads/sharp';
import { MAX_IMAGE_PIXELS } from '../../shared/schemas/upload-limits';
import { blackPng } from '../support/images';

const picture = () => sharp({ create: { width: 37, height: 23, channels: 3, background: '#1f8a5b' } });

describe('image size from the header', () => {
  it.each([
    ['png', () => picture().png().toBuffer()],
    ['jpeg', () => picture().jpeg().toBuffer()],
    [
      'progressive jpeg with EXIF',
      () => picture().withMetadata({ orientation: 6 }).jpeg({ progressive: true }).toBuffer(),
    ],
    ['gif', () => picture().gif().toBuffer()],
    ['lossy webp', () => picture().webp().toBuffer()],
    ['lossless webp', () => picture().webp({ lossless: true }).toBuffer()],
    [
      'webp with alpha (VP8X)',
      () =>
        sharp({ create: { width: 37, height: 23, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
          .webp()
          .toBuffer(),
    ],
    ['little-endian tiff', () => picture().tiff().toBuffer()],
  ])('%s: as sharp reads it', async (_, make) => {
    const bytes = await make();
    const type = (await sniffType(bytes))!;
    const { width, height } = await sharp(bytes).metadata();
    expect(imageSizeOf(bytes, type)).toEqual({ width, height });
  });

  it('reads a 16000 × 16000 PNG of 31 KB as what it is, over the limit; the limit itself passes', () => {
    const huge = blackPng(16_000, 16_000);
    expect(huge.length).toBeLessThan(100_000);
    expect(imageSizeOf(huge, 'image/png')).toEqual({ width: 16_000, height: 16_000 });
    expect(exceedsPixelLimit(huge, 'image/png')).toBe(true);
    expect(exceedsPixelLimit(blackPng(10_000, MAX_IMAGE_PIXELS / 10_000), 'image/png')).toBe(false);
    expect(exceedsPixelLimit(blackPng(10_000, MAX_IMAGE_PIXELS / 10_000 + 1), 'image/png')).toBe(true);
  });

  it('reads a JPEG frame header past its APP segments, and a GIF frame larger than its screen', () => {
    const app1 = [0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x3e, 0x80, 0x3e, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    const jpeg = Uint8Array.from([0xff, 0xd8, ...app1, 0xff, 0xff, ...sof2, 0xff, 0xd9]);
    expect(imageSizeOf(jpeg, 'image/jpeg')).toEqual({ width: 16_000, height: 16_000 });
    // GIF89a, a 1 × 1 screen without a colour table, then a 9000 × 9000 frame at (0, 0).
    const gif = Uint8Array.from([
      ...Buffer.from('GIF89a'),
      1,
      0,
      1,
      0,
      0,
      0,
      0,
      0x2c,
      0,
      0,
      0,
      0,
      0x28,
      0x23,
      0x28,
      0x23,
      0,
    ]);
    expect(imageSizeOf(gif, 'image/gif')).toEqual({ width: 9000, height: 9000 });
    expect(exceedsPixelLimit(gif, 'image/gif')).toBe(true);
    // A big-endian TIFF: width as SHORT, height as LONG.
    const tiff = Uint8Array.from([
      ...Buffer.from('MM'),
      0,
      0x2a,
      0,
      0,
      0,
      8,
      0,
      2,
      1,
      0,
      0,
      3,
      0,
      0,
      0,
      1,
      0x3e,
      0x80,
      0,
      0,
      1,
      1,
      0,
      4,
      0,
      0,
      0,
      1,
      0,
      0,
      0x3e,
      0x80,
      0,
      0,
      0,
      0,
    ]);
    expect(imageSizeOf(tiff, 'image/tiff')).toEqual({ width: 16_000, height: 16_000 });
  });

  it('gives null for what it cannot read, and for types that are not raster pictures', async () => {
    const png = await picture().png().toBuffer();
    expect(imageSizeOf(png.subarray(0, 20), 'image/png')).toBeNull();
    expect(imageSizeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), 'image/jpeg')).toBeNull();
    expect(imageSizeOf(Buffer.from('%PDF-1.7\n'), 'application/pdf')).toBeNull();
    expect(imageSizeOf(Buffer.from('<svg width="99999" height="99999"/>'), 'image/svg+xml')).toBeNull();
    expect(exceedsPixelLimit(Buffer.from('II*\u0000', 'latin1'), 'image/tiff')).toBe(false);
  });

  it('has sharp refuse the same limit on its own (limitInputPixels), for a header the reader could not vouch for', async () => {
    const error = await pngAtMostWide(blackPng(8000, 8000), 400).catch((e: unknown) => e);
    expect(isPixelLimitError(error)).toBe(true);
    expect((await sharp(await pngAtMostWide(blackPng(7000, 7000), 400)).metadata()).width).toBe(400);
  });
});
