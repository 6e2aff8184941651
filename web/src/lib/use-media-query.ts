/**
 * Whether a CSS media query matches, kept current as the window changes (accounts spec §9 breakpoints:
 * 768 px separates mobile from desktop).
 */
import { useSyncExternalStore } from 'react';

/** The mobile breakpoint of accounts spec §9 ("768 (medium/mobile)"). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** True while `query` matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
