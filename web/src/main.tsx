/**
 * Entry point of the Greenlight web app (issue 2 "Web"): starts the interface language (issue 41), then
 * mounts providers and the router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { bootI18n } from './lib/i18n/boot';
import { initialUiLanguage } from './lib/i18n/ui-language';
import { getStoredUser } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The signed-in user's language first (issue 41), then this device's or the browser's; screens load their
// own namespaces (useTranslation suspends), `common` is there from the first paint.
void bootI18n(getStoredUser()?.language ?? initialUiLanguage()).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
