/**
 * The toast store (accounts spec §8: any non-ok status shows the returned message as an error toast;
 * alerts auto-fade and clear on route change). A tiny external store, so non-React code
 * (mutation callbacks, the query cache) can raise toasts too.
 */
import { useSyncExternalStore } from 'react';

/** Toast colours, as Amplify's Alert variations. */
export type ToastVariation = 'error' | 'success' | 'info' | 'warning';

/** One toast on screen. */
export interface Toast {
  id: number;
  variation: ToastVariation;
  message: string;
  /** Raised by an action that navigates away (closing the card popup): survives the next route change. */
  keepOnNextRoute?: boolean;
  /** One follow-up the message offers: a link inside the app (`href`) or a button (`onClick`), e.g. "Open the tracked card". */
  action?: ToastAction;
}

/** A toast's follow-up (a link to a route, or a button); choosing it closes the toast. */
export interface ToastAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; an identical one already showing is replaced (restarting its timer) rather than stacked. */
export function showToast(
  variation: ToastVariation,
  message: string,
  options: { keepOnNextRoute?: boolean; action?: ToastAction } = {},
): number {
  const id = nextId++;
  const shown: Toast = {
    id,
    variation,
    message,
    ...(options.keepOnNextRoute ? { keepOnNextRoute: true } : {}),
    ...(options.action ? { action: options.action } : {}),
  };
  emit([...toasts.filter((t) => !(t.variation === variation && t.message === message)), shown]);
  return id;
}

/** Convenience wrappers for the common variations. */
export const toast = {
  error: (message: string) => showToast('error', message),
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  /** An error with a follow-up, e.g. a link to the card that blocks the action. */
  errorWithAction: (message: string, action: ToastAction) => showToast('error', message, { action }),
  /** A success alert for an action that also leaves the page (e.g. binning closes the popup). */
  successAcrossRoute: (message: string) => showToast('success', message, { keepOnNextRoute: true }),
};

/** Removes one toast (its close button, or the end of its fade). */
export function dismissToast(id: number): void {
  emit(toasts.filter((t) => t.id !== id));
}

/** Removes every toast on a route change (accounts spec §8), but for those kept once across it. */
export function clearToasts(): void {
  if (toasts.length === 0) return;
  emit(toasts.filter((t) => t.keepOnNextRoute).map(({ keepOnNextRoute: _kept, ...rest }) => rest));
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen now. */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** The toasts on screen, re-rendering on change. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}
