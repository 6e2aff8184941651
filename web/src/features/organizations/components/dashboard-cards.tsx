/**
 * The dashboard cards (accounts spec §1 "Dashboard cards: 'Total Workspaces' (workspace_count) for
 * everyone, and 'Total Users' (user_count, linking to /admin/users) for the admin role only"): the
 * users card shows only when the server sends a user_count. Where the organization counts seats, the card
 * also says how many seats are in use, and that the owner needs none, so it agrees with 'Seats Available'
 * on the Users page (issue 30 item 8).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Placeholder } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { useDashboard } from '../api/get-dashboard';
import { LoadFailure } from '../../../components/ui/load-failure';
import { useTranslation } from '../../../lib/i18n/use-translation';

function StatCard({
  id,
  title,
  value,
  to,
  linkLabel,
  note,
}: {
  /** The test id's tail: "total-workspaces" (the English title's words, in every language). */
  id: string;
  title: string;
  value: number;
  to: string;
  linkLabel: string;
  note?: string;
}) {
  return (
    <li className="gl-stat" data-testid={`stat-${id}`}>
      <span className="gl-stat__title">{title}</span>
      <span className="gl-stat__value">{value}</span>
      {note ? <span className="gl-stat__note">{note}</span> : null}
      <Link className="gl-link" to={to}>
        {linkLabel}
      </Link>
    </li>
  );
}

/** The counts of one organization. */
export function DashboardCards({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organizations');
  const query = useDashboard(organizationId);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ul className="gl-stats" aria-hidden="true">
        <li className="gl-stat">
          <Placeholder size="large" />
        </li>
      </ul>
    );
  } else if (query.isError) {
    body = <LoadFailure error={query.error} heading={t('dashboard.loadFailed')} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <ul className="gl-stats" aria-label={t('dashboard.title')}>
        <StatCard
          id="total-workspaces"
          title={t('dashboard.totalWorkspaces')}
          value={query.data.workspace_count}
          to={paths.organization.getHref(organizationId)}
          linkLabel={t('dashboard.viewWorkspaces')}
        />
        {/* Issue 38: pending approvals past their review deadline, in the caller's workspaces. */}
        <StatCard
          id="overdue-reviews"
          title={t('dashboard.overdueReviews')}
          value={query.data.overdue_reviews}
          to={paths.organization.getHref(organizationId)}
          linkLabel={t('dashboard.seeWorkspaces')}
        />
        {query.data.user_count !== null ? (
          <StatCard
            id="total-users"
            title={t('dashboard.totalUsers')}
            value={query.data.user_count}
            to={paths.adminUsers.getHref(organizationId)}
            linkLabel={t('dashboard.manageUsers')}
            note={
              query.data.seats
                ? t('dashboard.seats', { used: query.data.seats.used, allowed: query.data.seats.allowed })
                : undefined
            }
          />
        ) : null}
      </ul>
    );
  }
  return body;
}
