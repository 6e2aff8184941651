/**
 * The workspace page's bottom navigation on phones (accounts spec §2 Workspace page: "Bottom mobile
 * navigation: List, Board, Calendar, Notifications"). Under 768 px it replaces the top bar's view
 * switcher; the views keep the search, and Notifications opens the Notifications page.
 */
import { Link } from 'react-router';
import { paths, type WorkspaceMode } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface WorkspaceBottomNavProps {
  organizationId: string;
  workspaceId: string;
  mode: WorkspaceMode;
  search: string;
}

const ICONS: Record<WorkspaceMode | 'notifications', string> = {
  list: 'M4 5h12M4 10h12M4 15h12',
  board: 'M3 4h4v12H3zM8 4h4v8H8zM13 4h4v10h-4z',
  calendar: 'M3 5h14v12H3zM3 8h14M7 3v4M13 3v4',
  notifications: 'M10 3a4 4 0 0 1 4 4v3l2 3H4l2-3V7a4 4 0 0 1 4-4zM8 15a2 2 0 0 0 4 0',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={ICONS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The views and their labels' keys (`workspace` catalogue). */
const VIEWS: { mode: WorkspaceMode; label: string }[] = [
  { mode: 'list', label: 'topbar.list' },
  { mode: 'board', label: 'topbar.board' },
  { mode: 'calendar', label: 'topbar.calendar' },
];

/** Fixed to the bottom of the window on phones; hidden on wider screens by CSS. */
export function WorkspaceBottomNav({ organizationId, workspaceId, mode, search }: WorkspaceBottomNavProps) {
  const { t } = useTranslation('workspace');
  return (
    <nav className="gl-bottom-nav" aria-label={t('topbar.viewLabelMobile')}>
      {VIEWS.map((view) => (
        <Link
          key={view.mode}
          className="gl-bottom-nav__item"
          to={paths.workspace.getHref(organizationId, workspaceId, view.mode, search || undefined)}
          aria-current={view.mode === mode ? 'page' : undefined}
        >
          <Icon name={view.mode} />
          <span>{t(view.label)}</span>
        </Link>
      ))}
      <Link className="gl-bottom-nav__item" to={paths.notifications.getHref()}>
        <Icon name="notifications" />
        <span>{t('topbar.notifications')}</span>
      </Link>
    </nav>
  );
}
