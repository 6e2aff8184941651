/**
 * The PDF renderer of content thumbnails (functions/src/services/contents/pdf-thumbnail.ts; BRIEF §7
 * "Uploads"; issue 24; decision U4): pdfjs-dist on @napi-rs/canvas draws the first page at the width
 * asked, with the page's aspect ratio, and its text drawn from pdfjs-dist's own font data, never from
 * system fonts (Lambda has none); a file it cannot open throws.
 */
import { createRequire } from 'node:module';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_CANVAS_PIXELS,
  PdfRendererUnavailableError,
  renderPdfFirstPage,
} from '../../functions/src/services/contents/pdf-thumbnail';

/** Landscape A4 in points. */
const LANDSCAPE = [842, 595] as const;
const PORTRAIT = [595, 842] as const;
const WIDTH = 1200;

/**
 * Three pages: a landscape first page with big black text (Helvetica, one of the standard 14 fonts,
 * which pdf-lib does not embed, so pdfjs must find it in its standard_fonts/), then two portrait pages
 * painted red, so a render of any other page would show.
 */
async function threePagePdf(options: { text: boolean }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([...LANDSCAPE]);
  if (options.text) first.drawText('GREENLIGHT', { x: 60, y: 300, size: 96, font, color: rgb(0, 0, 0) });
  for (const n of [2, 3]) {
    const page = doc.addPage([...PORTRAIT]);
    page.drawRectangle({ x: 0, y: 0, width: PORTRAIT[0], height: PORTRAIT[1], color: rgb(0.9, 0.1, 0.1) });
    page.drawText(`Page ${n}`, { x: 60, y: 400, size: 48, font, color: rgb(1, 1, 1) });
  }
  return Buffer.from(await doc.save());
}

