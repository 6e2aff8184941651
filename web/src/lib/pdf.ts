/**
 * PDF pages rendered in the browser with pdfjs-dist (issue 26 "Render PDF pages in the browser with a
 * well-kept renderer"; BRIEF §8). The library and its worker load only when a PDF is first shown (a
 * dynamic import, the worker as a Vite `?url` asset), so no page's initial JS carries them. Documents are
 * kept per version id (signed URLs change on every contents refresh; a version's bytes never do).
 *
 * Sizes: a page's CSS size at 100% is its PDF size in points × 96/72 (true size on screen).
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof import('pdfjs-dist');

/** CSS pixels per PDF point (96 dpi over 72). */
export const CSS_PER_POINT = 96 / 72;

let library: Promise<PdfJs> | null = null;

/** pdfjs-dist with its worker set, loaded once. */
export function loadPdfJs(): Promise<PdfJs> {
  library ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return library;
}

const documents = new Map<string, Promise<PDFDocumentProxy>>();

/**
 * The PDF of version `versionId` at `url`, loaded once per version (at most 6 kept).
 * @throws the renderer's error when the file cannot be read (the caller shows it).
 */
export function loadPdf(versionId: string, url: string): Promise<PDFDocumentProxy> {
  let doc = documents.get(versionId);
  if (!doc) {
    doc = loadPdfJs().then((pdfjs) => pdfjs.getDocument({ url }).promise);
    doc.catch(() => documents.delete(versionId));
    documents.set(versionId, doc);
    if (documents.size > 6) {
      const [oldest] = documents.keys();
      void documents
        .get(oldest)
        ?.then((d) => d.destroy())
        .catch(() => undefined);
      documents.delete(oldest);
    }
  }
  return doc;
}

/** A page's CSS size at 100%. */
export async function pageSize(doc: PDFDocumentProxy, pageNumber: number): Promise<{ width: number; height: number }> {
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: CSS_PER_POINT });
  return { width: viewport.width, height: viewport.height };
}

/**
 * Draws page `pageNumber` into `canvas` at `cssWidth` CSS pixels wide, with `density` device pixels per
 * CSS pixel. Resolves when drawn; a render cancelled by `signal` rejects with the renderer's cancel error.
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  density: number,
  signal?: AbortSignal,
): Promise<void> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (cssWidth / base.width) * density });
  canvas.width = Math.round(viewport.width);
  canvas.height = Math.round(viewport.height);
  const task = page.render({ canvas, viewport });
  signal?.addEventListener('abort', () => task.cancel(), { once: true });
  await task.promise;
}
