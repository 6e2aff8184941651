/**
 * Messages carried across a navigation in `location.state` (accounts spec §2: "a visitor with a session
 * is sent to / with an already-logged-in error"; §8: the session-expired message on /login).
 * The toaster shows them after the route change has cleared the previous page's toasts.
 */
import type { ToastVariation } from './toast-store';

/** A message to show once the navigation has happened. */
export interface Flash {
  variation: ToastVariation;
  message: string;
}

/** The `location.state` shape that carries a flash. */
export interface FlashState {
  flash?: Flash;
}

/** Reads a flash from a `location.state` of unknown shape. */
export function readFlash(state: unknown): Flash | null {
  if (typeof state !== 'object' || state === null) return null;
  const flash = (state as FlashState).flash;
  if (!flash || typeof flash.message !== 'string') return null;
  return flash;
}
