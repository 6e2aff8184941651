/**
 * The header's notification bell with its unread badge (accounts spec §2 Header "notification bell with
 * unread badge"). It opens a panel with the notification list, where invitations are answered (§4).
 * The badge is the caller's unread total (`GET /api/v1/notifications/unread_count`, one Query).
 * The panel ends with "See all notifications", a link to the Notifications page (§2), which closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { useUnreadCount } from '../api/get-unread-count';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { NotificationList } from './notification-list';
import '../english-messages';
import './notifications.css';

interface NotificationsBellProps {
  /** After an invitation is accepted: the app refreshes organizations and workspace lists. */
  onInvitationAccepted?: () => void;
}

const BellIcon = () => (
  <StrokeIcon>
    <path d="M5 8a5 5 0 0 1 10 0c0 4 1.5 5.5 1.5 5.5h-13S5 12 5 8Z" strokeLinejoin="round" />
    <path d="M8.5 16a1.6 1.6 0 0 0 3 0" strokeLinecap="round" />
  </StrokeIcon>
);

/** Bell button, badge and panel. */
export function NotificationsBell({ onInvitationAccepted }: NotificationsBellProps) {
  const { t } = useTranslation('notifications');
  const count = useUnreadCount().data?.unread_count ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hostRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (hostRef.current && !hostRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="gl-bell" ref={hostRef}>
      <button
        ref={buttonRef}
        type="button"
        className="gl-bell__button"
        // The badge's number is part of the name (WCAG 2.5.3; no parentheses, which axe reads as an aside).
        aria-label={count ? t('bell.labelUnread', { count: count > 99 ? '99+' : count }) : t('label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="notifications-bell"
      >
        <BellIcon />
        {count ? (
          <span className="gl-bell__badge" data-testid="notifications-badge">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelId} className="gl-bell__panel" role="region" aria-label={t('bell.panel')}>
          <NotificationList onInvitationAccepted={onInvitationAccepted} />
          <div className="gl-bell__all">
            <Link to={paths.notifications.getHref()} onClick={() => setOpen(false)}>
              {t('bell.seeAll')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
