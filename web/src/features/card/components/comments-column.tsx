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
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

export type { CommentTab };

/** Each tab's `card` catalogue key. */
const TAB_LABELS: Record<CommentTab, string> = { team: 'comments.team', guest: 'comments.guest' };

/** The draft marker's symbol (read as ", draft"; decisions LP4). */
const DRAFT_SYMBOL = '✎';

/** The caller's draft of a tab, from the card. */
const draftOf = (card: CardDetail, tab: CommentTab) =>
  tab === 'team' ? card.drafts.internal_draft : card.drafts.partner_draft;

/** A tab's label with its unread count and draft marker (cards spec §2). */
export function CommentTabLabel({ tab }: { tab: CommentTab }) {
  const { t } = useTranslation('card');
  const { card } = useCardPopup();
  const unread = card.unread_comments[tab];
  const hasDraft = draftOf(card, tab) !== null;
  return (
    <>
      {t(TAB_LABELS[tab])}
      {hasDraft ? (
        <span className="gl-comment-tab-draft" title={t('comments.draftHere')} data-testid={`draft-marker-${tab}`}>
          <span aria-hidden="true">{DRAFT_SYMBOL}</span>
          <span className="visually-hidden">{t('comments.draftSuffix')}</span>
        </span>
      ) : null}
      {unread > 0 ? (
        <span className="gl-comment-tab-unread" data-testid={`unread-${tab}`}>
          {unread}
          <span className="visually-hidden"> {t('comments.unreadSuffix')}</span>
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
  const { t } = useTranslation('card');
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
  if (!extensions.renderComments) return <EmptyState compact title={t('comments.none')} />;
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
  const { t } = useTranslation('card');
  const { can, extensions } = useCardPopup();
  const tabs: CommentTab[] = can('can_access_show_team_comment') ? ['team', 'guest'] : ['guest'];
  const [chosen, setChosen] = useState<CommentTab>(() => highlightedTab(tabs, extensions.commentHighlight?.tab));
  const show = useCallback((next: CommentTab) => (onShowTab ?? setChosen)(next), [onShowTab]);
  // Keyed by tab: each tab's body (its draft, its stream) is its own; leaving one saves its draft.
  if (tab) return <TabBody key={tab} tab={tab} onShowTab={show} />;
  const current = tabs.includes(chosen) ? chosen : tabs[0];
  return (
    <section className="gl-card-popup__comments" aria-label={t('comments.heading')} data-testid="card-comments">
      <div role="tablist" aria-label={t('comments.tabs')} className="gl-card-popup__tablist">
        {tabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={current === id}
            className="gl-card-popup__tab"
            onClick={() => setChosen(id)}
            data-testid={`comment-tab-${id}`}
          >
            <CommentTabLabel tab={id} />
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(TAB_LABELS[current])}>
        <TabBody key={current} tab={current} onShowTab={show} />
      </div>
    </section>
  );
}
