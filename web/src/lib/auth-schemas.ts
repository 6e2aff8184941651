/**
 * The sign-in and account request schemas (`shared/schemas/auth.ts`, and zod with them) for the pages that
 * show before sign-in: fetched once the page has painted, so they are not initial JS, and awaited on
 * submit (BRIEF §6 web budget, 170 KB gzip; docs/decisions.md W27). The pages' texts come from the
 * zod-free `shared/schemas/auth-messages.ts`.
 */
import { useEffect } from 'react';

/** The auth schemas module; the browser fetches it once, however often this is called. */
export const loadAuthSchemas = () => import('../../../shared/schemas/auth');

/**
 * Fetch the auth schemas when the browser is next idle after the form first paints (at most 1 s later),
 * so a submit seldom waits. A failed fetch is ignored here: the submit's own `loadAuthSchemas()` retries it.
 */
export function usePrefetchAuthSchemas(): void {
  useEffect(() => {
    const prefetch = () => void loadAuthSchemas().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 200);
    return () => window.clearTimeout(id);
  }, []);
}
