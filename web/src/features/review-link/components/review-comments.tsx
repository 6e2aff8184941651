/**
 * The card's Guest comments for its reviewer (issue 37; decisions RL6, RP4): oldest first, each with its
 * author's name (a reviewer's marked "Reviewer") and its text shown as plain text, and a plain-text box that
 * posts a comment under the reviewer's name.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import type { Comment } from '../../../../../shared/schemas/comments';
import type { CommentEventType } from '../../../../../shared/schemas/comment-kinds';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/i18n/format';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { fetchReviewComments, postReviewComment, reviewKeys } from '../api/review-api';
import { htmlToPlainText, plainTextToHtml } from '../utils/plain-text';
import { useRefusal } from '../utils/use-refusal';

/** The comments section. */
export function ReviewComments({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const comments = useQuery({ queryKey: reviewKeys.comments, queryFn: fetchReviewComments, retry: false });
  const [text, setText] = useState('');
  const post = useMutation({
    mutationFn: () => postReviewComment(plainTextToHtml(text)),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: reviewKeys.comments });
    },
  });
  useRefusal(comments.error, onRefused);
  useRefusal(post.error, onRefused);
  const blank = plainTextToHtml(text) === '';

  return (
    <section aria-labelledby="review-comments-heading">
      <Heading level={2} id="review-comments-heading" marginBottom="small">
        {t('comments.heading')}
      </Heading>
      {comments.isPending ? (
        <PageLoader label={t('comments.loading')} />
      ) : comments.isError ? (
        <RetryAlert error={comments.error} onRetry={() => void comments.refetch()} retrying={comments.isFetching} />
      ) : comments.data.comments.length === 0 ? (
        <Text marginBottom="small">{t('comments.empty')}</Text>
      ) : (
        <Flex
          as="ul"
          direction="column"
          gap="small"
          className="review-page__comments"
          aria-label={t('comments.heading')}
        >
          {comments.data.comments.map((comment) => (
            <ReviewCommentItem key={comment.id} comment={comment} />
          ))}
        </Flex>
      )}
      <Flex
        as="form"
        direction="column"
        gap="small"
        marginTop="medium"
        onSubmit={(event) => {
          event.preventDefault();
          if (!blank) post.mutate();
        }}
      >
        <TextAreaField
          label={t('comments.add')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
        />
        {post.isError && (
          <Alert variation="error" hasIcon role="alert">
            {errorMessage(post.error)}
          </Alert>
        )}
        <Flex>
          <Button type="submit" isLoading={post.isPending} isDisabled={blank}>
            {t('comments.post')}
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

/** The key of what an approval event says, before its note (RP4). */
const EVENT_KEY: Record<CommentEventType, string> = {
  submit_for_approval: 'event.submitForApproval',
  void_submission: 'event.voidSubmission',
  approve: 'event.approve',
  request_revision: 'event.requestRevision',
  accept_request: 'event.acceptRequest',
  reject_request: 'event.rejectRequest',
};

function ReviewCommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation('review');
  const body = comment.deleted_at ? t('comments.deleted') : htmlToPlainText(comment.description);
  const event = comment.is_notification && comment.event_type ? t(EVENT_KEY[comment.event_type]) : null;
  const text = event ? (body ? t('comments.eventWithNote', { event, note: body }) : event) : body;
  return (
    <li className="review-page__comment">
      <Flex gap="xs" alignItems="center" wrap="wrap">
        <Text as="span" fontWeight="bold">
          {comment.user?.full_name ?? t('comments.someone')}
        </Text>
        {comment.user?.reviewer && <Badge size="small">{t('comments.reviewer')}</Badge>}
        {comment.anchor && comment.annotation_number !== undefined && (
          <Badge size="small" variation="success">
            {comment.content?.name
              ? t('comments.pinOn', { number: comment.annotation_number, file: comment.content.name })
              : t('comments.pin', { number: comment.annotation_number })}
          </Badge>
        )}
        <Text as="span" fontSize="small" color="font.tertiary">
          {formatDateTime(new Date(comment.created_at))}
        </Text>
      </Flex>
      <Text className="review-page__comment-text" fontStyle={comment.is_notification ? 'italic' : 'normal'}>
        {text}
      </Text>
    </li>
  );
}
