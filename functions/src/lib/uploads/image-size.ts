/**
 * The pixel size a picture's header declares, read from the bytes without decoding anything (issue 25
 * "pixel limits everywhere a picture is read"; docs/decisions.md U34). The upload pipeline
 * (./verify-upload.ts) compares it with the one shared limit, MAX_IMAGE_PIXELS, before sharp or a
 * browser ever decodes the file: a small file can declare a huge picture (a 16000 × 16000 PNG of one
 * colour is a few hundred kilobytes) and decoding it takes gigabytes.
 *
 * Pure (no sharp, no Node APIs): the functions that keep files as they are (comments) read it too
 * without shipping sharp. The formats are those the uploads accept: PNG, JPEG, GIF, WebP and TIFF.
 *
 * Not the `image-size` package (issue 36; decisions LB5): its 2.0.2 reads a GIF's logical screen but not
 * a larger first frame, stops at JPEG fill bytes before the frame header, and reads past the end of a
 * Uint8Array view; each would let a picture over the limit through this check.
 */

/** Width and height in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const u32le = (b: Uint8Array, i: number) => ((b[i + 3]! << 24) >>> 0) + ((b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

/** PNG: the IHDR chunk, which the format puts first. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/**
 * JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC), walking the segments from
 * the start; EXIF and other APP segments are skipped by their length.
 */
function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff && i < b.length) i += 1; // fill bytes
    const marker = b[i]!;
    i += 1;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    if (i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) return i + 7 <= b.length ? { width: u16be(b, i + 5), height: u16be(b, i + 3) } : null;
    i += length;
  }
  return null;
}

/**
 * GIF: the logical screen, grown to the first frame's extent when that frame reaches past it (decoders
 * differ on clipping, so the larger is what a viewer may allocate).
 */
function gifSize(b: Uint8Array): ImageSize | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  let i = 13 + (b[10]! & 0x80 ? 3 * 2 ** ((b[10]! & 0x07) + 1) : 0);
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x2c) {
      if (i + 9 > b.length) break;
      width = Math.max(width, u16le(b, i + 1) + u16le(b, i + 5));
      height = Math.max(height, u16le(b, i + 3) + u16le(b, i + 7));
      break;
    }
    if (block !== 0x21) break;
    i += 2; // extension introducer and label, then sub-blocks up to a zero length
    while (i < b.length && b[i] !== 0) i += b[i]! + 1;
    i += 1;
  }
  return { width, height };
}

/** WebP: the first chunk, lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`, the canvas size). */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** TIFF: ImageWidth (256) and ImageLength (257) of the first image file directory, SHORT or LONG. */
function tiffSize(b: Uint8Array): ImageSize | null {
  if (b.length < 8) return null;
  const little = b[0] === 0x49;
  const u16 = little ? u16le : u16be;
  const u32 = little ? u32le : u32be;
  const ifd = u32(b, 4);
  if (ifd + 2 > b.length) return null;
  const entries = u16(b, ifd);
  let width: number | undefined;
  let height: number | undefined;
  for (let n = 0; n < entries; n += 1) {
    const at = ifd + 2 + n * 12;
    if (at + 12 > b.length) break;
    const tag = u16(b, at);
    if (tag !== 256 && tag !== 257) continue;
    const type = u16(b, at + 2);
    const value = type === 3 ? u16(b, at + 8) : type === 4 ? u32(b, at + 8) : undefined;
    if (tag === 256) width = value;
    else height = value;
  }
  return width !== undefined && height !== undefined ? { width, height } : null;
}

const READERS: Record<string, (bytes: Uint8Array) => ImageSize | null> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
  'image/tiff': tiffSize,
};

/**
 * The size the header of `bytes` declares for a picture of MIME `type` (as the magic bytes proved it).
 * @returns null for a type that is not a raster picture (PDF, SVG) or a header that cannot be read; a
 *   decoder then refuses such a file on its own, and the renderers still cap what they decode.
 */
export function imageSizeOf(bytes: Uint8Array, type: string): ImageSize | null {
  const read = READERS[type];
  return read ? read(bytes) : null;
}
