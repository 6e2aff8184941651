/**
 * The reviewer's card (issue 37; decisions RP3): its name and due date, the client-visible contents, the
 * Guest comments with a box to add one, and the decision when one is awaited. A 401 on any call means the
 * link was revoked or ended: `onRefused` turns the page into the "no longer valid" message.
 */
import { useQuery } from '@tanstack/react-query';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { PageLoader } from '../../../components/ui/page-loader';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { dueTag } from '../../../lib/due-tag';
import { formatDate } from '../../../lib/i18n/format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fetchReviewCard, reviewKeys } from '../api/review-api';
import { useRefusal } from '../utils/use-refusal';
import './review-page.css';
import { ReviewContents } from './review-contents';
import { ReviewComments } from './review-comments';
import { ReviewDecision } from './review-decision';

/** The card as its reviewer sees it. */
export function ReviewCardView({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation('review');
  const card = useQuery({ queryKey: reviewKeys.card, queryFn: fetchReviewCard, retry: false });
  useRefusal(card.error, onRefused);

  if (card.isPending) return <PageLoader label={t('card.loading')} />;
  if (card.isError) {
    return (
      <Flex direction="column" gap="small">
        <Heading level={1}>{t('card.heading')}</Heading>
        <RetryAlert error={card.error} onRetry={() => void card.refetch()} retrying={card.isFetching} />
      </Flex>
    );
  }
  const { card: info, contents, approval, reviewer } = card.data;
  const due = dueTag(info.due_date, false, new Date());
  return (
    <Flex direction="column" gap="large">
      <Flex as="header" direction="column" gap="xxs">
        <Text fontSize="small" color="font.secondary">
          {t('card.for', { name: reviewer.name })}
        </Text>
        <Heading level={1} className="review-page__title">
          {info.name}
        </Heading>
        <Text>
          {!due
            ? t('card.noDue')
            : due.label
              ? t('card.dueWithTag', { date: due.date, tag: due.label })
              : t('card.due', { date: due.date })}
        </Text>
        {approval.can_decide && approval.review_deadline ? (
          // The submitter's "Decide by" (issue 38): the client is told the day, not only reminded on it.
          <Text fontWeight="bold">{t('card.decideBy', { date: formatDate(new Date(approval.review_deadline)) })}</Text>
        ) : null}
      </Flex>
      <ReviewContents contents={contents} onRefused={onRefused} />
      <ReviewDecision approval={approval} reviewerStatus={reviewer.status} onRefused={onRefused} />
      <ReviewComments onRefused={onRefused} />
      <Text fontSize="small" color="font.tertiary">
        {t('card.private')}
      </Text>
    </Flex>
  );
}
