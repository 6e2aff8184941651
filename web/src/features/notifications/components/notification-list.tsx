/**
 * The caller's notifications (accounts spec §2 Sidebar notification_list mode; §3 Notification; §4
 * "Notifications toggle read/unread by click", "Workspace invitation notification: pending shows Accept
 * and Decline; then a disabled Accepted or Declined", "Feeds … load the next page on scroll").
 *
 * Unread rows are bold with a dot; clicking a row's text toggles it. "Mark All Read" marks every one read.
 * The next page loads when the end of the list scrolls into view, or with "Load more".
 * The Notifications page (§2 "Notifications page … Show/Hide Unread, Mark All Read; … infinite scroll
 * list") reuses it with `unreadOnly` and its own header (`toolbar={false}`).
 */
import { pendingInvitationsFirst } from '../utils/pending-first';
import { Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import type { Notification } from '../../../../../shared/schemas/notification';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useNotifications, type NotificationFilterParams } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkNotificationUnread } from '../api/mark-notification-unread';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useAcceptWorkspaceInvitation } from '../api/accept-workspace-invitation';
import { useDeclineWorkspaceInvitation } from '../api/decline-workspace-invitation';
import { Link } from 'react-router';
import { notificationCardHref } from '../utils/notification-target';
import './notifications.css';
import { useLoadMoreOnScroll } from '../../../lib/use-load-more-on-scroll';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface NotificationListProps {
  /** After an invitation is accepted: the app refreshes organizations and workspace lists (other features). */
  onInvitationAccepted?: () => void;
  /** Heading level context: the sidebar names the list itself. */
  headingId?: string;
  /** Only unread notifications (`GET /api/v1/notifications?unread=true`); the Notifications page's "Show Unread". */
  unreadOnly?: boolean;
  /** The count and "Mark All Read" row; the Notifications page puts those in its own header. */
  toolbar?: boolean;
  /** The Notifications page's filters as query parameters (chips, a week, workspace selector). */
  filters?: NotificationFilterParams;
}

function InvitationAnswer({ notification, onAccepted }: { notification: Notification; onAccepted?: () => void }) {
  const { t } = useTranslation('notifications');
  const accept = useAcceptWorkspaceInvitation({ onAccepted });
  const decline = useDeclineWorkspaceInvitation();
  const status = notification.parsed_notification_data.status;
  if (status === 'accepted' || status === 'declined') {
    return (
      <Button size="small" isDisabled>
        {status === 'accepted' ? t('invite.accepted') : t('invite.declined')}
      </Button>
    );
  }
  const working = accept.isPending || decline.isPending;
  const fail = (error: unknown) => toast.error(errorMessage(error));
  return (
    <>
      <Button
        size="small"
        variation="primary"
        isLoading={accept.isPending}
        loadingText={t('invite.accepting')}
        isDisabled={working}
        onClick={() =>
          accept.mutate(notification, {
            onSuccess: () =>
              toast.success(
                notification.workspace_name
                  ? t('invite.joined', { workspace: notification.workspace_name })
                  : t('invite.joinedWorkspace'),
              ),
            onError: fail,
          })
        }
      >
        {t('invite.accept')}
      </Button>
      <Button
        size="small"
        isLoading={decline.isPending}
        loadingText={t('invite.declining')}
        isDisabled={working}
        onClick={() =>
          decline.mutate(notification, { onSuccess: () => toast.success(t('invite.declinedToast')), onError: fail })
        }
      >
        {t('invite.decline')}
      </Button>
    </>
  );
}

/** A notice no person sent (a due or past-due reminder, a stopped timer): a clock for reminders, a bell otherwise. */
function SystemNoticeIcon({ type }: { type: Notification['notification_type'] }) {
  const reminder = type === 'due_reminder' || type === 'past_due_reminder';
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid="notification-system-icon"
    >
      {reminder ? (
        <>
          <circle cx="8" cy="8" r="6" />
          <path d="M8 4.5V8l2.5 1.5" />
        </>
      ) : (
        <path d="M4 11V7a4 4 0 0 1 8 0v4l1 1.5H3zM6.5 14h3" />
      )}
    </svg>
  );
}

