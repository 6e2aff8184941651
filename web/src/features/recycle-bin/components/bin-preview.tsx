/**
 * A binned card's preview thumbnail on the recycle bin page (accounts spec §7 Recycle bin `replace_image`;
 * issue 30 item 13). The box has a fixed size so the row never shifts when the image arrives. A signed URL
 * that expired while the page stayed open is re-signed once through `replace_image`; a card without a
 * preview shows an empty frame. The image is decorative: the card's name sits beside it.
 */
import { useState } from 'react';
import { replaceBinImages } from '../api/replace-bin-image';

export function BinPreview({
  organizationId,
  cardId,
  preview,
}: {
  organizationId: string;
  cardId: string;
  preview: string | null;
}) {
  const [src, setSrc] = useState(preview);
  const [retried, setRetried] = useState(false);
  const onError = () => {
    setSrc(null);
    if (retried) return;
    setRetried(true);
    void replaceBinImages(organizationId, [cardId])
      .then((fresh) => setSrc(fresh.get(cardId) ?? null))
      .catch(() => setSrc(null));
  };
  return (
    <span className="gl-bin__preview" data-testid={`bin-preview-${cardId}`}>
      {src ? <img src={src} alt="" width={48} height={36} loading="lazy" onError={onError} /> : null}
    </span>
  );
}
