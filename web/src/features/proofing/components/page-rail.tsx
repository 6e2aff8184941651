/**
 * The page rail of a PDF (issue 26 "Render PDF pages in the browser … with a page rail"): one thumbnail
 * button per page ("Page 2"), drawn by pdfjs-dist one after another once the shown page is up, with the
 * page's count of open pins. Hidden at phone width, where the toolbar's page buttons do the same.
 */
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { loadPdf, renderPage } from '../../../lib/pdf';
import type { VersionSource } from '../utils/sources';

interface PageRailProps {
  source: VersionSource;
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  /** Open pins per page number. */
  openPins: ReadonlyMap<number, number>;
}

/** Thumbnail width in CSS pixels. */
const THUMB_WIDTH = 88;

/** The rail. */
export const PageRail = memo(function PageRail({ source, pageCount, page, onPage, openPins }: PageRailProps) {
  const { t } = useTranslation('proofing');
  const canvases = useRef<Array<HTMLCanvasElement | null>>([]);
  useEffect(() => {
    const abort = new AbortController();
    // After the shown page has had its turn on the worker.
    const timer = window.setTimeout(() => {
      void loadPdf(source.versionId, source.url)
        .then(async (doc) => {
          for (let n = 1; n <= Math.min(pageCount, doc.numPages) && !abort.signal.aborted; n++) {
            const canvas = canvases.current[n - 1];
            if (canvas)
              await renderPage(
                doc,
                n,
                canvas,
                THUMB_WIDTH,
                Math.min(2, window.devicePixelRatio || 1),
                abort.signal,
              ).catch(() => undefined);
          }
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [source.versionId, source.url, pageCount]);

  return (
    <nav className="gl-page-rail" aria-label={t('toolbar.pages')}>
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="gl-page-rail__page"
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
              aria-label={t('rail.page', { page: n })}
            >
              <canvas
                ref={(el) => void (canvases.current[n - 1] = el)}
                className="gl-page-rail__thumb"
                aria-hidden="true"
              />
              <span className="gl-page-rail__number" aria-hidden="true">
                {n}
              </span>
              {openPins.get(n) ? (
                <span className="gl-page-rail__pins" aria-hidden="true">
                  {openPins.get(n)}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
});
