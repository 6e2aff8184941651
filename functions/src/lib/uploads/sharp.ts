/**
 * sharp, loaded on first use (issue 11 "Lambda size and cold start"; decision I11).
 *
 * Loading sharp's native binary takes longer than the rest of a function's start (≈ 150 ms here),
 * and only the requests that render a picture need it, so the functions that ship it (users,
 * workspaces) import it when the first picture is rendered instead of at cold start.
 * @throws Error from sharp's loader when its binary for this platform is missing (decision I4).
 */
import type sharp from 'sharp';

type SharpFactory = typeof sharp;
let loading: Promise<SharpFactory> | undefined;

/** sharp's factory function, imported once per runtime. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}

/**
 * `source` (any image sharp reads) as a PNG at most `width` px wide, upright (EXIF orientation applied),
 * never enlarged. @throws sharp's error for a file it cannot decode.
 */
export async function pngAtMostWide(source: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true }).png().toBuffer();
}
