/**
 * The user activity page's body (accounts spec §2 "User activity page: banner plus paged activity feed
 * grouped by day"; §4 "Feeds (bin, activity, notifications) load the next page on scroll"; §8 "There
 * are no activities."; decisions A30): the person's banner, then their activities the caller may see,
 * newest first, under day headings, each with its time and workspace and a link to its card.
 */
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router';
import { format } from 'date-fns';
import { currentDateLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more-on-scroll';
import { UserAvatar } from '../../collaborators/components/user-avatar';
import type { Activity } from '../../../../../shared/schemas/activity';
import { useActivities } from '../api/get-activities';
import { groupByDay } from '../utils/group-by-day';
import './activity-feed.css';

/** A small icon per kind (SVG paths on a 16-unit grid), so the eye can scan the feed; fonts lack the symbols. */
const KIND_ICONS: Record<Activity['kind'], string> = {
  card_created: 'M8 3v10M3 8h10',
  card_moved: 'M3 8h9M9 4.5 12.5 8 9 11.5',
  card_completed: 'M3.5 8.5 6.5 11.5 12.5 4.5',
  commented: 'M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z',
  approval: 'M8 2.5l1.7 3.4 3.8.6-2.7 2.6.6 3.8L8 11.1l-3.4 1.8.6-3.8-2.7-2.6 3.8-.6z',
  uploaded: 'M8 11V3M4.5 6.5 8 3l3.5 3.5M3 13h10',
};

function KindIcon({ kind }: { kind: Activity['kind'] }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={KIND_ICONS[kind]} />
    </svg>
  );
}

/** English keeps the spec's 12-hour time ("03:30 PM"); Spanish and German their locale's 24-hour time (LN5). */
function timeOfDay(date: Date, language: string): string {
  return language === 'en' ? format(date, 'hh:mm a') : format(date, 'p', { locale: currentDateLocale() });
}

function ActivityRow({ activity }: { activity: Activity }) {
  const { language } = useTranslation('activity');
  const cardHref = activity.card_id
    ? paths.card.getHref(activity.organization_id, activity.workspace_id, { id: activity.card_id, name: '' })
    : null;
  return (
    <li className="gl-activity" data-testid="activity">
      <span className={`gl-activity__mark gl-activity__mark--${activity.kind}`} aria-hidden="true">
        <KindIcon kind={activity.kind} />
      </span>
      <span className="gl-activity__text">
        {cardHref ? <Link to={cardHref}>{activity.summary}</Link> : activity.summary}
        <span className="gl-activity__meta">
          <time dateTime={activity.created_at}>{timeOfDay(new Date(activity.created_at), language)}</time>
          {activity.workspace_name ? ` · ${activity.workspace_name}` : null}
        </span>
      </span>
    </li>
  );
}

/** The banner and the feed of `userId`. */
export function ActivityFeed({ userId }: { userId: string }) {
  const { t, language } = useTranslation('activity');
  const feed = useActivities(userId);
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(feed);
  if (feed.isPending) return <PageLoader label={t('feed.loading')} />;
  if (feed.isError)
    return <LoadFailure error={feed.error} heading={t('feed.loadFailed')} onRetry={() => void feed.refetch()} />;
  const { user } = feed.data.pages[0]!;
  const activities = feed.data.pages.flatMap((p) => p.activities);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Flex direction="column" gap="large">
      <title>{t('feed.documentTitle', { name })}</title>
      <div className="gl-activity-banner">
        <UserAvatar initials={user.name_initials} imageUrl={user.logo} size="large" userId={user.id} />
        <Flex direction="column" gap="0">
          <Heading level={1} fontSize="xl" fontWeight="semibold">
            {name}
          </Heading>
          <Text color="font.secondary" fontSize="small">
            {t('feed.activity')}
          </Text>
        </Flex>
      </div>
      {/* A page may hold none the viewer can see yet more follow (decisions A31): keep loading before saying "none". */}
      {activities.length === 0 && !feed.hasNextPage ? (
        <EmptyState title={t('feed.empty')} description={t('feed.emptyHint')} testId="activities-empty" />
      ) : (
        <section aria-label={t('feed.activities')} className="gl-activity-feed">
          {groupByDay(activities, new Date(), {
            today: t('day.today'),
            yesterday: t('day.yesterday'),
            locale: language === 'en' ? undefined : currentDateLocale(),
          }).map((group) => (
            <div key={group.key} className="gl-activity-day">
              <Heading level={2} className="gl-activity-day__heading">
                {group.heading}
              </Heading>
              <ul className="gl-activity-list">
                {group.items.map((activity) => (
                  <ActivityRow key={activity.id} activity={activity} />
                ))}
              </ul>
            </div>
          ))}
          {feed.hasNextPage ? (
            <div ref={sentinel} className="gl-activity-more">
              <Button
                size="small"
                variation="link"
                onClick={() => void feed.fetchNextPage()}
                isLoading={feed.isFetchingNextPage}
                loadingText={t('common:loading')}
              >
                {t('feed.loadMore')}
              </Button>
            </div>
          ) : null}
          {feed.isFetchingNextPage ? <Loader ariaLabel={t('feed.loadingMore')} /> : null}
        </section>
      )}
    </Flex>
  );
}
