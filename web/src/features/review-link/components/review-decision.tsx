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

const STATE_TEXT: Record<ReviewCard['approval']['status'], string> = {
  approved: 'Approved — thank you',
  revision_requested: 'Changes requested — thank you',
  pending: 'This card is waiting for a decision from someone else.',
  none: 'Nothing is waiting for your decision right now.',
};

/** The decision section. */
export function ReviewDecision({ approval, onRefused }: { approval: ReviewCard['approval']; onRefused: () => void }) {
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
        Your decision
      </Heading>
      {decide.isError && (
        <Alert variation="error" hasIcon role="alert" marginBottom="small">
          {errorMessage(decide.error)}
        </Alert>
      )}
      {!approval.can_decide ? (
        <Text role="status" fontWeight={approval.status === 'none' ? 'normal' : 'bold'}>
          {STATE_TEXT[approval.status]}
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
            label="What should change? (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={4}
            autoFocus
          />
          <Flex gap="small" wrap="wrap">
            <Button type="submit" variation="primary" isLoading={decide.isPending}>
              Send request
            </Button>
            <Button onClick={() => setAsking(false)} isDisabled={decide.isPending}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex gap="small" wrap="wrap">
          <Button variation="primary" onClick={() => decide.mutate('approve')} isLoading={decide.isPending}>
            Approve
          </Button>
          <Button onClick={() => setAsking(true)} isDisabled={decide.isPending}>
            Request changes
          </Button>
        </Flex>
      )}
    </section>
  );
}
