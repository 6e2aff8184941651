/**
 * One comment tab of the card popup (cards spec §2 Comments column; §4 Comments and drafts; §5 Comments;
 * §6 flags; decisions R1–R9, R20–R29): the composer (for callers who may post in the tab, else a short
 * note), the 'Show activity' switch (`show_activities`), and the stream, newest first, 10 at a time as
 * it scrolls. Kept fresh by the card channel's comment events, or every 15 s while they cannot arrive.
 * Marks the tab read after its stream has been on screen for 1 s. A highlighted-comment link scrolls to
 * its comment and marks it, loading it on its own when it is not on the first page.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Loader, SwitchField } from '@aws-amplify/ui-react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Comment, CommentsPage, UnreadComments } from '../../../../../shared/schemas/comments';
import { tabOf, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import { errorMessage } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more-on-scroll';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { commentKeys } from '../api/comments-path';
import { useComment } from '../api/get-comment';
import { useComments } from '../api/get-comments';
import { markCommentsRead } from '../api/mark-comments-read';
import type { CommentPosted } from '../api/post-comment';
import { useMarkRead } from '../hooks/use-mark-read';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { useCommentActions } from '../hooks/use-comment-actions';
import './comments.css';
import type { CommentsSlotProps } from '../../../lib/comments-slot';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** What the popup gives a tab (the slot contract, web/src/lib/comments-slot.ts). */
export type CommentsTabProps = CommentsSlotProps;

type Pages = InfiniteData<CommentsPage, string | null>;

/** Whether the caller may post in `tab` (cards spec §6; decisions R9): the server's own rule. */
export function mayPostIn(permissions: Record<string, boolean>, tab: CommentTab, readOnly: boolean): boolean {
  if (readOnly || !permissions.can_access_comment) return false;
  return tab === 'team'
    ? permissions.can_access_show_team_comment === true && permissions.can_access_team_comment === true
    : permissions.can_access_guest_comment === true;
}

/** Why there is no composer: the key of the note that replaces it (`comments` namespace). */
function noComposerNote(permissions: Record<string, boolean>, tab: CommentTab, readOnly: boolean): string {
  if (readOnly) return 'tab.readOnly';
  // COMMENT_MESSAGES.guestTabDenied's text in English.
  if (tab === 'guest' && permissions.can_access_comment) return 'tab.guestTabDenied';
  return 'tab.readOnlyComments';
}

