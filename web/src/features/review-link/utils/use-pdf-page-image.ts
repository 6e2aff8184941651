/**
 * A PDF page after the first as a picture for the review page's stage (issue 37 "the proofing viewer, with
 * pins"; decisions L6): page 1 is the server's `small` rendition, so the page's first load carries no PDF
 * renderer; turning to page 2 or later loads pdfjs-dist (web/src/lib/pdf.ts, a dynamic import) once, draws
 * the page 1200 px wide (the `small` rendition's width) and hands it to the stage as an object URL.
 */
import { useEffect, useState } from 'react';

/** The widest the review page draws a page, in CSS pixels: the `small` rendition's width. */
const PAGE_WIDTH = 1200;

/** What the stage shows for a page: its picture once drawn, or why it could not be. */
export type PdfPageImage = { kind: 'loading' } | { kind: 'ready'; src: string } | { kind: 'failed' };

/**
 * Page `page` (from 2) of the PDF version `versionId` at `url`. For page 1 it stays `loading` and draws
 * nothing: the caller shows the rendition. The object URL is revoked when the page changes.
 */
export function usePdfPageImage(versionId: string, url: string, page: number): PdfPageImage {
  // The answer is kept with the page it is for: another page reads as loading until its own arrives.
  const key = `${versionId}:${page}`;
  const [result, setResult] = useState<{ key: string; image: PdfPageImage } | null>(null);
  useEffect(() => {
    if (page < 2) return;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const setImage = (image: PdfPageImage) => setResult({ key: `${versionId}:${page}`, image });
    void import('../../../lib/pdf')
      .then(async ({ loadPdf, renderPage }) => {
        const doc = await loadPdf(versionId, url);
        const canvas = document.createElement('canvas');
        await renderPage(doc, page, canvas, PAGE_WIDTH, 1, controller.signal);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
        if (!blob) throw new Error('The page could not be drawn.');
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ kind: 'ready', src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setImage({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [versionId, url, page]);
  return result?.key === key ? result.image : { kind: 'loading' };
}
