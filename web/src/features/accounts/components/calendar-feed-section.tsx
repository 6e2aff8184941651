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

const readableDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The feed URL as a `webcal://` link, which calendar apps open as a subscription (issue 35). */
const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** The feed URL with Copy and a link that subscribes in the calendar app, shown once after it is made. */
function FeedUrl({ url }: { url: string }) {
  return (
    <Flex direction="column" gap="xxs">
      <CopyField
        label="Your feed URL"
        value={url}
        noun="URL"
        className="gl-calendar-feed__url"
        descriptiveText="Keep it private: anyone with this URL can read your due dates."
      />
      <Link href={webcalUrl(url)} fontSize="small">
        Subscribe in your calendar app
      </Link>
    </Flex>
  );
}

/** The feed section's body: loading, error, no feed, or the feed with its actions. */
export function CalendarFeedSection() {
  const query = useCalendarFeed();
  const issue = useIssueCalendarFeed();
  const update = useUpdateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const failure = issue.error ?? update.error ?? revoke.error;

  if (query.isPending) return <Loader ariaLabel="Loading your calendar feed" />;
  if (query.isError) return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  const feed = query.data;
  return (
    <Flex direction="column" gap="small" data-testid="calendar-feed">
      <Text fontSize="small">
        Subscribe to your due dates in Google Calendar, Apple Calendar or Outlook with a private URL.
      </Text>
      {!feed.active ? (
        <Flex>
          <Button
            size="small"
            variation="primary"
            onClick={() => issue.mutate()}
            isLoading={issue.isPending}
            loadingText="Creating…"
          >
            Create feed URL
          </Button>
        </Flex>
      ) : (
        <>
          {feed.url ? (
            <FeedUrl url={feed.url} />
          ) : (
            <Text fontSize="small">
              Your feed is active{feed.created_at ? ` since ${readableDate(feed.created_at)}` : ''}. Its URL is shown
              only once; regenerate it to see a new one.
            </Text>
          )}
          <RadioGroupField
            legend="Cards in the feed"
            name="calendar_feed_scope"
            size="small"
            value={feed.scope}
            isDisabled={update.isPending}
            onChange={(e) => update.mutate(e.target.value as CalendarFeedScope)}
          >
            <Radio value="participating">Cards I take part in</Radio>
            <Radio value="all">Every card I can see</Radio>
          </RadioGroupField>
          <Flex gap="xs" wrap="wrap">
            <Button size="small" onClick={() => issue.mutate()} isLoading={issue.isPending} loadingText="Regenerating…">
              Regenerate
            </Button>
            <Button
              size="small"
              variation="warning"
              onClick={() => revoke.mutate()}
              isLoading={revoke.isPending}
              loadingText="Revoking…"
            >
              Revoke
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
