/**
 * A PDF's first page as a PNG (issue 13 "PDFs get a thumbnail of their first page rendered on the
 * server"; issue 24 "no AGPL or GPL production dependency"; BRIEF §7 "Uploads": a well-kept,
 * permissively licensed renderer that runs in Lambda without system packages; decision U4).
 *
 * The renderer is pdfjs-dist (Apache-2.0), its legacy Node build, drawing on @napi-rs/canvas (MIT:
 * Skia in a prebuilt binary per platform, no system libraries). pdfjs loads @napi-rs/canvas itself:
 * its Node canvas factory and its DOMMatrix / Path2D / ImageData polyfills `require` it from
 * pdfjs-dist's own folder, so the copy that renders is whichever one pdfjs-dist resolves. Both ship
 * beside the bundle (NATIVE_MODULES, decision I4) and are loaded on the first PDF, not at cold start.
 *
 * Fonts never come from the system (Lambda has none): glyphs are drawn as paths from the font programs
 * (`disableFontFace`), and fonts a PDF names without embedding them (the standard 14, and the fallbacks
 * pdfjs picks for other missing fonts) come from pdfjs-dist's `standard_fonts/` (`useSystemFonts`
 * false). CMaps (CJK text), the WebAssembly image decoders (JPEG 2000, JBIG2) and ICC profiles come
 * from the same package. The file is untrusted: pdfjs compiles no code from it (`isEvalSupported`
 * false), runs no scripts, and the canvas is capped at MAX_CANVAS_PIXELS.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** The module pdfjs renders with, and the folders of its data files (each ending in `/`, as pdfjs requires). */
interface Renderer {
  pdfjs: Pdfjs;
  folders: { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string; iccUrl: string };
}

/** What pdfjs's Node canvas factory (PDFDocumentProxy.canvasFactory) makes: an @napi-rs/canvas canvas and its 2D context. */
interface NodeCanvasAndContext {
  canvas: { width: number; height: number; encode(format: 'png' | 'jpeg', quality?: number): Promise<Buffer> };
  context: CanvasRenderingContext2D;
}
interface NodeCanvasFactory {
  create(width: number, height: number): NodeCanvasAndContext;
}

/** The largest canvas drawn, in pixels (≈ 32 MB of RGBA): a page far taller than wide is drawn narrower instead. */
export const MAX_CANVAS_PIXELS = 8_000_000;

const PDFJS_ENTRY = 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The renderer is missing or cannot load (pdfjs-dist or @napi-rs/canvas absent, or a binary for another
 * platform): a fault of the deployment, not of the file, so the caller must not refuse the upload for it.
 */
export class PdfRendererUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PdfRendererUnavailableError';
  }
}

let loading: Promise<Renderer> | undefined;

