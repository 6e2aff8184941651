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
import { formatDateTime } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

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

/** A date as the popup's row shows it (details/date-section.tsx): the spec's format in English, format.ts's otherwise. */
function dateText(iso: string | null, none: string): string {
  if (!iso) return none;
  const lng = currentLanguage();
  return lng === 'en' || lng === 'en-XA'
    ? format(new Date(iso), 'MMM dd, yyyy hh:mm a')
    : formatDateTime(new Date(iso));
}

function DraftDetails({ card }: { card: Card }) {
  const { t } = useTranslation('card');
  const none = t('details.none');
  return (
    <aside className="gl-card-popup__details" aria-label={t('layout.details')}>
      <div className="gl-card-popup__details-head">
        <h3 className="gl-card-popup__section-title">{t('layout.detailsHeading')}</h3>
      </div>
      <DraftRow label={t('details.startDate')}>{dateText(card.start_date, none)}</DraftRow>
      <DraftRow label={t('details.dueDate')}>{dateText(card.due_date, none)}</DraftRow>
      <DraftRow label={t('details.labels')}>{card.labels.length ? <LabelChips labels={card.labels} /> : none}</DraftRow>
    </aside>
  );
}

function DraftContents({ card }: { card: Card }) {
  const { t } = useTranslation('card');
  const html = sanitizeForRender(card.description ?? '');
  const cover = card.preview?.content_attachment;
  return (
    <section className="gl-card-popup__contents" aria-label={t('layout.contents')}>
      <section className="gl-card-popup__region" aria-label={t('description.heading')} data-testid="card-description">
        <div className="gl-card-detail__head">
          <h3 className="gl-card-popup__section-title">{t('description.heading')}</h3>
        </div>
        {html ? (
          // Sanitized by the server on save and by DOMPurify here, as in the popup.
          <div className="gl-rich-text gl-card-popup__description" dangerouslySetInnerHTML={{ __html: html }} />
        ) : null}
      </section>
      {cover ? <img className="gl-card-popup__draft-cover" src={cover} alt="" data-testid="card-draft-cover" /> : null}
      <Loader ariaLabel={t('draft.loadingContents')} />
    </section>
  );
}

/** The draft popup's body (inside the popup's frame). */
export function CardPopupDraft({ card, permissions, onClose }: CardPopupDraftProps & { onClose: () => void }) {
  const { t } = useTranslation('card');
  const large = useMediaQuery(LARGE_QUERY);
  const showDetails = permissions.can_access_show_content_details === true;
  return (
    <div className="gl-card-popup__frame" aria-busy="true" data-testid="card-popup-draft">
      <header className="gl-card-popup__header">
        <h2 className="gl-card-popup__title">{card.name}</h2>
        <div className="gl-card-popup__window-buttons">
          <Button size="small" variation="link" onClick={onClose} aria-label={t('layout.close')}>
            ✕
          </Button>
        </div>
      </header>
      <div className={large ? 'gl-card-popup__body' : 'gl-card-popup__tabpanel'}>
        {large && showDetails ? <DraftDetails card={card} /> : null}
        <DraftContents card={card} />
        {large ? (
          <section className="gl-card-popup__comments" aria-label={t('comments.heading')}>
            <Loader ariaLabel={t('draft.loadingComments')} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
