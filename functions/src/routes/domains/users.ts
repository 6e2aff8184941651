/**
 * The `users` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { PUBLIC, SIGNED_IN } from '../policies';

export const USERS_ROUTES: readonly RouteEntry[] = [
  // User (accounts spec §7 User)
  { method: 'POST', path: `${API}/users/detail`, domain: 'users', policy: SIGNED_IN, summary: "The caller's profile" },
  {
    method: 'POST',
    path: `${API}/users/logo_upload`,
    domain: 'users',
    policy: SIGNED_IN,
    summary: 'Presigned POST for a new profile picture',
  },
  {
    method: 'PUT',
    path: `${API}/users/update_detail`,
    domain: 'users',
    policy: SIGNED_IN,
    summary: "Update the caller's profile",
  },
  {
    method: 'PUT',
    path: `${API}/users/update_password`,
    domain: 'users',
    policy: SIGNED_IN,
    summary: "Change the caller's password",
  },
  {
    method: 'PUT',
    path: `${API}/users/update_notification_ring`,
    domain: 'users',
    policy: SIGNED_IN,
    summary: 'Turn the notification ring on or off',
  },
  {
    method: 'DELETE',
    path: `${API}/users/destroy`,
    domain: 'users',
    policy: SIGNED_IN,
    summary: "Request deletion of the caller's account",
  },
  // Activity (accounts spec §7 Activity; §2 User activity page)
  {
    method: 'GET',
    path: `${API}/user_profiles/{id}/activities`,
    domain: 'users',
    policy: SIGNED_IN,
    summary: "A user's activities the caller may see, newest first",
  },
  // The iCal feed (issue 28; beyond the spec; decisions G13–G16): the caller's own feed, and the feed itself,
  // which only its token authorizes.
  {
    method: 'GET',
    path: `${API}/calendar_feed`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    summary: "The caller's iCal feed: whether it exists, its scope and when it was made",
  },
  {
    method: 'POST',
    path: `${API}/calendar_feed`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    status: 201,
    idempotent: true,
    summary: "Make or regenerate the caller's iCal feed URL (the old one answers 404 at once)",
  },
  {
    method: 'PUT',
    path: `${API}/calendar_feed`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    summary: 'Choose which cards the iCal feed lists (participating or all)',
  },
  {
    method: 'DELETE',
    path: `${API}/calendar_feed`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    status: 204,
    summary: "Revoke the caller's iCal feed",
  },
  {
    method: 'GET',
    path: `${API}/calendar_feeds/{feed_token}`,
    domain: 'users',
    policy: PUBLIC,
    beyondSpec: true,
    summary: 'The iCal feed (text/calendar) of the token in the URL (`{token}.ics`); no session',
  },
  // Personal API keys (issue 29; beyond the spec; decisions P1–P12): a session manages them, never a key.
  {
    method: 'GET',
    path: `${API}/api_keys`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    summary: "The caller's personal API keys (never the keys themselves), newest first",
  },
  {
    method: 'POST',
    path: `${API}/api_keys`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    status: 201,
    idempotent: true,
    secretField: 'key',
    summary: 'Create a personal API key; the key (`glk_…`) is in this answer only',
  },
  {
    method: 'DELETE',
    path: `${API}/api_keys/{key_id}`,
    domain: 'users',
    policy: SIGNED_IN,
    beyondSpec: true,
    status: 204,
    summary: "Revoke one of the caller's API keys: it answers 401 at once",
  },
];
