/**
 * The stored session (accounts spec §2 "Login is detected by a stored user entry"; §8 session expiry).
 *
 * Two localStorage entries: the signed-in user (its presence means "logged in") and Cognito's tokens.
 * Components read the user through `useStoredUser()`; every change (sign-in, sign-out, expiry, another
 * tab signing out) notifies subscribers, so route guards react at once.
 */
import { useSyncExternalStore } from 'react';
import type { Session } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/schemas/user';

const USER_KEY = 'greenlight.user';
const TOKENS_KEY = 'greenlight.tokens';

/** Tokens as stored: `expires_at` is epoch milliseconds. */
export interface StoredTokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_at: number;
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

/** The stored tokens, or null. */
export function getStoredTokens(): StoredTokens | null {
  return readJson<StoredTokens>(TOKENS_KEY);
}

/** The bearer token for API calls, or null when signed out. */
export function getAccessToken(): string | null {
  return getStoredTokens()?.access_token ?? null;
}

/** Stores a fresh session from `POST /api/v1/auth`. */
export function saveSession(session: Session): void {
  const tokens: StoredTokens = {
    access_token: session.access_token,
    id_token: session.id_token,
    refresh_token: session.refresh_token,
    expires_at: Date.now() + session.expires_in * 1000,
  };
  window.localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  window.localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  endReason = null;
  notify();
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
