/**
 * Entry point of the Greenlight web app (issue 2 "Web"): starts the interface language (issue 41), then
 * mounts providers and the router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { bootI18n } from './lib/i18n/boot';
import { initialUiLanguage, pseudoLocaleAsked } from './lib/i18n/ui-language';
import { getStoredUser } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The signed-in user's language first (issue 41), then this device's or the browser's; screens load their
// own namespaces (useTranslation suspends), `common` is there from the first paint. A signed-out visitor
// lands on a sign-in page: its `auth` words load with `common` (their English is bundled with those pages,
// decisions MB1), so the page draws once, in its language.
const user = getStoredUser();
// The pseudo-locale, where a build carries it and the page asks for it, before all (decisions PS1).
const language = pseudoLocaleAsked() ? 'en-XA' : (user?.language ?? initialUiLanguage());
void bootI18n(language, user || language === 'en' ? [] : ['auth']).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
