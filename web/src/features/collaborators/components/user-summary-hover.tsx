/**
 * The user summary popover (accounts spec §2; §8 "Removed users show "Removed" in the profile summary"):
 * hovering (or focusing) a member's avatar or name for 1 s shows their name, initials or picture and
 * their roles, fetched from `GET /api/v1/multi_users/{id}/get_summary`, and a View Profile link to the
 * user's activity page (`/user-profiles/{id}`). The summary stays open while the pointer or focus is on it;
 * Arrow Down moves focus from its host to View Profile.
 */
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Loader } from '@aws-amplify/ui-react';
import { errorMessage } from '../../../lib/api-client';
import { useUserSummary } from '../api/get-user-summary';
import { UserAvatar } from './user-avatar';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** How long the pointer must rest before the popover opens (accounts spec §2: 1 s). */
export const SUMMARY_HOVER_DELAY_MS = 1000;
/** How long the summary stays after the pointer or focus leaves, so it can reach the popover. */
const LEAVE_GRACE_MS = 250;

interface UserSummaryHoverProps {
  organizationId: string;
  userId: string;
  workspaceId?: string;
  children: ReactNode;
}

/** The summary; `nameId` is the id of its hidden name ("User summary"), which names the popover. */
function SummaryContent({
  organizationId,
  userId,
  workspaceId,
  nameId,
}: Omit<UserSummaryHoverProps, 'children'> & { nameId: string }) {
  const { t } = useTranslation('collaborators');
  const query = useUserSummary(organizationId, userId, workspaceId, true);
  const name = (
    <span id={nameId} className="visually-hidden">
      {t('summary.label')}
    </span>
  );
  if (query.isPending)
    return (
      <>
        {name}
        <Loader size="small" ariaLabel={t('summary.loading')} />
      </>
    );
  if (!query.data)
    return (
      <>
        {name}
        <span>{errorMessage(query.error)}</span>
      </>
    );
  const summary = query.data;
  if (summary.removed) {
    return (
      <span className="gl-summary__row">
        {name}
        <UserAvatar initials="?" size="large" />
        <strong>{t('summary.removed')}</strong>
      </span>
    );
  }
  return (
    <>
      {name}
      <span className="gl-summary__row">
        <UserAvatar
          initials={summary.name_initials}
          imageUrl={summary.logo?.thumbnail_url ?? null}
          size="large"
          userId={userId}
        />
        <span className="gl-summary__who">
          <strong>{summary.full_name}</strong>
          <span className="gl-summary__initials">{summary.name_initials}</span>
        </span>
      </span>
      {summary.roles.length ? (
        <ul className="gl-summary__roles" aria-label={t('summary.roles')}>
          {summary.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      ) : null}
      <Link
        className="gl-summary__profile amplify-button amplify-button--small"
        to={paths.userProfile.getHref(userId)}
        data-summary-link
      >
        {t('summary.viewProfile')}
      </Link>
    </>
  );
}

/** Where the popover sits: fixed to the viewport, under (or above) the hovered element. */
interface Position {
  top: number;
  left: number;
  above: boolean;
}

/** Room the popover needs below its host before it opens above instead. */
const POPOVER_ROOM_PX = 220;

/**
 * Wraps a member's avatar or name; the summary appears after a 1 s hover or focus. The popover is
 * portalled (into the open dialog when the host is in one, else the body) so tables that scroll
 * sideways do not clip it.
 */
export function UserSummaryHover({ organizationId, userId, workspaceId, children }: UserSummaryHoverProps) {
  const [position, setPosition] = useState<Position | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const hostRef = useRef<HTMLSpanElement>(null);
  const popoverRef = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = () => {
    const host = hostRef.current;
    if (!host) return;
    const rect = host.getBoundingClientRect();
    const above = window.innerHeight - rect.bottom < POPOVER_ROOM_PX && rect.top > POPOVER_ROOM_PX;
    setContainer(host.closest('dialog') ?? document.body);
    setPosition({
      top: above ? rect.top - 6 : rect.bottom + 6,
      left: Math.max(8, Math.min(rect.left, window.innerWidth - 336)),
      above,
    });
  };
  const start = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(open, SUMMARY_HOVER_DELAY_MS);
  };
  const stop = () => {
    window.clearTimeout(timer.current);
    setPosition(null);
  };
  // Leaving the host for the popover (portalled elsewhere) must not close it: close a moment later,
  // unless the pointer or focus has reached the popover by then.
  const stopSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPosition(null), LEAVE_GRACE_MS);
  };
  const keep = () => window.clearTimeout(timer.current);

  return (
    <span
      ref={hostRef}
      className="gl-summary-host"
      onMouseEnter={start}
      onMouseLeave={stopSoon}
      onFocus={start}
      onBlur={stopSoon}
      onKeyDown={(event) => {
        if (event.key === 'Escape') stop();
        // Keyboard users reach View Profile with Arrow Down once the summary is open.
        if (event.key === 'ArrowDown' && popoverRef.current) {
          event.preventDefault();
          popoverRef.current.querySelector<HTMLElement>('[data-summary-link]')?.focus();
        }
      }}
      aria-describedby={position ? tipId : undefined}
    >
      {children}
      {position && container
        ? createPortal(
            <span
              ref={popoverRef}
              role="group"
              aria-labelledby={`${tipId}-name`}
              id={tipId}
              className={`gl-summary${position.above ? ' gl-summary--above' : ''}`}
              style={{ top: position.top, left: position.left }}
              data-testid="user-summary"
              onMouseEnter={keep}
              onMouseLeave={stopSoon}
              onFocus={keep}
              onBlur={stopSoon}
              onKeyDown={(event) => {
                if (event.key === 'Escape') stop();
              }}
            >
              {/* On the board `collaborators` is not loaded yet: it loads on the first hover (decisions MA2). */}
              <Suspense fallback={<Loader size="small" />}>
                <SummaryContent
                  organizationId={organizationId}
                  userId={userId}
                  workspaceId={workspaceId}
                  nameId={`${tipId}-name`}
                />
              </Suspense>
            </span>,
            container,
          )
        : null}
    </span>
  );
}
