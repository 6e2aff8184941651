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

/** The large breakpoint (992 px, cards spec §9 "large 992"). */
const LARGE_QUERY = '(min-width: 992px)';

type MobileTab = 'info' | 'content' | CommentTab;

function DetailsSidebar() {
  return (
    <aside className="gl-card-popup__details" aria-label="Card details">
      <div className="gl-card-popup__details-head">
        <h3 className="gl-card-popup__section-title">Details</h3>
        <CardSettingsMenu />
      </div>
      {DETAILS_SECTIONS.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </aside>
  );
}

function ContentsArea() {
  return (
    <section className="gl-card-popup__contents" aria-label="Card contents">
      {CONTENTS_SECTIONS.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </section>
  );
}

/** The header, then the three regions or the tabs. */
export function CardPopupLayout() {
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
    ...(showDetails ? [{ id: 'info' as const, label: 'Info' }] : []),
    { id: 'content', label: 'Content' },
    ...(showTeam ? [{ id: 'team' as const, label: 'Team' }] : []),
    { id: 'guest', label: 'Guest' },
  ];
  const current = tabs.some((t) => t.id === tab) ? tab : 'content';

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
          <Button size="small" variation="link" onClick={close} aria-label="Close card">
            ✕
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
          <div role="tablist" aria-label="Card sections" className="gl-card-popup__tablist">
            {tabs.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                aria-selected={current === t.id}
                className="gl-card-popup__tab"
                onClick={() => setTab(t.id)}
              >
                {t.id === 'team' || t.id === 'guest' ? <CommentTabLabel tab={t.id} /> : t.label}
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
