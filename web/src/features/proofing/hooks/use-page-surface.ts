/**
 * One page of a version drawn for the viewer (issue 26; BRIEF §8): an image at full resolution, or a PDF
 * page rendered by pdfjs-dist into a canvas. Gives the page's CSS size at 100% (the image's pixels, the PDF
 * page's points × 96/72), the PDF's page count, and a ref for the canvas. A PDF page is drawn at
 * `cssWidth × density` device pixels, sharp up to 150% zoom on a 2× screen.
 */
import { useEffect, useState } from 'react';
import { translate } from '../../../lib/i18n/i18n-store';
import type { VersionSource } from '../utils/sources';
import { loadPdf, pageSize, renderPage } from '../../../lib/pdf';

export interface PageSurface {
  /** CSS size at 100%, or null until known. */
  size: { width: number; height: number } | null;
  /** Pages of the file (from the document once loaded). */
  pageCount: number;
  /** Set once the page's pixels are on screen. */
  drawn: boolean;
  error: string | null;
  /** The PDF page's canvas (a callback ref). */
  setCanvas: (canvas: HTMLCanvasElement | null) => void;
  /** For images: call with the loaded <img>. */
  onImageLoad: (img: HTMLImageElement) => void;
}

/** Device pixels per CSS pixel of a rendered PDF page (capped: memory grows with its square). */
export function renderDensity(): number {
  return Math.min(3, (window.devicePixelRatio || 1) * 1.5);
}

/** The surface of `page` of `source`; `width` forces its CSS width (compare views draw both sides alike). */
export function usePageSurface(source: VersionSource, page: number, width?: number): PageSurface {
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [size, setSize] = useState<PageSurface['size']>(null);
  const [pageCount, setPageCount] = useState(source.pageCount ?? 1);
  // Drawn and failed are about one page of one version at one width: kept with that key.
  const key = `${source.versionId}:${page}:${width ?? ''}`;
  const [drawnKey, setDrawnKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    if (!source.pdf || !canvas) return;
    const abort = new AbortController();
    loadPdf(source.versionId, source.url)
      .then(async (doc) => {
        if (abort.signal.aborted) return;
        setPageCount(doc.numPages);
        const natural = await pageSize(doc, Math.min(page, doc.numPages));
        const cssWidth = width ?? natural.width;
        const next = { width: cssWidth, height: (natural.height * cssWidth) / natural.width };
        setSize((s) => (s && s.width === next.width && s.height === next.height ? s : next));
        if (abort.signal.aborted) return;
        await renderPage(doc, Math.min(page, doc.numPages), canvas, cssWidth, renderDensity(), abort.signal);
        if (!abort.signal.aborted) setDrawnKey(key);
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted)
          setFailure({
            key,
            message:
              e instanceof Error
                ? translate('proofing', 'surface.pdfFailed', { error: e.message })
                : translate('proofing', 'surface.pdfFailedPlain'),
          });
      });
    return () => abort.abort();
  }, [source.pdf, source.versionId, source.url, page, width, canvas, key]);

  const onImageLoad = (img: HTMLImageElement) => {
    const cssWidth = width ?? img.naturalWidth;
    setSize({ width: cssWidth, height: (img.naturalHeight * cssWidth) / img.naturalWidth });
    setDrawnKey(key);
  };

  return {
    size,
    pageCount: source.pdf ? pageCount : 1,
    drawn: drawnKey === key,
    error: failure?.key === key ? failure.message : null,
    setCanvas,
    onImageLoad,
  };
}
