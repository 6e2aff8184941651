/**
 * App-wide providers (issue 2 "Web"): the Greenlight theme, TanStack Query, the realtime connection
 * (lib/live), a last-resort error boundary, and an open menu's inert background (decisions K61). Toasts and the route error boundary live inside the router (`app/router.tsx`) because
 * they follow the location. Ending a session drops every cached query so the next user sees nothing
 * of the previous one.
 */
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import './app.css';
import { greenlightTheme } from './theme';
import { appQueryClient } from '../lib/query-client';
import { getStoredUser, subscribeSession } from '../lib/session';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { LiveProvider } from '../lib/live/live-provider';
import { inertWhatMenusHide } from '../lib/inert-what-menus-hide';

/** The realtime handlers, a lazy chunk: they import every feature's cache code (lib/live/live-provider.tsx). */
const loadLiveHandlers = () => import('./live-handlers').then((module) => module.LIVE_HANDLERS);

/** Wraps the app in theme, query client and error boundary. */
export function AppProvider({ children }: { children: ReactNode }) {
  // The page's one client, which route loaders also reach (decisions TS1).
  const queryClient = appQueryClient();

  // An open menu's background is inert as well as aria-hidden (decisions K61).
  useEffect(() => inertWhatMenusHide(), []);

  useEffect(
    () =>
      subscribeSession(() => {
        if (!getStoredUser()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <ThemeProvider theme={greenlightTheme} colorMode="light">
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <LiveProvider loadHandlers={loadLiveHandlers}>{children}</LiveProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
