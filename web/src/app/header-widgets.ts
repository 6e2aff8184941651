/**
 * What every signed-in page shows just after first paint, in one lazy chunk (issue 27 "the board page
 * needs at most 20 JS files"; decisions W42): the header's menus, links and bell, the minimized-card dock,
 * and the workspace page's member avatars and chat dock. One module imported lazily from app-root and
 * the workspace route, so these come in one file instead of one each.
 */
export { OrganizationDropdown } from '../features/organizations/components/organization-dropdown';
export { ProfileMenu } from '../features/auth/components/profile-menu';
export { AdminHeaderLinks } from '../features/admin/components/admin-header-links';
export { ReportHeaderLinks } from '../features/reports/components/report-header-links';
export { RecycleBinLink } from '../features/recycle-bin/components/recycle-bin-link';
export { MinimizedDock } from '../features/card/components/minimized-dock';
export { NotificationsBell } from '../features/notifications/components/notifications-bell';
export { NotificationList } from '../features/notifications/components/notification-list';
export { MemberAvatars } from '../features/collaborators/components/member-avatars';
export { ChatDock } from '../features/chat/components/chat-dock';
