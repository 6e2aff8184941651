/**
 * The app's TanStack Query client (issue 2 "Web": TanStack Query; accounts spec §8 error toasts).
 *
 * - Every failed mutation shows the server's message as an error toast, unless it opts out with
 *   `meta: { errorToast: false }` because its form shows the error itself (e.g. the login Alert).
 * - Failed queries toast too; pages also render their own inline error with a retry.
 * - Client errors (4xx) are not retried: asking again cannot change a refusal.
 * - A session expiry is handled by the route guard, so it raises no toast here; nor does a retried write
 *   refused as a conflict (issue 40: it landed the first time), which refetches instead.
 *
 * The app's one client is `appQueryClient()`, made on first use and kept for the page's life, so route
 * loaders can start a page's query before React renders (decisions TS1).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client';
import { toast } from '../components/ui/toast/toast-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

function shouldToast(error: unknown, meta: { errorToast?: boolean } | undefined): boolean {
  if (meta?.errorToast === false) return false;
  if (error instanceof ApiError && error.authenticationFailure) return false;
  // A retried write refused as a conflict had landed the first time (issue 40): nothing to report.
  if (error instanceof ApiError && error.alreadyDone) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return true;
}

/** Builds the client; one per app (tests may build their own). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldToast(error, query.meta)) toast.error(errorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldToast(error, mutation.meta)) toast.error(errorMessage(error));
        // Show what the write that landed did.
        if (error instanceof ApiError && error.alreadyDone) void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  return client;
}

let appClient: QueryClient | undefined;

/**
 * The app's client: one per page load, made on the first call (the provider's render or a route loader,
 * whichever comes first) with `createQueryClient`'s options. Route loaders reach it here, outside React,
 * to start a page's request as soon as its route matches (decisions TS1). Tests that need a fresh client
 * build their own with `createQueryClient`.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
