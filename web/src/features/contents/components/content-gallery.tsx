/**
 * The contents area's gallery (cards spec §2 Popup sections "Contents area: gallery"): the chosen content,
 * large, in a box of known size (issue 27 "no layout shift"); a click opens its preview. Its texts come from
 * the `contents` catalogue (issue 41; decisions LU7).
 */
import type { Content } from '../api/types';
import { contentLabel, isPdf } from '../utils/content-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The featured picture's box ratio (the `small` rendition is at most 1200 px wide); CSS fills the gallery's fixed box with it. */
const GALLERY_BOX = { width: 1200, height: 900 } as const;

interface ContentGalleryProps {
  content: Content;
  /** Its place in the card's list (its default label is "Content N"). */
  index: number;
  onOpen: () => void;
  /** The pointer is over the gallery or it has the focus: the preview may open next (decisions UJ2). */
  onIntent?: () => void;
}

/** The featured content. */
export function ContentGallery({ content, index, onOpen, onIntent }: ContentGalleryProps) {
  const { t } = useTranslation('contents');
  const name = contentLabel(content, index);
  return (
    <figure className="gl-gallery" data-testid="content-gallery">
      <button
        type="button"
        className="gl-gallery__open"
        onClick={onOpen}
        onPointerOver={onIntent}
        onFocus={onIntent}
        aria-label={t('gallery.open', { name })}
      >
        {content.rendition === 'failed' ? (
          <span className="gl-tile__failed">{t('tile.previewFailed')}</span>
        ) : content.urls.small || content.urls.thumbnail ? (
          // Its box is known before it loads (issue 27 "no layout shift"): the gallery's fixed box, the picture contained in it.
          <img
            src={content.urls.small ?? content.urls.thumbnail ?? ''}
            alt=""
            className="gl-gallery__img"
            width={GALLERY_BOX.width}
            height={GALLERY_BOX.height}
            decoding="async"
          />
        ) : (
          <span className="gl-tile__pending">{t('tile.preparing')}</span>
        )}
      </button>
      <figcaption className="gl-gallery__caption">
        {t('gallery.caption', { name, pdf: isPdf(content) ? 'yes' : 'no', hidden: content.is_active ? 'no' : 'yes' })}
      </figcaption>
    </figure>
  );
}
