/**
 * A card's preview on the board and in the list (cards spec §3 Card `preview {content_attachment,
 * content_attachment_type}`; issue 13 "The card's preview (first visible content) shows on the board
 * card and list row"): the thumbnail of the first content the viewer may see; a PDF's is its first page,
 * marked PDF. Decorative (the card's name is its accessible name), in a box of fixed shape so a board
 * column measures the card before the image arrives.
 */
import type { CardPreview as Preview } from '../../../../../shared/schemas/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Whether the preview is a PDF's first page. */
function isPdf(preview: Preview): boolean {
  return preview.content_attachment_type === 'pdf' || preview.content_attachment_type === 'application/pdf';
}

/** The board card's banner, or nothing without a preview. */
export function CardPreview({ preview, variant }: { preview: Preview | null | undefined; variant: 'board' | 'list' }) {
  const { t } = useTranslation('board');
  if (!preview?.content_attachment) return null;
  return (
    <span className={`gl-card-preview gl-card-preview--${variant}`} data-testid="card-preview">
      <img src={preview.content_attachment} alt="" loading="lazy" draggable={false} />
      {isPdf(preview) && variant === 'board' ? (
        <span className="gl-card-preview__badge">{t('card.pdfBadge')}</span>
      ) : null}
    </span>
  );
}
