/**
 * Whether a user hid the live chat of a workspace on this device (accounts spec §6 `can_hide_live_chat`;
 * docs/decisions.md V29). The chat dock hides it; the workspace options menu shows it again. Kept in
 * localStorage as a list of workspace ids, like the sidebar mode (decisions N9): a view preference.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'greenlight.chat_hidden';
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Hide or show the chat of `workspaceId`. */
export function setChatHidden(workspaceId: string, hidden: boolean): void {
  const ids = new Set(read());
  if (hidden) ids.add(workspaceId);
  else ids.delete(workspaceId);
  localStorage.setItem(KEY, JSON.stringify([...ids].slice(-200)));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Whether the chat of `workspaceId` is hidden here (re-renders when it changes, also in other tabs). */
export function useChatHidden(workspaceId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read().includes(workspaceId),
    () => false,
  );
}
