/**
 * The `notifications` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { SIGNED_IN } from '../policies';

export const NOTIFICATIONS_ROUTES: readonly RouteEntry[] = [
  // Notifications (accounts spec §7 Notifications): the caller's own, so signed-in only (keys start with the caller's id)
  {
    method: 'GET',
    path: `${API}/notifications`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: "The caller's notifications, newest first (last_id, unread)",
  },
  {
    method: 'GET',
    path: `${API}/notifications/unread_count`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: "The caller's unread notification total (bell badge)",
  },
  {
    method: 'PUT',
    path: `${API}/notifications/read_all`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: "Mark all the caller's notifications read",
  },
  {
    method: 'PUT',
    path: `${API}/notifications/{id}/read`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: 'Mark a notification read',
  },
  {
    method: 'PUT',
    path: `${API}/notifications/{id}/unread`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: 'Mark a notification unread',
  },
  {
    method: 'GET',
    path: `${API}/notification_filter_settings/{id}`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: "The caller's notification filter settings (id = the caller's user id)",
  },
  {
    method: 'PUT',
    path: `${API}/notification_filter_settings/{id}`,
    domain: 'notifications',
    policy: SIGNED_IN,
    summary: "Save the caller's notification filter settings",
  },
];
