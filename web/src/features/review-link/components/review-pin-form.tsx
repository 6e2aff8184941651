/**
 * The comment box of a pin being placed on the review page (issue 37; decisions L3): plain text (as the page's
 * other comments, RP4), posted as a Guest comment with the pin's anchor; the page's comments are read again
 * so the pin appears with the number the server gave it.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, TextAreaField } from '@aws-amplify/ui-react';
import type { Content } from '../../../../../shared/schemas/contents';
import { errorMessage } from '../../../lib/api-client';
import { postReviewComment, reviewKeys } from '../api/review-api';
import { pointAnchor } from '../utils/pins';
import { plainTextToHtml } from '../utils/plain-text';
import { useRefusal } from '../utils/use-refusal';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface Props {
  content: Content;
  page: number;
  /** Where the pin goes, fractions of the page. */
  spot: { x: number; y: number };
  onCancel: () => void;
  /** After posting, with the new comment's id. */
  onPosted: (commentId: string) => void;
  onRefused: () => void;
  /** The text box's id (the stage's Enter moves the focus there). */
  boxId: string;
  /** Focus the text box at once: yes after a tap or click; not after Enter, so the arrows can move the pin first. */
  autoFocus: boolean;
}

/** The new pin's comment form. */
export function ReviewPinForm({ content, page, spot, onCancel, onPosted, onRefused, boxId, autoFocus }: Props) {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const post = useMutation({
    mutationFn: () => postReviewComment(plainTextToHtml(text), pointAnchor(content, page, spot.x, spot.y)),
    onSuccess: async (comment) => {
      await queryClient.invalidateQueries({ queryKey: reviewKeys.comments });
      onPosted(comment.id);
    },
  });
  useRefusal(post.error, onRefused);
  const blank = plainTextToHtml(text) === '';

  return (
    <Flex
      as="form"
      direction="column"
      gap="small"
      className="review-pin-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) post.mutate();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <TextAreaField
        label={t('pin.commentLabel', { file: content.filename })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        id={boxId}
        autoFocus={autoFocus}
      />
      {post.isError && (
        <Alert variation="error" hasIcon role="alert">
          {errorMessage(post.error)}
        </Alert>
      )}
      <Flex gap="small" wrap="wrap">
        <Button type="submit" variation="primary" isLoading={post.isPending} isDisabled={blank}>
          {t('pin.post')}
        </Button>
        <Button onClick={onCancel} isDisabled={post.isPending}>
          {t('common:action.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
