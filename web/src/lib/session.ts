/**
 * The stored session (accounts spec §2 "Login is detected by a stored user entry"; §8 session expiry).
 *
 * Two localStorage entries: the signed-in user (its presence means "logged in") and Cognito's tokens.
 * Components read the user through `useStoredUser()`; every change (sign-in, sign-out, expiry, another
 * tab signing out) notifies subscribers, so route guards react at once.
 * The access token is refreshed about 2 minutes before `expires_at` (issue 3 "Sessions"): the timing
 * functions live here, the refresh call in `api-client.ts`.
 */
import { useSyncExternalStore } from 'react';
import type { RefreshedSession, Session } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/user';

const USER_KEY = 'greenlight.user';
const TOKENS_KEY = 'greenlight.tokens';

/** Tokens as stored: `expires_at` is epoch milliseconds. */
export interface StoredTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_at: number;
  /**
   * `'hosted_ui'` for a third-party sign-in through the Cognito Hosted UI (accounts spec §2 Login): its
   * tokens belong to the web client, so they refresh at Cognito's token endpoint, not the API.
   */
  provider?: SessionProvider;
}

/** Where a session's tokens came from, when not the password sign-in. */
export type SessionProvider = 'hosted_ui';

/**
 * Token refresh timing (issue 3 "Sessions: tokens refresh before they expire, so an active user is not
 * thrown out"). Pure functions so the scheduling is unit-tested without a browser or a clock.
 */
/** How long before `expires_at` the access token is refreshed: about 2 minutes. */
export const REFRESH_LEAD_MS = 2 * 60_000;
/** setTimeout's largest delay (2^31 - 1 ms); longer waits would fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** Epoch milliseconds at which a token issued `now` with `expires_in` seconds of life expires. */
export function expiresAtFrom(expiresInSeconds: number, now: number): number {
  return now + expiresInSeconds * 1000;
}

/** When to refresh a token that expires at `expiresAt`: `REFRESH_LEAD_MS` earlier (epoch ms). */
export function refreshDueAt(expiresAt: number): number {
  return expiresAt - REFRESH_LEAD_MS;
}

/** True when the token is expired or inside the refresh window (or its expiry is unknown or corrupt). */
export function needsRefresh(tokens: Pick<StoredTokens, 'expires_at'>, now: number): boolean {
  if (!Number.isFinite(tokens.expires_at)) return true;
  return now >= refreshDueAt(tokens.expires_at);
}

/** After a refresh that could not reach the API, wait this long before trying again. */
export const REFRESH_RETRY_MS = 30_000;

/**
 * Milliseconds to wait from `now` before refreshing: 0 when already due, never before `notBefore`
 * (a retry back-off, epoch ms), and capped to what setTimeout accepts.
 */
export function refreshDelay(expiresAt: number, now: number, notBefore = 0): number {
  const due = Number.isFinite(expiresAt) ? refreshDueAt(expiresAt) : now;
  return Math.min(Math.max(0, due - now, notBefore - now), MAX_TIMER_MS);
}

/** The stored tokens after `POST /api/v1/auth/refresh`: new access and id tokens, same refresh token. */
export function withRefreshedTokens(tokens: StoredTokens, refreshed: RefreshedSession, now: number): StoredTokens {
  return {
    ...tokens,
    access_token: refreshed.access_token,
    id_token: refreshed.id_token,
    refresh_token: tokens.refresh_token,
    expires_at: expiresAtFrom(refreshed.expires_in, now),
  };
}

/** Why the last session ended; the login page words its notice from it. */
export type SessionEndReason = 'logout' | 'expired';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedUser: User | null | undefined;
let endReason: SessionEndReason | null = null;

function readJson<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // Corrupt or inaccessible storage reads as "signed out" rather than crashing the app.
    return null;
  }
}

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

function notify(): void {
  cachedUser = undefined;
  for (const listener of listeners) listener();
}

/** The stored user, or null when nobody is signed in. */
export function getStoredUser(): User | null {
  if (cachedUser === undefined) {
    const value = readJson<unknown>(USER_KEY);
    cachedUser = isUser(value) ? value : null;
  }
  return cachedUser;
}

function isTokens(value: unknown): value is StoredTokens {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return typeof t.access_token === 'string' && typeof t.refresh_token === 'string' && typeof t.expires_at === 'number';
}

/** The stored tokens, or null (also when the entry is corrupt). */
export function getStoredTokens(): StoredTokens | null {
  const value = readJson<unknown>(TOKENS_KEY);
  return isTokens(value) ? value : null;
}

/** The bearer token for API calls, or null when signed out. */
export function getAccessToken(): string | null {
  return getStoredTokens()?.access_token ?? null;
}

/**
 * Stores tokens without a user: a third-party sign-in holds them while it asks the API for the user
 * (accounts spec §2 Login). Nobody is signed in until `saveSession` stores the user.
 */
export function saveTokens(session: Omit<Session, 'user'>, provider?: SessionProvider): void {
  const tokens: StoredTokens = {
    access_token: session.access_token,
    id_token: session.id_token,
    refresh_token: session.refresh_token,
    expires_at: expiresAtFrom(session.expires_in, Date.now()),
    ...(provider ? { provider } : {}),
  };
  window.localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
}

/** Stores a fresh session from `POST /api/v1/auth` (or a Hosted UI sign-in, with its `provider`). */
export function saveSession(session: Session, provider?: SessionProvider): void {
  saveTokens(session, provider);
  window.localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  endReason = null;
  notify();
}

/**
 * Stores refreshed tokens, but only while the session they were refreshed for is still the stored one
 * (identified by its refresh token): a sign-out or another sign-in during the call wins.
 * Subscribers are not notified: the signed-in user did not change. Other tabs see the storage event.
 * @returns whether the tokens were stored.
 */
export function saveRefreshedTokens(refreshToken: string, refreshed: RefreshedSession): boolean {
  const tokens = getStoredTokens();
  if (!tokens || tokens.refresh_token !== refreshToken || !getStoredUser()) return false;
  window.localStorage.setItem(TOKENS_KEY, JSON.stringify(withRefreshedTokens(tokens, refreshed, Date.now())));
  return true;
}

/** Replaces the stored user (e.g. after `POST /api/v1/users/detail`), keeping the tokens. */
export function updateStoredUser(user: User): void {
  if (!getStoredUser()) return;
  const next = JSON.stringify(user);
  // Unchanged data must not re-render every subscriber.
  if (window.localStorage.getItem(USER_KEY) === next) return;
  window.localStorage.setItem(USER_KEY, next);
  notify();
}

/** Clears storage (accounts spec §8: "storage cleared" on expiry) and records why. */
export function clearSession(reason: SessionEndReason): void {
  const hadUser = getStoredUser() !== null;
  window.localStorage.removeItem(USER_KEY);
  window.localStorage.removeItem(TOKENS_KEY);
  if (hadUser) endReason = reason;
  notify();
}

/** Why the previous session ended, if it did in this page's lifetime. */
export function getSessionEndReason(): SessionEndReason | null {
  return endReason;
}

/** Subscribes to session changes, including sign-in or sign-out in another tab. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === USER_KEY || event.key === TOKENS_KEY) notify();
}

/** The signed-in user, re-rendering on every session change. */
export function useStoredUser(): User | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, () => null);
}
