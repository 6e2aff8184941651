/**
 * The pixel difference of two versions (issue 26 "as a pixel difference with changed pixels highlighted (a
 * well-kept library such as pixelmatch). For PDFs this is page by page"; BRIEF §8): both pages are drawn
 * into canvases of the same size (the first version's aspect, `width` pixels wide; the second is scaled
 * into the same box), then pixelmatch paints changed pixels red over a faded copy of the first.
 */
import pixelmatch from 'pixelmatch';
import { loadPdf, renderPage } from '../../../lib/pdf';
import type { VersionSource } from './sources';
import { translate } from '../../../lib/i18n/i18n-store';

/** Width of the compared rasters, in pixels. */
export const DIFF_WIDTH = 1200;

/** Loads an image that may be read back (the signed URL's bucket allows the app's origin, CORS GET). */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(translate('proofing', 'diff.imageFailed')));
    img.src = url;
  });
}

/** Page `page` of `source` drawn into a new canvas `width` pixels wide (its own aspect). */
export async function rasterize(source: VersionSource, page: number, width: number): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  if (source.pdf) {
    const doc = await loadPdf(source.versionId, source.url);
    if (page > doc.numPages) throw new Error(translate('proofing', 'diff.noPage', { filename: source.filename, page }));
    await renderPage(doc, page, canvas, width, 1);
    return canvas;
  }
  const img = await loadImage(source.url);
  canvas.width = width;
  canvas.height = Math.round((img.naturalHeight * width) / img.naturalWidth);
  canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Pixels of `canvas` scaled into `width × height`, on white (PDF pages are transparent outside their ink). */
function pixelsAt(canvas: HTMLCanvasElement, width: number, height: number): ImageData {
  const box = document.createElement('canvas');
  box.width = width;
  box.height = height;
  const ctx = box.getContext('2d', { willReadFrequently: true })!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(canvas, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height);
}

/** The difference image and how many pixels changed. @throws when a file cannot be read. */
export async function differenceOf(
  a: VersionSource,
  b: VersionSource,
  page: number,
): Promise<{ canvas: HTMLCanvasElement; changed: number }> {
  const [first, second] = await Promise.all([rasterize(a, page, DIFF_WIDTH), rasterize(b, page, DIFF_WIDTH)]);
  const width = first.width;
  const height = first.height;
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const ctx = out.getContext('2d')!;
  const diff = ctx.createImageData(width, height);
  const changed = pixelmatch(
    pixelsAt(first, width, height).data,
    pixelsAt(second, width, height).data,
    diff.data,
    width,
    height,
    {
      threshold: 0.1,
      alpha: 0.25,
      diffColor: [255, 0, 64],
      diffColorAlt: [255, 0, 64],
    },
  );
  ctx.putImageData(diff, 0, 0);
  return { canvas: out, changed };
}