/** The tab's body. */
export function CommentsTab(props: CommentsTabProps) {
  const {
    tab,
    workspaceId,
    cardId,
    permissions,
    readOnly,
    draft,
    highlightCommentId,
    onUnreadChanged,
    onDraftChanged,
    onShowTab,
    onCommentsChanged,
  } = props;
  const { t } = useTranslation('comments');
  const scope = useMemo(() => ({ workspaceId, cardId }), [workspaceId, cardId]);
  const client = useQueryClient();
  const [showActivities, setShowActivities] = useState(true);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const mayPost = mayPostIn(permissions, tab, readOnly);
  const live = useLiveChannel(liveChannel.card(cardId), workspaceId);
  const stream = useComments(scope, tab, showActivities, live);
  const comments = useMemo(() => stream.data?.pages.flatMap((p) => p.comments) ?? [], [stream.data]);
  const unread = stream.data?.pages[0]?.unread_comments[tab] ?? props.unread;
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(stream);
  const streamRef = useRef<HTMLDivElement>(null);

  // ---- cache helpers -------------------------------------------------------------------------
  const streamKey = commentKeys.stream(cardId, tab, showActivities);
  const patchUnread = (counts: UnreadComments) => {
    client.setQueryData<Pages>(
      streamKey,
      (data) => data && { ...data, pages: data.pages.map((p, i) => (i === 0 ? { ...p, unread_comments: counts } : p)) },
    );
    onUnreadChanged(counts);
  };

  // ---- mark as read (cards spec §4) ------------------------------------------------------------
  const marking = useRef(false);
  useMarkRead(streamRef, stream.isSuccess ? unread : 0, () => {
    if (marking.current) return;
    marking.current = true;
    // Only the counts changed: they are written where they show (the stream, the card, and by the app the
    // board's card), so marking read refetches nothing (issue 39; decisions CO3).
    markCommentsRead(scope, tab)
      .then(patchUnread)
      .catch((error: unknown) => console.warn('[comments] mark as read failed', error))
      .finally(() => {
        marking.current = false;
      });
  });

  // ---- the highlighted comment (cards spec §2) ------------------------------------------------
  const loaded = highlightCommentId ? comments.find((c) => c.id === highlightCommentId) : undefined;
  const linked = useComment(scope, highlightCommentId && stream.isSuccess && !loaded ? highlightCommentId : null);
  const linkedHere = linked.data && tabOf(linked.data.internal) === tab ? linked.data : null;
  useEffect(() => {
    if (linked.data && tabOf(linked.data.internal) !== tab) onShowTab(tabOf(linked.data.internal));
  }, [linked.data, tab, onShowTab]);
  const scrolled = useRef<string | null>(null);
  const target = loaded ?? linkedHere;
  useEffect(() => {
    if (!target || scrolled.current === target.id) return;
    scrolled.current = target.id;
    document.getElementById(`comment-${target.id}`)?.scrollIntoView({ block: 'center' });
  }, [target]);

  // ---- actions ---------------------------------------------------------------------------------
  const onPosted = (posted: CommentPosted) => {
    setReplyTo(null);
    void client.invalidateQueries({ queryKey: streamKey });
    patchUnread(posted.unread_comments);
    onCommentsChanged();
  };
  // An edit or delete patches the comment into both streams (with and without activities).
  const applied = useCallback(
    (next: Comment) => {
      for (const key of [commentKeys.stream(cardId, tab, true), commentKeys.stream(cardId, tab, false)]) {
        client.setQueryData<Pages>(
          key,
          (data) =>
            data && {
              ...data,
              pages: data.pages.map((p) => ({ ...p, comments: p.comments.map((c) => (c.id === next.id ? next : c)) })),
            },
        );
      }
      onCommentsChanged();
    },
    [client, cardId, tab, onCommentsChanged],
  );
  const onDeleted = useCallback(
    (comment: Comment) => setReplyTo((reply) => (reply?.id === comment.id ? null : reply)),
    [],
  );
  const actions = useCommentActions(scope, tab, applied, onDeleted);

  const item = (comment: Comment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      withinWindow={actions.withinWindow(comment)}
      mayPost={mayPost}
      highlighted={comment.id === highlightCommentId}
      onReply={setReplyTo}
      {...actions.itemProps}
    />
  );

  return (
    <div className="gl-comments" data-testid={`comments-${tab}`}>
      {mayPost ? (
        <CommentComposer
          scope={scope}
          tab={tab}
          draft={draft}
          onDraftChanged={onDraftChanged}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onPosted={onPosted}
          collapsible
        />
      ) : (
        <p className="gl-comments__note" data-testid="comments-no-composer">
          {t(noComposerNote(permissions, tab, readOnly))}
        </p>
      )}
      <div className="gl-comments__toolbar">
        <SwitchField
          label={t('tab.showActivity')}
          size="small"
          isChecked={showActivities}
          onChange={(e) => setShowActivities(e.target.checked)}
          labelPosition="start"
        />
      </div>
      <div ref={streamRef} className="gl-comments__stream" aria-busy={stream.isFetching}>
        {stream.isPending ? (
          <Loader ariaLabel={t('tab.loading')} />
        ) : stream.isError ? (
          <LoadFailure error={stream.error} heading={t('tab.loadFailed')} onRetry={() => void stream.refetch()} />
        ) : (
          <>
            {linkedHere ? (
              <div className="gl-comments__linked">
                <span className="gl-comments__linked-label">{t('tab.linked')}</span>
                <ul className="gl-comments__list">{item(linkedHere)}</ul>
              </div>
            ) : null}
            {highlightCommentId && linked.isError ? (
              <p className="gl-comments__note">{errorMessage(linked.error)}</p>
            ) : null}
            {comments.length === 0 ? (
              <EmptyState compact title={t('tab.none')} />
            ) : (
              <ul className="gl-comments__list" aria-label={t('tab.list', { tab })}>
                {comments.map(item)}
              </ul>
            )}
            {stream.hasNextPage ? (
              <div ref={sentinel} className="gl-comments__more">
                <Button
                  size="small"
                  variation="link"
                  onClick={() => void stream.fetchNextPage()}
                  isLoading={stream.isFetchingNextPage}
                  loadingText={t('tab.loadingMore')}
                >
                  {t('tab.loadOlder')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
