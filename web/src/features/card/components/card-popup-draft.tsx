/**
 * The card popup drawn from what the board already holds, while its one request is under way (issue 39
 * "A card draws what it already knows at once"; decisions CO5): the name, the description, the dates,
 * the labels and the cover thumbnail, laid out where the popup shows them, with the rest loading. Nothing
 * here can be edited or asks the network; the popup replaces it when its answer arrives. The sidebar
 * shows only with can_access_show_content_details (cards spec §6), like the popup's.
 */
import type { ReactNode } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { format } from 'date-fns';
import type { Card } from '../../../../../shared/schemas/card';
import { LabelChips } from '../../../components/ui/label-chip';
import { sanitizeForRender } from '../../../lib/rich-text';
import { useMediaQuery } from '../../../lib/use-media-query';

/** What the board knows of the card, and the caller's flags on its workspace. */
export interface CardPopupDraftProps {
  card: Card;
  permissions: Record<string, boolean>;
}

/** The popup's large breakpoint (cards spec §9 "large 992"), as in the layout. */
const LARGE_QUERY = '(min-width: 992px)';

function DraftRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="gl-card-detail">
      <div className="gl-card-detail__head">
        <span className="gl-card-detail__label">{label}</span>
      </div>
      <div className="gl-card-detail__value">{children}</div>
    </div>
  );
}

const dateText = (iso: string | null) => (iso ? format(new Date(iso), 'MMM dd, yyyy hh:mm a') : 'None');

function DraftDetails({ card }: { card: Card }) {
  return (
    <aside className="gl-card-popup__details" aria-label="Card details">
      <div className="gl-card-popup__details-head">
        <h3 className="gl-card-popup__section-title">Details</h3>
      </div>
      <DraftRow label="Start Date">{dateText(card.start_date)}</DraftRow>
      <DraftRow label="Due Date">{dateText(card.due_date)}</DraftRow>
      <DraftRow label="Labels">{card.labels.length ? <LabelChips labels={card.labels} /> : 'None'}</DraftRow>
    </aside>
  );
}

function DraftContents({ card }: { card: Card }) {
  const html = sanitizeForRender(card.description ?? '');
  const cover = card.preview?.content_attachment;
  return (
    <section className="gl-card-popup__contents" aria-label="Card contents">
      <section className="gl-card-popup__region" aria-label="Description" data-testid="card-description">
        <div className="gl-card-detail__head">
          <h3 className="gl-card-popup__section-title">Description</h3>
        </div>
        {html ? (
          // Sanitized by the server on save and by DOMPurify here, as in the popup.
          <div className="gl-rich-text gl-card-popup__description" dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
      </section>
      {cover ? <img className="gl-card-popup__draft-cover" src={cover} alt="" data-testid="card-draft-cover" /> : null}
      <Loader ariaLabel="Loading the card's contents…" />
    </section>
  );
}

/** The draft popup's body (inside the popup's frame). */
export function CardPopupDraft({ card, permissions, onClose }: CardPopupDraftProps & { onClose: () => void }) {
  const large = useMediaQuery(LARGE_QUERY);
  const showDetails = permissions.can_access_show_content_details === true;
  return (
    <div className="gl-card-popup__frame" aria-busy="true" data-testid="card-popup-draft">
      <header className="gl-card-popup__header">
        <h2 className="gl-card-popup__title">{card.name}</h2>
        <div className="gl-card-popup__window-buttons">
          <Button size="small" variation="link" onClick={onClose} aria-label="Close card">
            ✕
          </Button>
        </div>
      </header>
      <div className={large ? 'gl-card-popup__body' : 'gl-card-popup__tabpanel'}>
        {large && showDetails ? <DraftDetails card={card} /> : null}
        <DraftContents card={card} />
        {large ? (
          <section className="gl-card-popup__comments" aria-label="Comments">
            <Loader ariaLabel="Loading comments…" />
          </section>
        ) : null}
      </div>
    </div>
  );
}
