/**
 * Route guards (accounts spec §2 "Route guards" and "Logged-in behaviour of public auth pages").
 * Login is detected by the stored user entry (`lib/session.ts`).
 */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { clearSession, getSessionEndReason, getStoredTokens, getStoredUser, useStoredUser } from '../lib/session';
import type { FlashState } from '../components/ui/toast/flash';
import { ALREADY_LOGGED_IN_MESSAGE } from './messages';

/** `location.state` the login page reads to say why the user is there. */
export interface LoginState {
  sessionExpired?: boolean;
  /** A third-party sign-in failed (accounts spec §8 "Authentication Failed."). */
  authFailed?: boolean;
}

/**
 * Authenticated routes: a visitor without a session goes to /login, remembering the origin so sign-in
 * returns there. After an expiry the login page says so (accounts spec §8); after "Log Out" it does not
 * remember the page.
 */
export function RequireAuth() {
  const user = useStoredUser();
  const location = useLocation();
  if (user) return <Outlet />;

  const reason = getSessionEndReason();
  const origin = `${location.pathname}${location.search}`;
  const redirectTo = reason === 'logout' || origin === paths.home.getHref() ? undefined : origin;
  const state: LoginState | undefined = reason === 'expired' ? { sessionExpired: true } : undefined;
  return <Navigate to={paths.auth.login.getHref(redirectTo)} replace state={state} />;
}

/**
 * Public auth pages (/login, and later /register …): a visitor who already has a session when arriving
 * is sent to / with "You are already logged in."; otherwise leftover tokens are cleared first.
 * The check is made on arrival only, so a successful sign-in on this page can go to its own target.
 */
export function PublicOnly() {
  const [signedInOnArrival] = useState(() => getStoredUser() !== null);

  useEffect(() => {
    if (!signedInOnArrival && getStoredTokens()) clearSession('logout');
  }, [signedInOnArrival]);

  if (signedInOnArrival) {
    const state: FlashState = { flash: { variation: 'error', message: ALREADY_LOGGED_IN_MESSAGE } };
    return <Navigate to={paths.home.getHref()} replace state={state} />;
  }
  return <Outlet />;
}
