/**
 * One entry of the stream (cards spec §3 Comment; §4 Comments, Approval flow "Comment event badges";
 * §5 Comment Edit and Delete): the author, the time, the event badge of an activity entry, '(edited)',
 * the reply's quote of its parent, the text (sanitized again before render) and the files. The author
 * may edit (Save or Cancel) and delete (after 'You cannot undo this action. Are you sure you want to
 * delete?') within 5 minutes; afterwards both stay visible and focusable but inactive, with the reason 'Available
 * within 5 minutes' on hover and focus (./windowed-action.tsx). An edit may also remove and add files (./comment-edit-form.tsx, decisions R39).
 * A deleted comment shows as deleted. Reply answers a live top-level comment.
 */
import { memo, useState } from 'react';
import type { Comment } from '../../../../../shared/schemas/comments';
import type { CommentEventType } from '../../../../../shared/schemas/comment-kinds';
import { formatDateTime } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import type { AssignedUser } from '../../../../../shared/schemas/label';
import type { CommentEdit } from '../api/update-comment';
import type { CommentsScope } from '../api/comments-path';
import { ConfirmDialog } from '../../../components/ui/dialog/confirm-dialog';
import { commentSnippet, sanitizeCommentHtml } from '../utils/comment-html';
import { CommentAttachments } from './comment-attachments';
import { CommentEditForm } from './comment-edit-form';
import { PinSpot } from './pin-spot';
import { WindowedAction } from './windowed-action';

/** An approval event's badge (cards spec §4 "Comment event badges"; English is COMMENT_EVENT_BADGES's words). */
const EVENT_BADGE: Record<CommentEventType, string> = {
  request_revision: 'event.revision',
  submit_for_approval: 'event.sent',
  void_submission: 'event.cancelled',
  approve: 'event.approved',
  accept_request: 'event.accepted',
  reject_request: 'event.rejected',
};

interface CommentItemProps {
  scope: CommentsScope;
  comment: Comment;
  /** Whether the 5-minute window is still open (the stream's clock). */
  withinWindow: boolean;
  /** The caller may post in this tab: Reply, and Edit and Delete of their own comments. */
  mayPost: boolean;
  highlighted: boolean;
  /** Another comment operation is under way (cards spec §5 "not while another comment operation is loading"). */
  busy: boolean;
  people: readonly AssignedUser[];
  onMentionStart: () => void;
  onReply: (comment: Comment) => void;
  onEdit: (comment: Comment, edit: CommentEdit) => Promise<boolean>;
  onDelete: (comment: Comment) => Promise<boolean>;
}

function Avatar({ comment }: { comment: Comment }) {
  const user = comment.user;
  return (
    <span className="gl-comment-avatar" aria-hidden="true">
      {user?.profile.icon_url ? <img src={user.profile.icon_url} alt="" /> : (user?.name_initials ?? '?')}
    </span>
  );
}

/** One comment or activity entry. */
export const CommentItem = memo(function CommentItem({
  scope,
  comment,
  withinWindow,
  mayPost,
  highlighted,
  busy,
  people,
  onMentionStart,
  onReply,
  onEdit,
  onDelete,
}: CommentItemProps) {
  const { t } = useTranslation('comments');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleted = comment.deleted_at !== null;
  const own = comment.is_user && !deleted && comment.event_type === null && mayPost;
  const author = comment.user?.full_name ?? t('item.someone');

  return (
    <li
      id={`comment-${comment.id}`}
      className={`gl-comment${highlighted ? ' gl-comment--highlighted' : ''}${comment.event_type ? ' gl-comment--event' : ''}${deleted ? ' gl-comment--deleted' : ''}`}
      data-testid="comment"
      data-comment-id={comment.id}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Avatar comment={comment} />
      <div className="gl-comment__main">
        <div className="gl-comment__head">
          <span className="gl-comment__author">
            {author}
            {comment.user?.removed ? <span className="gl-comment__removed">{` ${t('item.removed')}`}</span> : null}
            {/* A reviewer by link, not a member (issue 37; decisions K4). */}
            {comment.user?.reviewer ? <span className="gl-comment__removed">{` ${t('item.reviewer')}`}</span> : null}
          </span>
          {comment.event_type ? (
            <span
              className={`gl-comment-badge gl-comment-badge--${comment.event_type}`}
              data-testid="comment-event-badge"
            >
              {t(EVENT_BADGE[comment.event_type])}
            </span>
          ) : null}
          <time className="gl-comment__time" dateTime={comment.created_at}>
            {formatDateTime(new Date(comment.created_at))}
          </time>
          {comment.edited && !deleted ? <span className="gl-comment__edited">{t('item.edited')}</span> : null}
        </div>
        {comment.parent ? (
          <blockquote className="gl-comment__quote" data-testid="comment-quote">
            <span className="gl-comment__quote-author">{comment.parent.user?.full_name ?? t('item.someone')}</span>{' '}
            {comment.parent.deleted_at ? <em>{t('item.deleted')}</em> : commentSnippet(comment.parent.description)}
          </blockquote>
        ) : null}
        {deleted ? null : <PinSpot comment={comment} />}
        {deleted ? (
          <p className="gl-comment__deleted" data-testid="comment-deleted">
            {t('item.deleted')}
          </p>
        ) : editing ? (
          <CommentEditForm
            scope={scope}
            comment={comment}
            people={people}
            onMentionStart={onMentionStart}
            onSave={(edit) => onEdit(comment, edit)}
            onDone={() => setEditing(false)}
          />
        ) : comment.description ? (
          <div
            className="gl-rich-text gl-comment__body"
            dangerouslySetInnerHTML={{ __html: sanitizeCommentHtml(comment.description) }}
          />
        ) : null}
        {deleted || editing ? null : <CommentAttachments attachments={comment.attachments} />}
        {!deleted && !editing && (mayPost || own) ? (
          <div className="gl-comment__actions">
            {mayPost && comment.parent_id === null ? (
              <button
                type="button"
                className="gl-comment-link-button"
                onClick={() => onReply(comment)}
                aria-label={t('item.replyTo', { name: author })}
              >
                {t('item.reply')}
              </button>
            ) : null}
            {own ? (
              <>
                <WindowedAction
                  label={t('item.edit')}
                  withinWindow={withinWindow}
                  busy={busy}
                  onClick={() => setEditing(true)}
                />
                <WindowedAction
                  label={t('item.delete')}
                  withinWindow={withinWindow}
                  busy={busy}
                  onClick={() => setConfirming(true)}
                />
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('delete.title')}
          message={t('delete.message')}
          confirmLabel={t('delete.confirm')}
          destructive
          isPending={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setDeleting(true);
            void onDelete(comment).then(() => {
              setDeleting(false);
              setConfirming(false);
            });
          }}
          testId="comment-delete-confirm"
        />
      ) : null}
    </li>
  );
});