/** Decoded pixels of a PNG: its size, and how many pixels in a box are dark (luminance < 96) or red. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
  const count = (
    test: (p: Uint8Array) => boolean,
    box = { left: 0, top: 0, width: info.width, height: info.height },
  ) => {
    let n = 0;
    for (let y = box.top; y < box.top + box.height; y++)
      for (let x = box.left; x < box.left + box.width; x++) if (test(at(x, y))) n++;
    return n;
  };
  const dark = (p: Uint8Array) => 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] < 96;
  const red = (p: Uint8Array) => p[0] > 180 && p[1] < 80 && p[2] < 80;
  return { width: info.width, height: info.height, count, dark, red };
}

/** The @napi-rs/canvas that pdfjs-dist itself loads (its own `require`), whose 2D context draws the page. */
function pdfjsCanvasContextPrototype(): { fillText: (...args: unknown[]) => void } {
  const fromPdfjs = createRequire(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'));
  const canvas = fromPdfjs('@napi-rs/canvas') as {
    createCanvas(w: number, h: number): { getContext(type: '2d'): object };
  };
  return Object.getPrototypeOf(canvas.createCanvas(1, 1).getContext('2d')) as {
    fillText: (...args: unknown[]) => void;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderPdfFirstPage', () => {
  it('draws the first page (landscape, of three) at the width asked, with its aspect ratio, as a PNG', async () => {
    const pdf = await threePagePdf({ text: true });
    const started = performance.now();
    const png = await renderPdfFirstPage(pdf, WIDTH);
    const elapsed = performance.now() - started;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const image = await pixelsOf(png);
    expect(image.width).toBe(WIDTH);
    // 1200 × 595 / 842 = 847.98: within a pixel of the page's own ratio (page 2, portrait, would be 1697 high).
    expect(Math.abs(image.height - (WIDTH * LANDSCAPE[1]) / LANDSCAPE[0])).toBeLessThanOrEqual(1);
    // Nothing of the red pages 2 and 3.
    expect(image.count(image.red)).toBe(0);
    console.info(
      `first render (renderer load included): ${Math.round(elapsed)} ms, ${image.width} × ${image.height} px, ${png.length} bytes`,
    );
  });

  it('draws the text where the page has it, and none on a blank page', async () => {
    const pdf = await threePagePdf({ text: true });
    const started = performance.now();
    const rendered = await renderPdfFirstPage(pdf, WIDTH);
    console.info(`warm render: ${Math.round(performance.now() - started)} ms`);
    const withText = await pixelsOf(rendered);
    const blank = await pixelsOf(await renderPdfFirstPage(await threePagePdf({ text: false }), WIDTH));
    expect(blank.count(blank.dark)).toBe(0);
    // "GREENLIGHT" at 96 pt from x = 60 pt on the baseline y = 300 pt (PDF y grows upwards): in pixels, a
    // band ≈ 98 px high (Helvetica's cap height, 0.72 em) above the baseline at (595 − 300) × 1200/842 ≈ 420.
    const k = WIDTH / LANDSCAPE[0];
    const band = {
      left: Math.round(60 * k),
      top: Math.round((595 - 300 - 0.72 * 96) * k),
      width: Math.round(600 * k),
      height: Math.round(0.72 * 96 * k),
    };
    const inBand = withText.count(withText.dark, band);
    expect(inBand / (band.width * band.height)).toBeGreaterThan(0.2);
    // And nowhere else: the strip above the text is still white.
    expect(withText.count(withText.dark, { left: 0, top: 0, width: WIDTH, height: band.top - 10 })).toBe(0);
  });

  it('draws text with the font data pdfjs-dist ships, never through the system fonts Lambda lacks', async () => {
    const fillText = vi.spyOn(pdfjsCanvasContextPrototype(), 'fillText');
    const image = await pixelsOf(await renderPdfFirstPage(await threePagePdf({ text: true }), WIDTH));
    expect(image.count(image.dark)).toBeGreaterThan(5000);
    // Glyphs are drawn as paths from the font program; `fillText` (a system font) is pdfjs's fallback.
    expect(fillText).not.toHaveBeenCalled();

    // Control: without `standardFontDataUrl`, pdfjs falls back to `fillText`, so the spy above can fail.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const task = pdfjs.getDocument({ data: new Uint8Array(await threePagePdf({ text: true })), verbosity: 0 });
    try {
      const page = await (await task.promise).getPage(1);
      const viewport = page.getViewport({ scale: 1 });
      const factory = (await task.promise).canvasFactory as {
        create(w: number, h: number): { context: CanvasRenderingContext2D };
      };
      const { context } = factory.create(Math.round(viewport.width), Math.round(viewport.height));
      await page.render({ canvas: null, canvasContext: context, viewport }).promise;
    } finally {
      await task.destroy();
    }
    expect(fillText).toHaveBeenCalled();
  });

  it('draws a page far taller than wide within MAX_CANVAS_PIXELS, narrower, with its aspect ratio', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([200, 14_000]);
    const image = await pixelsOf(await renderPdfFirstPage(Buffer.from(await doc.save()), WIDTH));
    expect(image.width * image.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + image.width + image.height);
    expect(image.width).toBeLessThan(WIDTH);
    // Both sides are rounded to whole pixels: half a pixel of width is 35 px of height at 1:70.
    expect(Math.abs(image.height - (image.width * 14_000) / 200)).toBeLessThanOrEqual(70 / 2 + 1);
  });

  it('throws for a file that starts like a PDF but is not one, and for a document without pages', async () => {
    await expect(renderPdfFirstPage(Buffer.from('%PDF-1.7\nthis is not a PDF at all\n%%EOF\n'), WIDTH)).rejects.toThrow(
      Error,
    );
    const truncated = (await threePagePdf({ text: true })).subarray(0, 64);
    await expect(renderPdfFirstPage(truncated, WIDTH)).rejects.toThrow(Error);
    await expect(renderPdfFirstPage(Buffer.alloc(0), WIDTH)).rejects.toThrow(Error);
    // Not the renderer's fault: the caller refuses these uploads (content-files.ts).
    await expect(renderPdfFirstPage(Buffer.from('%PDF-1.7\n'), WIDTH)).rejects.not.toBeInstanceOf(
      PdfRendererUnavailableError,
    );
  });

  it('reports a renderer that cannot load as PdfRendererUnavailableError, not as a bad file', async () => {
    vi.resetModules();
    vi.doMock('pdfjs-dist/legacy/build/pdf.mjs', () => {
      throw new Error('a binary for another platform');
    });
    try {
      const fresh = await import('../../functions/src/services/contents/pdf-thumbnail');
      await expect(fresh.renderPdfFirstPage(await threePagePdf({ text: false }), WIDTH)).rejects.toBeInstanceOf(
        fresh.PdfRendererUnavailableError,
      );
    } finally {
      vi.doUnmock('pdfjs-dist/legacy/build/pdf.mjs');
      vi.resetModules();
    }
  });

  it('refuses a width outside 1 to 10,000 px', async () => {
    const pdf = await threePagePdf({ text: false });
    await expect(renderPdfFirstPage(pdf, 0)).rejects.toBeInstanceOf(RangeError);
    await expect(renderPdfFirstPage(pdf, 1.5)).rejects.toBeInstanceOf(RangeError);
  });
});