/** pdfjs-dist, imported once per runtime, after checking that the canvas it draws on loads. */
async function loadRenderer(): Promise<Renderer> {
  let entry: string;
  let pdfjs: Pdfjs;
  try {
    entry = createRequire(import.meta.url).resolve(PDFJS_ENTRY);
    pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // The same resolution as pdfjs's own `require("@napi-rs/canvas")`; pdfjs only warns when it fails.
    createRequire(entry)('@napi-rs/canvas');
  } catch (error) {
    throw new PdfRendererUnavailableError(`The PDF renderer cannot load: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const root = join(dirname(entry), '..', '..');
  const folder = (name: string) => `${join(root, name)}/`;
  return {
    pdfjs,
    folders: {
      standardFontDataUrl: folder('standard_fonts'),
      cMapUrl: folder('cmaps'),
      wasmUrl: folder('wasm'),
      iccUrl: folder('iccs'),
    },
  };
}

/**
 * Render page 1 of `pdf` as PNG bytes, `width` px wide (1 to 10,000) with the page's aspect ratio kept
 * (its height rounded to a whole pixel, at least 1), on white, annotations with an appearance included,
 * the page's /Rotate applied. A page whose canvas would exceed MAX_CANVAS_PIXELS is drawn at the largest
 * scale that fits, so narrower than `width`. BRIEF §7 "Uploads"; decision U4.
 *
 * The first call also loads the renderer (≈ 100 ms). Page 1 of an A4 text PDF, 1200 × 1698 px, takes
 * 160–300 ms here (x64, loaded machine), ≈ 100 ms of it the PNG encoding.
 * @throws PdfRendererUnavailableError when pdfjs-dist or @napi-rs/canvas cannot load (a server fault).
 * @throws Error from pdfjs (InvalidPDFException, PasswordException…) for a file it cannot open, or a
 *   document without pages or whose first page has no area (the caller refuses the upload); RangeError
 *   for a width out of range.
 * `info`, when given, receives the document's page count (issue 26: annotation pages are checked against it).
 */
export async function renderPdfFirstPage(pdf: Buffer, width: number, info?: { pageCount?: number }): Promise<Buffer> {
  const [first] = await renderPdfPages(pdf, width, { last: 1, format: 'png', ...(info ? { info } : {}) });
  if (!first) throw new Error('The document has no pages');
  return first.bytes;
}

/** One rendered page: its image bytes and size in pixels. */
export interface RenderedPage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Render pages 1 to `options.last` (default: every page) of `pdf` as PNG or JPEG (quality 0–100, default
 * 82) on white, `width` px wide, each as renderPdfFirstPage draws page 1 (issue 26 "Review report": every page
 * of a PDF with its pins). Pages are drawn one after another, each canvas dropped before the next.
 * @throws as renderPdfFirstPage; an Error for a page without area.
 */
export async function renderPdfPages(
  pdf: Buffer,
  width: number,
  options: { last?: number; format?: 'png' | 'jpeg'; quality?: number; info?: { pageCount?: number } } = {},
): Promise<RenderedPage[]> {
  if (!Number.isInteger(width) || width < 1 || width > 10_000)
    throw new RangeError(`width must be an integer from 1 to 10000, not ${width}`);
  loading ??= loadRenderer();
  const { pdfjs, folders } = await loading;
  const task = pdfjs.getDocument({
    // pdfjs may transfer (detach) the buffer it is given: hand it a copy, never the caller's bytes.
    data: new Uint8Array(pdf),
    ...folders,
    cMapPacked: true,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    enableXfa: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    if (options.info) options.info.pageCount = document.numPages;
    const last = Math.min(document.numPages, options.last ?? document.numPages);
    const rendered: RenderedPage[] = [];
    for (let n = 1; n <= last; n += 1) {
      const page = await document.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      if (!(natural.width > 0 && natural.height > 0))
        throw new Error(`Page ${n} has no area (${natural.width} × ${natural.height} pt)`);
      const scale = Math.min(width / natural.width, Math.sqrt(MAX_CANVAS_PIXELS / (natural.width * natural.height)));
      const viewport = page.getViewport({ scale });
      const factory = document.canvasFactory as NodeCanvasFactory;
      const { canvas, context } = factory.create(
        Math.max(1, Math.round(viewport.width)),
        Math.max(1, Math.round(viewport.height)),
      );
      await page.render({ canvas: null, canvasContext: context, viewport, background: 'rgb(255, 255, 255)' }).promise;
      const bytes =
        options.format === 'jpeg' ? await canvas.encode('jpeg', options.quality ?? 82) : await canvas.encode('png');
      rendered.push({ bytes, width: canvas.width, height: canvas.height });
      page.cleanup();
    }
    return rendered;
  } finally {
    await task.destroy();
  }
}

/**
 * The page count of `pdf`, read by pdfjs without drawing anything (issue 26; decisions D27: PDFs stored before
 * page counts get theirs on first read).
 * @throws PdfRendererUnavailableError when pdfjs-dist cannot load; Error from pdfjs for a file it cannot open.
 */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  loading ??= loadRenderer();
  const { pdfjs, folders } = await loading;
  const task = pdfjs.getDocument({
    data: new Uint8Array(pdf),
    ...folders,
    isEvalSupported: false,
    enableXfa: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
}