function NotificationRow({
  notification,
  onInvitationAccepted,
}: {
  notification: Notification;
  onInvitationAccepted?: () => void;
}) {
  const { t } = useTranslation('notifications');
  const read = useMarkNotificationRead();
  const unread = useMarkNotificationUnread();
  const toggle = () => {
    const mutation = notification.is_read ? unread : read;
    mutation.mutate(notification.id, { onError: (error) => toast.error(errorMessage(error)) });
  };
  const actor = notification.actor;
  const cardHref = notificationCardHref(notification);
  return (
    <li
      className={`gl-notification${notification.is_read ? '' : ' gl-notification--unread'}`}
      data-testid={`notification-${notification.id}`}
    >
      <span className="gl-notification__avatar" aria-hidden="true">
        {actor?.icon ? (
          <img src={actor.icon} alt="" />
        ) : actor ? (
          actor.name_initials
        ) : (
          <SystemNoticeIcon type={notification.notification_type} />
        )}
        {notification.is_read ? null : <span className="gl-notification__dot" />}
      </span>
      <div className="gl-notification__body">
        <button
          type="button"
          className="gl-notification__toggle"
          onClick={toggle}
          disabled={read.isPending || unread.isPending}
          title={notification.is_read ? t('row.markUnread') : t('row.markRead')}
          // The name starts with what the button shows, the summary and its time (WCAG 2.5.3).
          aria-label={t(notification.is_read ? 'row.labelRead' : 'row.labelUnread', {
            summary: notification.summary,
            time: notification.created_at_time_from_now,
          })}
        >
          <span className="gl-notification__summary">{notification.summary}</span>{' '}
          <span className="gl-notification__time" title={notification.created_at_readable}>
            {notification.created_at_time_from_now}
          </span>
        </button>
        {cardHref ? (
          <Link
            className="gl-notification__open"
            to={cardHref}
            onClick={() => (notification.is_read ? undefined : read.mutate(notification.id))}
          >
            {t('row.openCard')}
          </Link>
        ) : null}
        {notification.notification_type === 'new_workspace_invite' && notification.parsed_notification_data.status ? (
          // Wraps: "Annehmen" and "Ablehnen" do not fit side by side in the sidebar at laptop widths.
          <Flex gap="xs" marginTop="xxs" wrap="wrap">
            <InvitationAnswer notification={notification} onAccepted={onInvitationAccepted} />
          </Flex>
        ) : null}
      </div>
    </li>
  );
}

/** The list with its header (Mark All Read), loading, error and empty states. */
export function NotificationList({
  onInvitationAccepted,
  headingId,
  unreadOnly = false,
  toolbar = true,
  filters,
}: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const query = useNotifications(unreadOnly, filters);
  const markAll = useMarkAllNotificationsRead();
  // Endless scroll: the next page loads when the end of the list comes into view.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMoreOnScroll<HTMLLIElement>(query);

  if (query.isPending) {
    return (
      <Flex justifyContent="center" padding="medium">
        <Loader ariaLabel={t('list.loading')} />
      </Flex>
    );
  }
  if (query.isError) {
    return <LoadFailure error={query.error} heading={t('list.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  // Invitations waiting for an answer stay on top (issue 30 item 3).
  const notifications = pendingInvitationsFirst(query.data.pages.flatMap((page) => page.notifications));
  const unreadCount = query.data.pages[0]?.unread_count ?? 0;

  return (
    <div className="gl-notifications" aria-labelledby={headingId}>
      {toolbar ? (
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="xs" padding="0 0 xs">
          <Text fontSize="small" color="font.secondary">
            {unreadCount ? t('list.unread', { count: unreadCount }) : t('list.allRead')}
          </Text>
          <Button
            size="small"
            variation="link"
            isDisabled={unreadCount === 0 || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (error) => toast.error(errorMessage(error)) })}
          >
            {t('list.markAllRead')}
          </Button>
        </Flex>
      ) : null}
      {notifications.length === 0 ? (
        <EmptyState
          compact
          title={
            unreadOnly
              ? t('list.noUnread')
              : filters && Object.values(filters).some(Boolean)
                ? t('list.noMatch')
                : t('list.none')
          }
        />
      ) : (
        <ul className="gl-notifications__list" aria-label={t('label')}>
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onInvitationAccepted={onInvitationAccepted}
            />
          ))}
          {hasNextPage ? (
            <li ref={sentinel} className="gl-notifications__more">
              <Button
                size="small"
                onClick={() => void fetchNextPage()}
                isLoading={isFetchingNextPage}
                loadingText={t('common:loading')}
              >
                {t('list.loadMore')}
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
