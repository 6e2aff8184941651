/**
 * The private iCal feed on the profile (issue 28 "iCal feed"; beyond the spec; decisions G13, G14): make the
 * feed, Copy its URL, Regenerate it (the old URL stops working at once) or Revoke it, and choose whether it
 * lists the cards the user takes part in or every card they can see. The URL is shown only right after it is
 * made, because the server keeps only its hash; later visits offer Regenerate to see a new one.
 */
import { Button, Flex, Link, Loader, Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import { CopyField } from '../../../components/ui/copy-field';
import type { CalendarFeedScope } from '../../../../../shared/schemas/calendar-feed';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useIssueCalendarFeed } from '../api/issue-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { useUpdateCalendarFeed } from '../api/update-calendar-feed';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { intlLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';

const readableDate = (iso: string) =>
  new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** The feed URL as a `webcal://` link, which calendar apps open as a subscription (issue 35). */
const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** The feed URL with Copy and a link that subscribes in the calendar app, shown once after it is made. */
function FeedUrl({ url }: { url: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Flex direction="column" gap="xxs">
      <CopyField
        label={t('calendarFeed.url')}
        value={url}
        noun={t('calendarFeed.noun')}
        className="gl-calendar-feed__url"
        descriptiveText={t('calendarFeed.private')}
      />
      <Link href={webcalUrl(url)} fontSize="small">
        {t('calendarFeed.subscribe')}
      </Link>
    </Flex>
  );
}

/** The feed section's body: loading, error, no feed, or the feed with its actions. */
export function CalendarFeedSection() {
  const { t } = useTranslation('accounts');
  const query = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const update = useUpdateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const failure = issue.error ?? update.error ?? revoke.error;

  if (query.isPending) return <Loader ariaLabel={t('calendarFeed.loading')} />;
  if (query.isError) return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  const feed = query.data;
  return (
    <Flex direction="column" gap="small" data-testid="calendar-feed">
      <Text fontSize="small">{t('calendarFeed.intro')}</Text>
      {!feed.active ? (
        <Flex>
          <Button
            size="small"
            variation="primary"
            onClick={() => issue.mutate()}
            isLoading={issue.isPending}
            loadingText={t('calendarFeed.creating')}
          >
            {t('calendarFeed.create')}
          </Button>
        </Flex>
      ) : (
        <>
          {feed.url ? (
            <FeedUrl url={feed.url} />
          ) : (
            <Text fontSize="small">
              {t('calendarFeed.active', {
                since: feed.created_at ? readableDate(feed.created_at) : '',
                hasSince: feed.created_at ? 'yes' : 'no',
              })}
            </Text>
          )}
          <RadioGroupField
            legend={t('calendarFeed.scope')}
            name="calendar_feed_scope"
            size="small"
            value={feed.scope}
            isDisabled={update.isPending}
            onChange={(e) => update.mutate(e.target.value as CalendarFeedScope)}
          >
            <Radio value="participating">{t('calendarFeed.scope.participating')}</Radio>
            <Radio value="all">{t('calendarFeed.scope.all')}</Radio>
          </RadioGroupField>
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              onClick={() => issue.mutate()}
              isLoading={issue.isPending}
              loadingText={t('calendarFeed.regenerating')}
            >
              {t('calendarFeed.regenerate')}
            </Button>
            <Button
              size="small"
              variation="warning"
              onClick={() => revoke.mutate()}
              isLoading={revoke.isPending}
              loadingText={t('calendarFeed.revoking')}
            >
              {t('calendarFeed.revoke')}
            </Button>
          </Flex>
        </>
      )}
      {failure ? (
        <Text fontSize="small" color="font.error" role="alert">
          {errorMessage(failure)}
        </Text>
      ) : null}
    </Flex>
  );
}
