/**
 * The contents area's gallery slot (cards spec §2 "Contents area: gallery, thumbnail strip …"). Until
 * the contents feature exists it says so plainly; the app passes the real gallery as
 * `extensions.contents`.
 */
import { EmptyState } from '../../../components/ui/empty-state';
import { useCardPopup } from '../hooks/use-card-popup';

/** The gallery, or an honest empty state. */
export function ContentsPlaceholder() {
  const { extensions } = useCardPopup();
  if (extensions.contents) return <>{extensions.contents}</>;
  return (
    <div className="gl-card-popup__region" data-testid="card-contents">
      <h3 className="gl-card-popup__section-title">Contents</h3>
      <EmptyState compact title="No contents yet." description="Images and PDFs attached to this card will show here." />
    </div>
  );
}
