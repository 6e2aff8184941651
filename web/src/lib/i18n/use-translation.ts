/**
 * `useTranslation(namespace)` for components (issue 41; decisions LN3): `const { t } = useTranslation('review')`,
 * then `t('decision.approve')` or `t('comments.count', { count })`. The first render of a namespace not yet
 * loaded suspends (a `<Suspense>` above shows its fallback) while its catalogue chunk loads; a language
 * change re-renders every component that uses the hook.
 */
import { use, useCallback, useSyncExternalStore } from 'react';
import {
  currentLanguage,
  namespaceReady,
  storeVersion,
  subscribe,
  translate,
  type MessageValues,
  type UiLanguage,
} from './i18n-store';

/** What the hook gives: `t` for the namespace, and the interface language. */
export interface Translation {
  t: (key: string, values?: MessageValues) => string;
  language: UiLanguage;
}

/** Messages of `namespace` (one of shared/i18n/locales/en/*.json's file names). */
export function useTranslation(namespace: string): Translation {
  // Re-render on every language change.
  useSyncExternalStore(subscribe, storeVersion, storeVersion);
  const language = currentLanguage();
  // `use` on every render, never only while the catalogue is missing: when the catalogue arrives before React
  // resumes, React replays this render and switches to new hooks only inside `use` (decisions SR2).
  use(namespaceReady(language, namespace));
  // A new `t` per language, so memoized children re-render too.
  const t = useCallback(
    (key: string, values?: MessageValues) => translate(namespace, key, values, language),
    [namespace, language],
  );
  return { t, language };
}
