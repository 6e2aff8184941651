/**
 * One annotation's thread for the proofing viewer (issue 26 "Clicking a pin opens its thread … Replies, the
 * 5-minute edit window, delete … behave as for comments"; BRIEF §8; decisions R40, W33): the annotation
 * and its replies drawn by the comment tabs' own `CommentItem`, and a reply box (the tabs' composer, on the
 * tab's draft). Replies are found in the tab's stream, newest first, read page by page until the annotation
 * itself (a reply is always newer than what it answers), at most `MAX_PAGES` pages.
 */
import { useCallback, useMemo } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Comment, DraftComment } from '../../../../../shared/schemas/comments';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { LoadFailure } from '../../../components/ui/load-failure';
import type { CommentsScope } from '../api/comments-path';
import { getComments } from '../api/get-comments';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import { useCommentActions } from '../hooks/use-comment-actions';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import './comments.css';

/** Stream pages (of the tab's page size) read at most while looking for a thread's start. */
export const MAX_PAGES = 30;

export interface AnnotationThreadProps {
  scope: CommentsScope;
  annotationId: string;
  tab: CommentTab;
  /** Whether the caller may post in the tab (Reply; Edit and Delete of their own, decisions R28). */
  mayPost: boolean;
  draft: DraftComment | null;
  onDraftChanged: (draft: DraftComment | null) => void;
  /** Something in the thread changed (posted, edited, deleted): the viewer refreshes its pins. */
  onChanged: () => void;
}

/** The annotation and its replies (oldest first), read from the tab's stream. */
async function readThread(
  scope: CommentsScope,
  tab: CommentTab,
  annotationId: string,
  signal: AbortSignal,
): Promise<{ root: Comment | null; replies: Comment[] }> {
  const replies: Comment[] = [];
  let lastId: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await getComments(scope, tab, false, lastId, signal);
    for (const c of answer.comments) {
      if (c.id === annotationId) return { root: c, replies: replies.reverse() };
      if (c.parent_id === annotationId) replies.push(c);
    }
    if (!answer.has_next_page || !answer.last_id) break;
    lastId = answer.last_id;
  }
  return { root: null, replies: replies.reverse() };
}

/** The thread panel's body. */
export function AnnotationThread({
  scope,
  annotationId,
  tab,
  mayPost,
  draft,
  onDraftChanged,
  onChanged,
}: AnnotationThreadProps) {
  const { t } = useTranslation('comments');
  const client = useQueryClient();
  // Under the tab's key, so the card channel's comment events refetch it (../api/live-comments.ts).
  const key = useMemo(
    () => ['comments', scope.cardId, tab, 'thread', annotationId] as const,
    [scope.cardId, tab, annotationId],
  );
  const thread = useQuery({ queryKey: key, queryFn: ({ signal }) => readThread(scope, tab, annotationId, signal) });
  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: key });
    onChanged();
  }, [client, key, onChanged]);
  const actions = useCommentActions(scope, tab, refresh);
  const noop = useCallback(() => undefined, []);
  // Reply on any entry goes to the thread's one reply box.
  const focusReply = useCallback(
    () => document.querySelector<HTMLElement>('[data-testid="annotation-thread"] [contenteditable="true"]')?.focus(),
    [],
  );

  if (thread.isPending) return <Loader ariaLabel={t('thread.loading')} />;
  if (thread.isError)
    return <LoadFailure error={thread.error} heading={t('thread.loadFailed')} onRetry={() => void thread.refetch()} />;
  const { root, replies } = thread.data;
  if (!root) return <p className="gl-comments__note">{t('thread.gone')}</p>;
  const item = (comment: Comment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      withinWindow={actions.withinWindow(comment)}
      mayPost={mayPost}
      highlighted={false}
      onReply={focusReply}
      {...actions.itemProps}
    />
  );
  return (
    <div className="gl-comments gl-annotation-thread" data-testid="annotation-thread">
      <ul className="gl-comments__list" aria-label={t('thread.list')}>
        {item(root)}
        {replies.map(item)}
      </ul>
      {mayPost && root.deleted_at === null ? (
        <CommentComposer
          scope={scope}
          tab={tab}
          draft={draft}
          onDraftChanged={onDraftChanged}
          replyTo={root}
          replyFixed
          onCancelReply={noop}
          onPosted={refresh}
          label={t('thread.writeReply')}
        />
      ) : null}
    </div>
  );
}
