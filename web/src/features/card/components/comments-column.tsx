/**
 * The comments column (cards spec §2 "Comments column: Team and Guest tabs"; §6 the Team tab needs
 * can_access_show_team_comment, the Guest tab is always shown). The tab bodies come from the comments
 * feature through `extensions.renderComments`; until it exists each tab shows an empty state.
 * Given `tab` (the small-screen tabs), it shows that tab alone.
 */
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCardPopup } from '../hooks/use-card-popup';

/** A comment tab. */
export type CommentTab = 'team' | 'guest';

const TAB_LABELS: Record<CommentTab, string> = { team: 'Team', guest: 'Guest' };

function TabBody({ tab }: { tab: CommentTab }) {
  const { extensions } = useCardPopup();
  if (extensions.renderComments) return <>{extensions.renderComments(tab)}</>;
  return <EmptyState compact title="No comments yet." />;
}

/** The column with its tabs, or one tab's body. */
export function CommentsColumn({ tab }: { tab?: CommentTab }) {
  const { can } = useCardPopup();
  const tabs: CommentTab[] = can('can_access_show_team_comment') ? ['team', 'guest'] : ['guest'];
  const [chosen, setChosen] = useState<CommentTab>(tabs[0]);
  if (tab) return <TabBody tab={tab} />;
  const current = tabs.includes(chosen) ? chosen : tabs[0];
  return (
    <section className="gl-card-popup__comments" aria-label="Comments" data-testid="card-comments">
      <div role="tablist" aria-label="Comment tabs" className="gl-card-popup__tablist">
        {tabs.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={current === t} className="gl-card-popup__tab" onClick={() => setChosen(t)}>
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[current]}>
        <TabBody tab={current} />
      </div>
    </section>
  );
}
