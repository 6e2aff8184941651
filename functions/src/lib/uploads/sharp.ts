/**
 * sharp, loaded on first use (issue 11 "Lambda size and cold start"; decision I11).
 *
 * Loading sharp's native binary takes longer than the rest of a function's start (≈ 150 ms here),
 * and only the requests that render a picture need it, so the functions that ship it (users,
 * workspaces) import it when the first picture is rendered instead of at cold start.
 * @throws Error from sharp's loader when its binary for this platform is missing (decision I4).
 */
import type sharp from 'sharp';
import type { Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS } from '../../../../shared/schemas/upload-limits';

type SharpFactory = typeof sharp;
let loading: Promise<SharpFactory> | undefined;

/** sharp's factory function, imported once per runtime. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

/**
 * sharp reading an uploaded picture, with the one shared pixel limit (MAX_IMAGE_PIXELS, issue 25;
 * decisions U34) as `limitInputPixels`: every rendering of an upload starts here, so none decodes more.
 * The upload pipeline already refused a header over the limit (./verify-upload.ts); this holds for a
 * header it could not read. `failOn: 'error'` refuses a damaged file instead of rendering what decodes.
 */
export async function openImage(source: Buffer, options: { failOn?: 'error' } = {}): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(source, { ...options, limitInputPixels: MAX_IMAGE_PIXELS });
}

/**
 * `source` (any image sharp reads) as a PNG at most `width` px wide, upright (EXIF orientation applied),
 * never enlarged. @throws sharp's error for a file it cannot decode or over the pixel limit.
 */
export async function pngAtMostWide(source: Buffer, width: number): Promise<Buffer> {
  return (await openImage(source, { failOn: 'error' }))
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .png()
    .toBuffer();
}
