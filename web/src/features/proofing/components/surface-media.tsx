/**
 * A version's page as pixels (issue 26; BRIEF §8): the full-resolution image, or the canvas pdfjs-dist
 * draws a PDF page into, with the page's loading and error states over it.
 */
import { Loader } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { PageSurface } from '../hooks/use-page-surface';
import type { VersionSource } from '../utils/sources';

interface SurfaceMediaProps {
  source: VersionSource;
  page: number;
  surface: PageSurface;
  className?: string;
  style?: React.CSSProperties;
}

/** The media and its state. */
export function SurfaceMedia({ source, page, surface, className = 'gl-proof-page__media', style }: SurfaceMediaProps) {
  const { t } = useTranslation('proofing');
  const { setCanvas, drawn, error, onImageLoad } = surface;
  return (
    <>
      {source.pdf ? (
        <canvas
          ref={setCanvas}
          className={className}
          style={style}
          data-testid="pdf-page"
          data-page={page}
          data-drawn={drawn}
        />
      ) : (
        <img
          key={source.versionId}
          className={className}
          style={style}
          src={source.url}
          alt=""
          crossOrigin="anonymous"
          draggable={false}
          onLoad={(e) => onImageLoad(e.currentTarget)}
          data-testid="proof-image"
          data-drawn={drawn}
        />
      )}
      {!drawn && !error ? (
        <div className="gl-proof-page__state">
          <Loader ariaLabel={t('surface.loading')} />
        </div>
      ) : null}
      {error ? (
        <p className="gl-proof-page__state" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
