/**
 * The reviewer's decision (issue 37; decisions RL4, RP5): **Approve** and **Request changes** (with an
 * optional note) while the card awaits one (`approval.can_decide`), else the state it is in ("Approved —
 * thank you", "Changes requested — thank you", or that nothing awaits a decision).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import type { ReviewCard } from '../../../../../shared/schemas/review-links';
import { errorMessage } from '../../../lib/api-client';
import { postReviewDecision } from '../api/review-api';
import { useRefusal } from '../utils/use-refusal';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The key of what the section says when the reviewer has nothing to decide. */
const STATE_KEY: Record<ReviewCard['approval']['status'], string> = {
  approved: 'decision.approved',
  revision_requested: 'decision.revisionRequested',
  pending: 'decision.pending',
  none: 'decision.none',
};

/** The decision section. */
export function ReviewDecision({ approval, onRefused }: { approval: ReviewCard['approval']; onRefused: () => void }) {
  const { t } = useTranslation('review');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'request_changes') => postReviewDecision(decision, note.trim()),
    onSuccess: () => {
      setAsking(false);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: ['review'] });
    },
  });
  useRefusal(decide.error, onRefused);

  return (
    <section aria-labelledby="review-decision-heading">
      <Heading level={2} id="review-decision-heading" marginBottom="small">
        {t('decision.heading')}
      </Heading>
      {decide.isError && (
        <Alert variation="error" hasIcon role="alert" marginBottom="small">
          {errorMessage(decide.error)}
        </Alert>
      )}
      {!approval.can_decide ? (
        <Text role="status" fontWeight={approval.status === 'none' ? 'normal' : 'bold'}>
          {t(STATE_KEY[approval.status])}
        </Text>
      ) : asking ? (
        <Flex
          as="form"
          direction="column"
          gap="small"
          onSubmit={(event) => {
            event.preventDefault();
            decide.mutate('request_changes');
          }}
        >
          <TextAreaField
            label={t('decision.noteLabel')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={4}
            autoFocus
          />
          <Flex gap="small" wrap="wrap">
            <Button type="submit" variation="primary" isLoading={decide.isPending}>
              {t('decision.sendRequest')}
            </Button>
            <Button onClick={() => setAsking(false)} isDisabled={decide.isPending}>
              {t('common:action.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex gap="small" wrap="wrap">
          <Button variation="primary" onClick={() => decide.mutate('approve')} isLoading={decide.isPending}>
            {t('decision.approve')}
          </Button>
          <Button onClick={() => setAsking(true)} isDisabled={decide.isPending}>
            {t('decision.requestChanges')}
          </Button>
        </Flex>
      )}
    </section>
  );
}
