/**
 * The user summary popover (accounts spec §2; §8 "Removed users show "Removed" in the profile summary"):
 * hovering (or focusing) a member's avatar or name for 1 s shows their name, initials or picture and
 * their roles, fetched from `GET /api/v1/multi_users/{id}/get_summary`. The "View Profile" button is
 * left out until the user-profiles page exists.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Loader } from '@aws-amplify/ui-react';
import { errorMessage } from '../../../lib/api-client';
import { useUserSummary } from '../api/get-user-summary';
import { UserAvatar } from './user-avatar';

/** How long the pointer must rest before the popover opens (accounts spec §2: 1 s). */
export const SUMMARY_HOVER_DELAY_MS = 1000;

interface UserSummaryHoverProps {
  organizationId: string;
  userId: string;
  workspaceId?: string;
  children: ReactNode;
  /** Open the popover above instead of below (e.g. near the bottom of a dialog). */
  placement?: 'below' | 'above';
}

function SummaryContent({ organizationId, userId, workspaceId }: Omit<UserSummaryHoverProps, 'children' | 'placement'>) {
  const query = useUserSummary(organizationId, userId, workspaceId, true);
  if (query.isPending) return <Loader size="small" ariaLabel="Loading user" />;
  if (!query.data) return <span>{errorMessage(query.error)}</span>;
  const summary = query.data;
  if (summary.removed) {
    return (
      <span className="gl-summary__row">
        <UserAvatar initials="?" size="large" />
        <strong>Removed</strong>
      </span>
    );
  }
  return (
    <>
      <span className="gl-summary__row">
        <UserAvatar initials={summary.name_initials} imageUrl={summary.logo?.thumbnail_url ?? null} size="large" />
        <span className="gl-summary__who">
          <strong>{summary.full_name}</strong>
          <span className="gl-summary__initials">{summary.name_initials}</span>
        </span>
      </span>
      {summary.roles.length ? (
        <ul className="gl-summary__roles" aria-label="Roles">
          {summary.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Wraps a member's avatar or name; the summary appears after a 1 s hover or focus. */
export function UserSummaryHover({ organizationId, userId, workspaceId, children, placement = 'below' }: UserSummaryHoverProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const tipId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), SUMMARY_HOVER_DELAY_MS);
  };
  const stop = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      className="gl-summary-host"
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
      onKeyDown={(event) => {
        if (event.key === 'Escape') stop();
      }}
      aria-describedby={open ? tipId : undefined}
    >
      {children}
      {open ? (
        <span role="tooltip" id={tipId} className={`gl-summary gl-summary--${placement}`} data-testid="user-summary">
          <SummaryContent organizationId={organizationId} userId={userId} workspaceId={workspaceId} />
        </span>
      ) : null}
    </span>
  );
}
