/**
 * The comments column (cards spec §2 "Comments column: Team and Guest tabs with unread and draft
 * indicators"; §6 the Team tab needs can_access_show_team_comment, the Guest tab is always shown). The
 * tab bodies come from the comments feature through `extensions.renderComments` (without it, as in the
 * popup's own tests, each tab shows an empty state). Each tab's label carries the caller's unread count (`unread_comments`) and a
 * marker while they have a draft there (`drafts`); the bodies report changes, which are written into the
 * popup's card. A highlighted-comment link opens its tab first. Given `tab` (the small-screen tabs), it
 * shows that tab alone.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CardDetail } from '../../../../../shared/schemas/card';
import type { DraftComment, UnreadComments } from '../../../../../shared/schemas/comments';
import { EmptyState } from '../../../components/ui/empty-state';
import { getCardQueryOptions } from '../api/get-card';
import { useCardPopup, type CommentTab } from '../hooks/use-card-popup';

export type { CommentTab };

const TAB_LABELS: Record<CommentTab, string> = { team: 'Team', guest: 'Guest' };

/** The caller's draft of a tab, from the card. */
const draftOf = (card: CardDetail, tab: CommentTab) =>
  tab === 'team' ? card.drafts.internal_draft : card.drafts.partner_draft;

/** A tab's label with its unread count and draft marker (cards spec §2). */
export function CommentTabLabel({ tab }: { tab: CommentTab }) {
  const { card } = useCardPopup();
  const unread = card.unread_comments[tab];
  const hasDraft = draftOf(card, tab) !== null;
  return (
    <>
      {TAB_LABELS[tab]}
      {hasDraft ? (
        <span className="gl-comment-tab-draft" title="You have a draft here" data-testid={`draft-marker-${tab}`}>
          <span aria-hidden="true">✎</span>
          <span className="visually-hidden">, draft</span>
        </span>
      ) : null}
      {unread > 0 ? (
        <span className="gl-comment-tab-unread" data-testid={`unread-${tab}`}>
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </>
  );
}

/** The tab a highlighted-comment link asks for, if the caller has it. */
export function highlightedTab(tabs: readonly CommentTab[], wanted: CommentTab | null | undefined): CommentTab {
  return wanted && tabs.includes(wanted) ? wanted : tabs[0];
}

function TabBody({ tab, onShowTab }: { tab: CommentTab; onShowTab: (tab: CommentTab) => void }) {
  const { extensions, card, workspaceId, frozen, onCardChanged } = useCardPopup();
  const client = useQueryClient();
  const cardKey = getCardQueryOptions(workspaceId, card.id).queryKey;
  const onUnreadChanged = useCallback(
    (unread: UnreadComments) => client.setQueryData<CardDetail>(cardKey, (c) => c && { ...c, unread_comments: unread }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is made of these ids
    [client, workspaceId, card.id],
  );
  const onDraftChanged = useCallback(
    (draft: DraftComment | null) =>
      client.setQueryData<CardDetail>(
        cardKey,
        (c) => c && { ...c, drafts: { ...c.drafts, [tab === 'team' ? 'internal_draft' : 'partner_draft']: draft } },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is made of these ids
    [client, workspaceId, card.id, tab],
  );
  if (!extensions.renderComments) return <EmptyState compact title="No comments yet." />;
  return (
    <>
      {extensions.renderComments({
        tab,
        workspaceId,
        cardId: card.id,
        permissions: card.permissions,
        readOnly: frozen,
        draft: draftOf(card, tab),
        unread: card.unread_comments[tab],
        highlightCommentId: extensions.commentHighlight?.commentId ?? null,
        onUnreadChanged,
        onDraftChanged,
        onShowTab,
        onCommentsChanged: onCardChanged,
      })}
    </>
  );
}

/** The column with its tabs, or one tab's body (`tab`, with `onShowTab` to switch the popup's tabs). */
export function CommentsColumn({ tab, onShowTab }: { tab?: CommentTab; onShowTab?: (tab: CommentTab) => void }) {
  const { can, extensions } = useCardPopup();
  const tabs: CommentTab[] = can('can_access_show_team_comment') ? ['team', 'guest'] : ['guest'];
  const [chosen, setChosen] = useState<CommentTab>(() => highlightedTab(tabs, extensions.commentHighlight?.tab));
  const show = useCallback((t: CommentTab) => (onShowTab ?? setChosen)(t), [onShowTab]);
  // Keyed by tab: each tab's body (its draft, its stream) is its own; leaving one saves its draft.
  if (tab) return <TabBody key={tab} tab={tab} onShowTab={show} />;
  const current = tabs.includes(chosen) ? chosen : tabs[0];
  return (
    <section className="gl-card-popup__comments" aria-label="Comments" data-testid="card-comments">
      <div role="tablist" aria-label="Comment tabs" className="gl-card-popup__tablist">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={current === t}
            className="gl-card-popup__tab"
            onClick={() => setChosen(t)}
            data-testid={`comment-tab-${t}`}
          >
            <CommentTabLabel tab={t} />
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[current]}>
        <TabBody key={current} tab={current} onShowTab={show} />
      </div>
    </section>
  );
}
