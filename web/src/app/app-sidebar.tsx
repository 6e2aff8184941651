/**
 * The sidebar of signed-in pages (accounts spec §2 Sidebar: "modes personal, shared, business,
 * notification_list (default notification_list). Holds Notifications, My Workspace, Shared, Business").
 *
 * Composes two features that do not know each other: the notifications list (notifications feature)
 * and the organization sections (organizations feature). The chosen mode is remembered in localStorage.
 */
import { lazy, Suspense, useState } from 'react';
import { Flex, Loader } from '@aws-amplify/ui-react';
import type { Organization } from '../../../shared/schemas/organization';
import { ModeTabs, modeTabId, type ModeTab } from '../components/ui/mode-tabs';
import { OrganizationsSection } from '../features/organizations/components/organizations-sidebar';
import { useUnreadCount } from '../features/notifications/api/get-unread-count';
import { useTranslation } from '../lib/i18n/use-translation';
import '../components/layouts/header-english-messages';

/** The spec's sidebar modes. */
export const SIDEBAR_MODES = ['notification_list', 'personal', 'shared', 'business'] as const;
export type SidebarMode = (typeof SIDEBAR_MODES)[number];
export const DEFAULT_SIDEBAR_MODE: SidebarMode = 'notification_list';

/** The tabs, each label a `header` catalogue key (issue 41; decisions LR6). */
const TABS: readonly ModeTab<SidebarMode>[] = [
  { id: 'notification_list', label: 'sidebar.notifications' },
  { id: 'personal', label: 'sidebar.personal' },
  { id: 'shared', label: 'sidebar.shared' },
  { id: 'business', label: 'sidebar.business' },
];

const MODE_KEY = 'greenlight.sidebar_mode';

// The notification list comes in the header widgets' chunk, with the bell that shows it too (decisions LR4):
// its code and English messages stay out of every page's initial JS, and no file is added to a page's load.
const NotificationList = lazy(() => import('./header-widgets').then((m) => ({ default: m.NotificationList })));

/** The remembered mode, or the default (notification_list) when none or an unknown one is stored. */
export function readSidebarMode(): SidebarMode {
  try {
    const stored = window.localStorage.getItem(MODE_KEY);
    return (SIDEBAR_MODES as readonly string[]).includes(stored ?? '') ? (stored as SidebarMode) : DEFAULT_SIDEBAR_MODE;
  } catch {
    // Storage blocked (private mode): the default mode still works.
    return DEFAULT_SIDEBAR_MODE;
  }
}

function useSidebarMode(): [SidebarMode, (mode: SidebarMode) => void] {
  const [mode, setMode] = useState<SidebarMode>(readSidebarMode);
  const choose = (next: SidebarMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(MODE_KEY, next);
    } catch {
      // Not remembered, but switched.
    }
  };
  return [mode, choose];
}

interface AppSidebarProps {
  organizations: readonly Organization[] | undefined;
  currentId: string | undefined;
  /** Called after following a link (closes the mobile drawer). */
  onNavigate?: () => void;
  /** After an invitation is accepted from a notification. */
  onInvitationAccepted?: () => void;
}

/** Mode tabs, then the chosen mode's content. */
export function AppSidebar({ organizations, currentId, onNavigate, onInvitationAccepted }: AppSidebarProps) {
  const { t } = useTranslation('header');
  const [mode, setMode] = useSidebarMode();
  // The same query as the header bell's badge, so both show one number.
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const tabs = TABS.map((tab) => ({
    ...tab,
    label: t(tab.label),
    ...(tab.id === 'notification_list' ? { count: unread } : {}),
  }));
  return (
    <ModeTabs label={t('sidebar.label')} tabs={tabs} value={mode} onChange={setMode} idPrefix="sidebar">
      {mode === 'notification_list' ? (
        <Suspense
          fallback={
            <Flex justifyContent="center" padding="medium">
              <Loader ariaLabel={t('sidebar.loadingNotifications')} />
            </Flex>
          }
        >
          <NotificationList onInvitationAccepted={onInvitationAccepted} headingId={modeTabId('sidebar', mode)} />
        </Suspense>
      ) : organizations ? (
        <OrganizationsSection kind={mode} organizations={organizations} currentId={currentId} onNavigate={onNavigate} />
      ) : (
        <Flex justifyContent="center" padding="medium">
          <Loader ariaLabel={t('sidebar.loadingOrganizations')} />
        </Flex>
      )}
    </ModeTabs>
  );
}
