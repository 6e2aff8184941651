/**
 * The workspace page's top bar (accounts spec §2 Workspace page): the workspace switcher (with the
 * workspace's logo, §3 Workspace logo), the
 * List/Board/Calendar switcher (links keeping the search), a status slot, the storage used (§9 progress bar), "New card" (the full-page form, with
 * can_crud_content_group), the search box (search-box.tsx: 'Search by card title...', `?search=`,
 * history and suggestions) and the options menu (Settings, Stages, Leave Workspace, Delete by their flags).
 * The member avatars (up to 6, opening a users popup) come in through the `members` slot from the
 * collaborators feature, next to a "Users" link to the workspace's Users page.
 *
 * The switcher's and the options menu's buttons load just after first paint (as the header menus do), so
 * the page's initial JS stays within budget (BRIEF §6); their menus, with Radix's menu code, load on a
 * button's first hover or focus, or on its press (issue 39; decisions MN1).
 *
 * What arrives after first paint keeps its place (issue 35 "Layout at common laptop widths"; decisions
 * LA5): the avatars get a fixed slot, the storage line its height, the "Refreshed" badge floats over the
 * bar; from 1200 px the bar is one row that never wraps, the search box and the workspace's name giving way.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { paths, type WorkspaceMode } from '../../../config/paths';
import { StorageUsage } from './storage-usage';
import { WorkspaceLogo } from './workspace-logo';
import { SearchBox } from './search-box';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

const WorkspaceSwitcher = lazy(() =>
  import('./workspace-top-bar-menus').then((m) => ({ default: m.WorkspaceSwitcher })),
);
const WorkspaceOptionsMenu = lazy(() =>
  import('./workspace-top-bar-menus').then((m) => ({ default: m.WorkspaceOptionsMenu })),
);

interface WorkspaceTopBarProps {
  organizationId: string;
  workspaceId: string;
  /** The loaded workspace; undefined while it loads or when it failed. */
  workspace:
    (Pick<WorkspaceSummary, 'name' | 'total_size' | 'logo'> & { permissions: Record<string, boolean> }) | undefined;
  mode: WorkspaceMode;
  search: string;
  onSearchChange: (search: string) => void;
  /** Small status shown after the switcher (the "refreshed" indicator). */
  status?: ReactNode;
  /** After Settings saved a new name or logo. */
  onRenamed?: (workspace: WorkspaceSummary) => void;
  /** After the workspace was deleted or left and the page moved on. */
  onRemoved?: () => void;
  /** The member avatars (accounts spec §2 "user avatars (up to 6) that open a users popup"). */
  members?: ReactNode;
  /** Largest logo in bytes for Settings, the organization's (`maxPictureBytes`). */
  logoMaxBytes?: number;
  /** Whether the 100 MB storage cap applies (a personal organization); undefined while unknown, hiding the storage. */
  storageCapped?: boolean;
}

/** Two people: the "Users" link where the top bar has no room for its word. */
const UsersIcon = () => (
  <StrokeIcon className="gl-topbar__users-icon" linecap="round">
    <circle cx="7.5" cy="7" r="3" />
    <path d="M2 16.5c0-3 2.5-5 5.5-5s5.5 2 5.5 5" />
    <path d="M13 4.2a3 3 0 0 1 0 5.6M15 11.8c1.8.6 3 2.4 3 4.7" />
  </StrokeIcon>
);

/** The views and their labels' keys (`workspace` catalogue). */
const MODES: { mode: WorkspaceMode; label: string }[] = [
  { mode: 'list', label: 'topbar.list' },
  { mode: 'board', label: 'topbar.board' },
  { mode: 'calendar', label: 'topbar.calendar' },
];

/** Switcher with the storage used under it, view switch, status, members, search, New card and options. */
export function WorkspaceTopBar({
  organizationId,
  workspaceId,
  workspace,
  mode,
  search,
  onSearchChange,
  status,
  onRenamed,
  onRemoved,
  members,
  logoMaxBytes,
  storageCapped,
}: WorkspaceTopBarProps) {
  const { t } = useTranslation('workspace');
  const name = workspace?.name;
  const permissions = workspace?.permissions;
  return (
    <div className="gl-topbar">
      <div className="gl-topbar__identity">
        <h1 className="gl-topbar__title" title={name}>
          {name ? (
            <Suspense
              fallback={
                <span className="gl-switcher__item">
                  <WorkspaceLogo logo={workspace.logo} name={name} size="small" />
                  <span className="gl-switcher__name">{name}</span>
                </span>
              }
            >
              <WorkspaceSwitcher
                organizationId={organizationId}
                workspaceId={workspaceId}
                name={name}
                logo={workspace.logo}
              />
            </Suspense>
          ) : (
            '\u00a0'
          )}
        </h1>
        {workspace && storageCapped !== undefined ? (
          <StorageUsage percent={workspace.total_size} capped={storageCapped} />
        ) : (
          // The storage line's height is kept while the organization loads, so the bar does not grow (issue 35).
          <span className="gl-storage gl-storage--pending" aria-hidden="true">
            <span className="gl-storage__label">{'\u00a0'}</span>
          </span>
        )}
      </div>
      <nav className="gl-mode-switch" aria-label={t('topbar.viewLabel')}>
        {MODES.map((m) => (
          <Link
            key={m.mode}
            to={paths.workspace.getHref(organizationId, workspaceId, m.mode, search || undefined)}
            aria-current={m.mode === mode ? 'page' : undefined}
          >
            {t(m.label)}
          </Link>
        ))}
      </nav>
      {/* Over the bar, not in its row: the 5 s "Refreshed" badge must not push anything (issue 35). */}
      <div className="gl-topbar__status">{status}</div>
      {/* A fixed slot for the avatars, which arrive after first paint (issue 35: the bar wrapped when they came). */}
      <div className="gl-topbar__members">{members}</div>
      {/* From 1200 to 1439 px only its icon shows (app.css; decisions LX4): its text stays its name. */}
      <Link
        className="gl-link gl-topbar__users"
        to={paths.workspaceCollaborators.getHref(organizationId, workspaceId)}
        title={t('topbar.users')}
        data-testid="workspace-users-link"
      >
        <UsersIcon />
        <span className="gl-topbar__users-text">{t('topbar.users')}</span>
      </Link>
      <div className="gl-topbar__actions">
        <SearchBox workspaceId={workspaceId} search={search} onSearchChange={onSearchChange} />
        {permissions?.can_crud_content_group ? (
          <Link
            className="amplify-button amplify-button--primary amplify-button--small gl-topbar__new"
            to={paths.newCard.getHref(organizationId, workspaceId)}
          >
            {t('topbar.newCard')}
          </Link>
        ) : null}
        {workspace && permissions ? (
          <Suspense fallback={<span className="gl-topbar__menu-placeholder" aria-hidden="true" />}>
            <WorkspaceOptionsMenu
              organizationId={organizationId}
              workspaceId={workspaceId}
              name={workspace.name}
              logo={workspace.logo}
              permissions={permissions}
              onRenamed={onRenamed}
              onRemoved={onRemoved}
              logoMaxBytes={logoMaxBytes}
            />
          </Suspense>
        ) : (
          // Every member gets the options menu: its place is kept while the workspace loads (issue 35).
          <span className="gl-topbar__menu-placeholder" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}
