/**
 * `/notifications` (accounts spec §2 "Notifications page: header with … Show/Hide Unread, Mark All Read;
 * … infinite scroll list"): the caller's notifications, full width. "Show Unread" lists only unread ones
 * (`GET /api/v1/notifications?unread=true`, kept in the URL as `?unread=true`); "Hide Unread" goes back
 * to all. Sound, filter chips and the workspace selector are not built yet (docs/decisions.md W10).
 */
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { toast } from '../../components/ui/toast/toast-store';
import { errorMessage } from '../../lib/api-client';
import { useUnreadCount } from '../../features/notifications/api/get-unread-count';
import { useMarkAllNotificationsRead } from '../../features/notifications/api/mark-all-notifications-read';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { getOrganizationsQueryOptions } from '../../features/organizations/api/get-organizations';

/** The Notifications page. */
export function NotificationsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = searchParams.get('unread') === 'true';
  const unreadCount = useUnreadCount().data?.unread_count;
  const markAll = useMarkAllNotificationsRead();
  const queryClient = useQueryClient();
  // An accepted invitation adds an organization or workspace: refresh them, as the sidebar and bell do.
  const onInvitationAccepted = () => void queryClient.invalidateQueries({ queryKey: getOrganizationsQueryOptions().queryKey });
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
      <title>Notifications · Greenlight</title>
      <Flex direction="column" gap="medium">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
          <Flex direction="column" gap="xxs">
            <Heading level={1} fontSize="xxl" fontWeight="semibold" id="notifications-heading">
              Notifications
            </Heading>
            <Text color="font.secondary" fontSize="small" aria-live="polite">
              {unreadCount === undefined ? '\u00a0' : unreadCount ? `${unreadCount} unread` : 'All read'}
            </Text>
          </Flex>
          <Flex gap="xs" wrap="wrap">
            <Button size="small" onClick={toggleUnread}>
              {unreadOnly ? 'Hide Unread' : 'Show Unread'}
            </Button>
            <Button
              size="small"
              isDisabled={!unreadCount || markAll.isPending}
              isLoading={markAll.isPending}
              loadingText="Marking…"
              onClick={() => markAll.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
            >
              Mark All Read
            </Button>
          </Flex>
        </Flex>
        <NotificationList
          unreadOnly={unreadOnly}
          toolbar={false}
          headingId="notifications-heading"
          onInvitationAccepted={onInvitationAccepted}
        />
      </Flex>
    </div>
  );
}
