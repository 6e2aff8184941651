/**
 * The popup's layout (cards spec §2 Popup sections; §9 "the large breakpoint for the card popup"):
 * a header with the title, its buttons and Close; the review strip (approval bar and timer); then, on large screens, the details sidebar, the
 * contents area and the comments column side by side; below the large breakpoint, the tabs Info,
 * Content, Team and Guest (Team only with can_access_show_team_comment). The sidebar shows only with
 * can_access_show_content_details.
 */
import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCardPopup } from '../hooks/use-card-popup';
import { CONTENTS_SECTIONS, DETAILS_SECTIONS, HEADER_BUTTONS, WINDOW_BUTTONS } from './card-popup-sections';
import { CardTitle } from './card-title';
import { CardSettingsMenu } from './settings/card-settings-menu';
import { CommentTabLabel, CommentsColumn, type CommentTab } from './comments-column';
import { ReviewBar } from './review-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The large breakpoint (992 px, cards spec §9 "large 992"). */
const LARGE_QUERY = '(min-width: 992px)';

/** The Close button's symbol (its name is its aria-label; decisions LP4). */
const CLOSE_SYMBOL = '✕';

type MobileTab = 'info' | 'content' | CommentTab;

function DetailsSidebar() {
  const { t } = useTranslation('card');
  return (
    <aside className="gl-card-popup__details" aria-label={t('layout.details')}>
      <div className="gl-card-popup__details-head">
        <h3 className="gl-card-popup__section-title">{t('layout.detailsHeading')}</h3>
        <CardSettingsMenu />
      </div>
      {DETAILS_SECTIONS.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </aside>
  );
}

function ContentsArea() {
  const { t } = useTranslation('card');
  return (
    <section className="gl-card-popup__contents" aria-label={t('layout.contents')}>
      {CONTENTS_SECTIONS.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </section>
  );
}

/** The header, then the three regions or the tabs. */
export function CardPopupLayout() {
  const { t } = useTranslation('card');
  const { can, close, extensions } = useCardPopup();
  const large = useMediaQuery(LARGE_QUERY);
  const showDetails = can('can_access_show_content_details');
  const showTeam = can('can_access_show_team_comment');
  // A highlighted-comment link opens on its comment tab (cards spec §2).
  const linked = extensions.commentHighlight;
  const [tab, setTab] = useState<MobileTab>(() =>
    linked
      ? linked.tab === 'team' && showTeam
        ? 'team'
        : linked.tab === 'guest' || !showTeam
          ? 'guest'
          : 'team'
      : 'content',
  );
  const tabs: Array<{ id: MobileTab; label: string }> = [
    ...(showDetails ? [{ id: 'info' as const, label: t('layout.infoTab') }] : []),
    { id: 'content', label: t('layout.contentTab') },
    ...(showTeam ? [{ id: 'team' as const, label: t('comments.team') }] : []),
    { id: 'guest', label: t('comments.guest') },
  ];
  const current = tabs.some((item) => item.id === tab) ? tab : 'content';

  return (
    <div className="gl-card-popup__frame">
      <header className="gl-card-popup__header">
        <CardTitle />
        <div className="gl-card-popup__header-buttons">
          {HEADER_BUTTONS.map(({ id, Component }) => (
            <Component key={id} />
          ))}
        </div>
        <div className="gl-card-popup__window-buttons">
          {WINDOW_BUTTONS.map(({ id, Component }) => (
            <Component key={id} />
          ))}
          <Button size="small" variation="link" onClick={close} aria-label={t('layout.close')}>
            {CLOSE_SYMBOL}
          </Button>
        </div>
      </header>
      <ReviewBar />
      {large ? (
        <div className="gl-card-popup__body">
          {showDetails ? <DetailsSidebar /> : null}
          <ContentsArea />
          <CommentsColumn />
        </div>
      ) : (
        <div className="gl-card-popup__tabs">
          <div role="tablist" aria-label={t('layout.sections')} className="gl-card-popup__tablist">
            {tabs.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                aria-selected={current === item.id}
                className="gl-card-popup__tab"
                onClick={() => setTab(item.id)}
              >
                {item.id === 'team' || item.id === 'guest' ? <CommentTabLabel tab={item.id} /> : item.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="gl-card-popup__tabpanel">
            {current === 'info' ? <DetailsSidebar /> : null}
            {current === 'content' ? <ContentsArea /> : null}
            {current === 'team' || current === 'guest' ? <CommentsColumn tab={current} onShowTab={setTab} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}
