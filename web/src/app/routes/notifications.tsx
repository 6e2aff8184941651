/**
 * `/notifications` (accounts spec §2 "Notifications page: header with Sound On/Off, Show/Hide Unread, Mark All Read;
 * … infinite scroll list"): the caller's notifications, full width. "Show Unread" lists only unread ones
 * (`GET /api/v1/notifications?unread=true`, kept in the URL as `?unread=true`); "Hide Unread" goes back
 * to all. The filter chips, "Last 7 days" and the workspace selector (components/notification-filters.tsx)
 * come from the caller's saved filter settings, saved 500 ms after a change; "Last 7 days" is kept in the
 * URL as `?filter_type=a_week` (decisions N11–N15). Sound On/Off is the user's notification ring
 * (`PUT /api/v1/users/update_notification_ring`), the same switch as the profile's.
 * Its texts come from the `notifications` catalogue, English bundled (issue 41; decisions LU2).
 */
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { toast } from '../../components/ui/toast/toast-store';
import { errorMessage } from '../../lib/api-client';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { useMarkAllNotificationsRead } from '../../features/notifications/api/mark-all-notifications-read';
import { getOrganizationsQueryOptions } from '../../features/organizations/api/get-organizations';
import { useUser } from '../../features/auth/api/get-user';
import { useStoredUser } from '../../lib/session';
import { useUpdateNotificationRing } from '../../features/accounts/api/update-notification-ring';
import {
  useChangeNotificationFilterSettings,
  useNotificationFilterSettings,
} from '../../features/notifications/api/notification-filter-settings';
import { NotificationFilters } from '../../features/notifications/components/notification-filters';
import {
  notificationFilterQuery,
  type NotificationFilterValues,
} from '../../features/notifications/utils/notification-filter-query';
import { DEFAULT_NOTIFICATION_FILTER } from '../../../../shared/schemas/notification-limits';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../features/notifications/english-messages';

// The list comes from the header widgets' chunk, which every signed-in page loads for the bell (decisions LR4):
// imported here directly, it would be a chunk of its own, one more file on every page's load.
const NotificationList = lazy(() => import('../header-widgets').then((m) => ({ default: m.NotificationList })));

/** The Notifications page. */
export function NotificationsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { t } = useTranslation('notifications');
  const unreadOnly = searchParams.get('unread') === 'true';
  const aWeek = searchParams.get('filter_type') === 'a_week';
  const storedUser = useStoredUser();
  // The stored user is there from the first render, so the list waits for the saved filters from the
  // start instead of showing, vanishing while they load, and showing again.
  const userId = useUser().data?.id ?? storedUser?.id;
  const ring = useUpdateNotificationRing();
  // The button shows the pending choice at once; the stored user follows when the server agrees.
  const storedRing = storedUser?.enable_notification_ring !== false;
  const ringOn = ring.isPending ? ring.variables : storedRing;
  const settings = useNotificationFilterSettings(userId);
  const changeFilters = useChangeNotificationFilterSettings(userId);
  // Before the settings load, or when they cannot (accounts spec §8: only logged): the defaults.
  const { id: _id, ...saved } = settings.data ?? { id: '', ...DEFAULT_NOTIFICATION_FILTER };
  // The page's own copy answers a click synchronously (the query cache notifies a tick later, so a
  // controlled checkbox would flick back); it starts from the saved settings.
  const [edited, setEdited] = useState<NotificationFilterValues | null>(null);
  const filterValues: NotificationFilterValues = edited ?? saved;
  const onFiltersChange = (values: NotificationFilterValues) => {
    setEdited(values);
    changeFilters(values);
  };
  // Wait for the settings (or their failure) so the list is not fetched twice.
  const filtersReady = !userId || !settings.isPending;
  const setWeek = (on: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (on) next.set('filter_type', 'a_week');
        else next.delete('filter_type');
        return next;
      },
      { replace: true },
    );
  const unreadCount = useUnreadCount().data?.unread_count;
  const markAll = useMarkAllNotificationsRead();
  const queryClient = useQueryClient();
  // An accepted invitation adds an organization or workspace: refresh them, as the sidebar and bell do.
  const onInvitationAccepted = () =>
    void queryClient.invalidateQueries({ queryKey: getOrganizationsQueryOptions().queryKey });
  const toggleUnread = () =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (unreadOnly) next.delete('unread');
        else next.set('unread', 'true');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="gl-page gl-notifications-page">
      <title>{t('page.title')}</title>
      <Flex direction="column" gap="medium">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Flex direction="column" gap="xxs">
            <Heading level={1} fontSize="xxl" fontWeight="semibold" id="notifications-heading">
              {t('label')}
            </Heading>
            <Text color="font.secondary" fontSize="small" aria-live="polite">
              {unreadCount === undefined
                ? '\u00a0'
                : unreadCount
                  ? t('list.unread', { count: unreadCount })
                  : t('list.allRead')}
            </Text>
          </Flex>
          <Flex gap="xs" wrap="wrap">
            <Button
              size="small"
              aria-pressed={ringOn}
              title={t('page.soundHint')}
              onClick={() => ring.mutate(!ringOn, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              {ringOn ? t('page.soundOn') : t('page.soundOff')}
            </Button>
            <Button size="small" onClick={toggleUnread}>
              {unreadOnly ? t('page.hideUnread') : t('page.showUnread')}
            </Button>
            <Button
              size="small"
              isDisabled={!unreadCount || markAll.isPending}
              isLoading={markAll.isPending}
              loadingText={t('page.marking')}
              onClick={() => markAll.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              {t('list.markAllRead')}
            </Button>
          </Flex>
        </Flex>
        <NotificationFilters values={filterValues} onChange={onFiltersChange} aWeek={aWeek} onWeekChange={setWeek} />
        {filtersReady ? (
          <Suspense
            fallback={
              <Flex justifyContent="center" padding="medium">
                <Loader ariaLabel={t('list.loading')} />
              </Flex>
            }
          >
            <NotificationList
              filters={{ ...notificationFilterQuery(filterValues), filter_type: aWeek ? 'a_week' : undefined }}
              unreadOnly={unreadOnly}
              toolbar={false}
              headingId="notifications-heading"
              onInvitationAccepted={onInvitationAccepted}
            />
          </Suspense>
        ) : null}
      </Flex>
    </div>
  );
}
