/**
 * The second size and type check of every upload (BRIEF §3): HeadObject for the size, the bytes for the
 * real type (file-type), and for a picture the pixels its header declares against the one shared limit
 * (issue 25; decisions U34). An upload that fails is deleted, so it is never counted or shown.
 */
import { MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '../../../../shared/schemas/uploads';
import { deleteObject, getObjectBytes, objectSize } from '../aws/s3';
import { BadRequestError } from '../http/errors';
import { fileTooLargeError } from './file-too-large';
import { imageSizeOf } from './image-size';

/**
 * The types `sniffType` answers with: those some upload accepts (shared/schemas/uploads.ts), named by
 * file-type's MIME. Anything else file-type finds (ZIP, HEIC, AVIF, a TIFF-based camera raw) is no type.
 */
const SNIFFED_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'image/tiff',
]);

/** An SVG document: optional XML declaration, comments and doctype, then the `<svg` root. */
const SVG_ROOT = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
/**
 * What an SVG may not hold (docs/decisions.md V22): scripts, event handlers, embedded HTML, entity
 * declarations, and links other than in-document (`#…`) or embedded raster images (`data:image/…`).
 */
const SVG_UNSAFE =
  /<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:|<!ENTITY|href\s*=\s*(?!["']?(#|data:image\/(png|jpeg|gif);))/i;

/**
 * Whether `bytes` are an SVG image, and a safe one: 'svg', 'unsafe' (an SVG with active content) or null
 * (not an SVG). SVG is text, so its check reads the whole file, not a signature.
 */
export function sniffSvg(bytes: Uint8Array): 'svg' | 'unsafe' | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\ufeff/, '');
  if (!SVG_ROOT.test(text)) return null;
  return SVG_UNSAFE.test(text) ? 'unsafe' : 'svg';
}

/**
 * The type the content's own bytes prove (the `file-type` package reads their signatures and structure,
 * up to its 4 KB sample; issue 36, decisions LB4), or null for any other type. SVG, being text, is proven
 * by `sniffSvg`. Give it the whole file: a PNG is only proven by its chunks after the signature.
 */
export async function sniffType(bytes: Uint8Array): Promise<string | null> {
  // Loaded on the first upload, not at cold start: its detectors are 57 KB of the bundle (decisions LB8).
  const { fileTypeFromBuffer } = await import('file-type/core');
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return isTiffHeader(bytes) ? 'image/tiff' : null;
  return SNIFFED_TYPES.has(found.mime) ? found.mime : null;
}

/**
 * Whether `bytes` open with a TIFF header, either byte order (TIFF 6.0 §2). file-type also follows the
 * first directory and finds nothing when it points past the end; such a TIFF is still one, which chat
 * sends as a download when sharp cannot draw it (decisions V33, LB4).
 */
const isTiffHeader = (bytes: Uint8Array) =>
  ['49492a00', '4d4d002a'].includes(Buffer.from(bytes.subarray(0, 4)).toString('hex'));

/**
 * Whether a picture of `type` in `bytes` declares more than MAX_IMAGE_PIXELS in its header (read without
 * decoding: ./image-size.ts). False for what is not a raster picture, or a header that cannot be read.
 */
export function exceedsPixelLimit(bytes: Uint8Array, type: string): boolean {
  const size = imageSizeOf(bytes, type);
  return size !== null && size.width * size.height > MAX_IMAGE_PIXELS;
}

/**
 * Whether `error` is sharp refusing a picture over its `limitInputPixels`, the same limit (libvips:
 * "Input image exceeds pixel limit"; ./sharp.ts `openImage`). Here, not beside sharp, so the modules
 * that only delete pictures never bundle the sharp loader.
 */
export function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /exceeds pixel limit/i.test(error.message);
}

/**
 * Check an uploaded object and return its bytes: its size, its type by its first bytes, and for a
 * picture its pixels by its header (before anything decodes it).
 * @throws BadRequestError ("Maximum file size is 5MB." / "File selected is not an image" / "This image
 *   is too large: at most 50 megapixels…") after deleting it.
 */
export async function verifyUpload(
  key: string,
  allowedTypes: readonly string[],
  maxBytes: number,
  notAllowedMessage: string = UPLOAD_MESSAGES.notAnImage,
  unsafeSvgMessage: string = notAllowedMessage,
): Promise<Buffer> {
  const reject = async (message: string, field: string) => {
    await deleteObject(key);
    return new BadRequestError(message, { [field]: [message] });
  };
  let size: number;
  try {
    size = await objectSize(key);
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey')
      throw new BadRequestError(UPLOAD_MESSAGES.notFound);
    throw error;
  }
  if (size > maxBytes) {
    await deleteObject(key);
    throw fileTooLargeError(maxBytes, 'file');
  }
  const bytes = await getObjectBytes(key);
  const type = await sniffType(bytes);
  if (!type && allowedTypes.includes('image/svg+xml')) {
    const svg = sniffSvg(bytes);
    if (svg === 'svg') return bytes;
    if (svg === 'unsafe') throw await reject(unsafeSvgMessage, 'file');
  }
  if (!type || !allowedTypes.includes(type)) throw await reject(notAllowedMessage, 'file');
  if (exceedsPixelLimit(bytes, type)) throw await reject(UPLOAD_MESSAGES.tooManyPixels, 'file');
  return bytes;
}
