/**
 * Entry point of the review page (issue 37 "The review page is a lean page of its own"; decisions L1):
 * `web/review.html`, served for `/review` and `/review/*` by the local gateway and CloudFront. It mounts the
 * review-link feature alone, with the theme and a query client: no app router, no sign-in, no realtime,
 * so a reviewer downloads at most 150 KB of gzipped JS (web/scripts/bundle-budget.mjs).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import { greenlightTheme } from './app/theme';
import { ReviewPage } from './features/review-link/components/review-page';
import { reviewTokenOf } from './features/review-link/utils/review-token';
import { bootReview } from './features/review-link/api/review-boot';
import './review.css';
import { bootI18n } from './lib/i18n/boot';
import { initialUiLanguage } from './lib/i18n/ui-language';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in review.html');

// Fresh for a minute: the page refetches what it changes (a post, a decision) itself, and what
// `bootReview` prefetched is not fetched again on mount.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } },
});

const token = reviewTokenOf(window.location.pathname);
// The exchange, the card and the first picture start now, not after the first render (decisions L5).
bootReview(token, queryClient);

// The link's `?lang=` (the reviewer's language as the team or the reviewer set it) first (issue 41); the
// catalogues load beside the exchange, so the first render waits for neither alone.
void bootI18n(initialUiLanguage({ urlFirst: true }), ['review']).then(() =>
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={greenlightTheme} colorMode="light">
        <QueryClientProvider client={queryClient}>
          <ReviewPage token={token} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
