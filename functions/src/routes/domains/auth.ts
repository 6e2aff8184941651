/**
 * The `auth` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { PUBLIC, SIGNED_IN } from '../policies';

export const AUTH_ROUTES: readonly RouteEntry[] = [
  // Auth (accounts spec §7 Auth)
  { method: 'POST', path: `${API}/auth`, domain: 'auth', policy: PUBLIC, summary: 'Sign in with e-mail and password' },
  { method: 'DELETE', path: `${API}/logout`, domain: 'auth', policy: SIGNED_IN, summary: 'Sign out everywhere' },
  {
    method: 'POST',
    path: `${API}/auth/request`,
    domain: 'auth',
    policy: SIGNED_IN,
    summary: 'Finish a third-party sign-in: the user record and personal organization',
  },
  {
    method: 'POST',
    path: `${API}/auth/refresh`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'New access token from a refresh token',
  },
  { method: 'POST', path: `${API}/users`, domain: 'auth', policy: PUBLIC, status: 201, summary: 'Register an account' },
  {
    method: 'GET',
    path: `${API}/users/confirmation`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'Confirm an account with the e-mailed token',
  },
  {
    method: 'POST',
    path: `${API}/users/resend_confirmation`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'Re-send the confirmation e-mail',
  },
  {
    method: 'POST',
    path: `${API}/user/password/new`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'E-mail a password reset link',
  },
  {
    method: 'PUT',
    path: `${API}/user/password/update`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'Set a new password with the e-mailed token',
  },
  {
    method: 'POST',
    path: `${API}/users/request_unlock`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'Re-send the unlock e-mail',
  },
  {
    method: 'POST',
    path: `${API}/users/unlock_account`,
    domain: 'auth',
    policy: PUBLIC,
    summary: 'Unlock an account with the e-mailed token',
  },
];
