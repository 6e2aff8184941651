/**
 * The reviewer's decision (issue 37; decisions RL4, RP5): **Approve** and **Request changes** (with an
 * optional note) while the card awaits one (`approval.can_decide`), else the state it is in ("Approved —
 * thank you", "Changes requested — thank you" when the decision was this reviewer's; "This card has been
 * approved." when someone else's; or that nothing awaits a decision). A decision refused because someone
 * else decided first (409) reads the card again, so the buttons give way to where it stands (GQ3).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Heading, Text, TextAreaField } from '@aws-amplify/ui-react';
import type { ReviewCard } from '../../../../../shared/schemas/review-links';
import { ApiError, errorMessage } from '../../../lib/api-client';
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

/** The same states when the decision was someone else's (another reviewer, or the team): no thanks for it. */
const OTHERS_KEY: Partial<Record<ReviewCard['approval']['status'], string>> = {
  approved: 'decision.approvedByOther',
  revision_requested: 'decision.revisionRequestedByOther',
};

/** The reviewer's own act that each state thanks them for. */
const OWN_ACT: Partial<Record<ReviewCard['approval']['status'], ReviewCard['reviewer']['status']>> = {
  approved: 'approved',
  revision_requested: 'changes_requested',
};

/** The key of what the section says for `approval`, as seen by a reviewer whose last act is `reviewerStatus`. */
export function decisionStateKey(
  approval: Pick<ReviewCard['approval'], 'status'>,
  reviewerStatus: ReviewCard['reviewer']['status'],
): string {
  const own = OWN_ACT[approval.status];
  return own && own !== reviewerStatus ? OTHERS_KEY[approval.status]! : STATE_KEY[approval.status];
}

/**
 * Whether a decision was refused because the approval changed first (someone else decided): 409. Not a retry
 * whose first attempt landed (`alreadyDone`, issue 40): that decision was this reviewer's own.
 */
function isDecidedMeanwhile(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !error.alreadyDone;
}

/** A retry refused because its first attempt already landed: nothing went wrong (issue 40). */
function isAlreadyDone(error: unknown): boolean {
  return error instanceof ApiError && error.alreadyDone;
}

/** The decision section. */
export function ReviewDecision({
  approval,
  reviewerStatus,
  onRefused,
}: {
  approval: ReviewCard['approval'];
  /** This reviewer's last act: says whether the card's state was their decision. */
  reviewerStatus: ReviewCard['reviewer']['status'];
  onRefused: () => void;
}) {
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
    onError: (error) => {
      if (!isDecidedMeanwhile(error) && !isAlreadyDone(error)) return;
      // The page still offered a decision that is no longer awaited: show where the card stands now (and the
      // other decision in the comments) instead of asking a reviewer, who has no card to reload, to reload it.
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ['review'] });
    },
  });
  useRefusal(decide.error, onRefused);

  return (
    <section aria-labelledby="review-decision-heading">
      <Heading level={2} id="review-decision-heading" marginBottom="small">
        {t('decision.heading')}
      </Heading>
      {decide.isError && !isAlreadyDone(decide.error) && (
        <Alert variation="error" hasIcon role="alert" marginBottom="small">
          {isDecidedMeanwhile(decide.error) ? t('decision.changedMeanwhile') : errorMessage(decide.error)}
        </Alert>
      )}
      {!approval.can_decide ? (
        <Text role="status" fontWeight={approval.status === 'none' ? 'normal' : 'bold'}>
          {t(decisionStateKey(approval, reviewerStatus))}
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
