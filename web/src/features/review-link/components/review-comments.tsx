/**
 * The card's Guest comments for its reviewer (issue 37; decisions RL6, RP4): oldest first, each with its
 * author's name (a reviewer's marked "Reviewer") and its text shown as plain text, and a plain-text box that
 * posts a comment under the reviewer's name.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import { format } from 'date-fns';
import type { Comment } from '../../../../../shared/schemas/comments';
import type { CommentEventType } from '../../../../../shared/schemas/comment-kinds';
import { errorMessage } from '../../../lib/api-client';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { fetchReviewComments, postReviewComment, reviewKeys } from '../api/review-api';
import { htmlToPlainText, plainTextToHtml } from '../utils/plain-text';
import { useRefusal } from '../utils/use-refusal';

/** The comments section. */
export function ReviewComments({ onRefused }: { onRefused: () => void }) {
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
        Comments
      </Heading>
      {comments.isPending ? (
        <PageLoader label="Loading comments…" />
      ) : comments.isError ? (
        <RetryAlert error={comments.error} onRetry={() => void comments.refetch()} retrying={comments.isFetching} />
      ) : comments.data.comments.length === 0 ? (
        <Text marginBottom="small">No comments yet.</Text>
      ) : (
        <Flex as="ul" direction="column" gap="small" className="review-page__comments" aria-label="Comments">
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
        <TextAreaField label="Add a comment" value={text} onChange={(event) => setText(event.target.value)} rows={3} />
        {post.isError && (
          <Alert variation="error" hasIcon role="alert">
            {errorMessage(post.error)}
          </Alert>
        )}
        <Flex>
          <Button type="submit" isLoading={post.isPending} isDisabled={blank}>
            Post comment
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

/** What an approval event says, before its note (RP4). */
const EVENT_TEXT: Record<CommentEventType, string> = {
  submit_for_approval: 'Submitted for approval',
  void_submission: 'Withdrew the submission',
  approve: 'Approved',
  request_revision: 'Requested changes',
  accept_request: 'Accepted the request',
  reject_request: 'Declined the request',
};

function ReviewCommentItem({ comment }: { comment: Comment }) {
  const body = comment.deleted_at ? 'This comment was deleted.' : htmlToPlainText(comment.description);
  const event = comment.is_notification && comment.event_type ? EVENT_TEXT[comment.event_type] : null;
  const text = event ? (body ? `${event}: ${body}` : event) : body;
  return (
    <li className="review-page__comment">
      <Flex gap="xs" alignItems="center" wrap="wrap">
        <Text as="span" fontWeight="bold">
          {comment.user?.full_name ?? 'Someone'}
        </Text>
        {comment.user?.reviewer && <Badge size="small">Reviewer</Badge>}
        {comment.anchor && comment.annotation_number !== undefined && (
          <Badge size="small" variation="success">
            Pin {comment.annotation_number}
            {comment.content?.name ? ` · ${comment.content.name}` : ''}
          </Badge>
        )}
        <Text as="span" fontSize="small" color="font.tertiary">
          {format(new Date(comment.created_at), 'MMM dd, yyyy hh:mma')}
        </Text>
      </Flex>
      <Text className="review-page__comment-text" fontStyle={comment.is_notification ? 'italic' : 'normal'}>
        {text}
      </Text>
    </li>
  );
}
