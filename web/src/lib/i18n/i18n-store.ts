/**
 * The web app's messages at run time (issue 41; decisions LN1–LN3): the interface language, the catalogues
 * loaded so far, and `translate`, which formats a parsed ICU message (./format-message.ts).
 * Components use `useTranslation` (./use-translation.ts); code outside React (error texts, helpers) calls
 * `translate` once its namespace is loaded — `common` always is, from boot on.
 */
import type { Locale } from 'date-fns';
import { catalogueLoader, type ParsedCatalogue } from './catalogue-loaders';
export type { ParsedCatalogue };
import { formatMessage, type MessageValues } from './format-message';
import type { Language } from '../../../../shared/i18n/languages';

/** A language the interface can show: a real one, or the `en-XA` pseudo-locale (development). */
export type UiLanguage = Language | 'en-XA';
export type { MessageValues };

let language: UiLanguage = 'en';
let dateLocale: Locale | undefined;
let version = 0;
const listeners = new Set<() => void>();
const catalogues = new Map<string, ParsedCatalogue>();
// A catalogue's loading promise stays here once loaded: components pass it to `use` on every render (SR2).
const loading = new Map<string, Promise<void>>();

const slot = (lng: UiLanguage, ns: string) => `${lng}/${ns}`;

/** The interface language now. */
export const currentLanguage = (): UiLanguage => language;
/** The tag for `Intl` and `<html lang>`: the pseudo-locale formats numbers and dates as English. */
export const intlLocale = (lng: UiLanguage = language): string => (lng === 'en-XA' ? 'en' : lng);
/** date-fns's locale for the interface language (undefined: date-fns's own English). */
export const currentDateLocale = (): Locale | undefined => dateLocale;

/**
 * The promise a component passes to React's `use` for `namespace` in `lng`, on every render (decisions SR2):
 * `loadNamespace`'s own promise while and after it loads, so a render React replays gets the same object it
 * suspended on, or a settled one for a catalogue bundled with the code. Both carry React's `status` field once
 * settled, so `use` reads them without suspending (react.dev, `use`: "Suspense-enabled libraries should set the
 * `status` field on the Promises they create").
 * @throws nothing itself; the promise rejects as `loadNamespace`'s does.
 */
export function namespaceReady(lng: UiLanguage, namespace: string): Promise<void> {
  const key = slot(lng, namespace);
  return loading.get(key) ?? (catalogues.has(key) ? LOADED : loadNamespace(lng, namespace));
}
/** A promise in the state React's `use` reads at once. */
type TrackedPromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const LOADED: TrackedPromise = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * Loads `namespace` for `lng` (once; the same promise while it loads).
 * @throws Error when there is no such catalogue (a typo in a namespace name).
 */
export function loadNamespace(lng: UiLanguage, namespace: string): Promise<void> {
  const key = slot(lng, namespace);
  // Bundled with its code (provideCatalogues), or loaded before.
  if (catalogues.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    const loader = catalogueLoader(lng, namespace);
    if (!loader) return Promise.reject(new Error(`No catalogue ${key}`));
    const loaded: TrackedPromise = loader().then((catalogue) => {
      catalogues.set(key, catalogue);
      Object.assign(loaded, { status: 'fulfilled', value: undefined });
    });
    pending = loaded;
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Registers catalogues bundled with the code that uses them: `modules` is an eager `import.meta.glob` of
 * `shared/i18n/locales/{language}/{namespace}.json` files (path → parsed catalogue). English is bundled with
 * the store (`common`, below), the board and the card popup, so those draw at once with no extra request
 * (decisions LN14); other languages load lazily.
 */
export function provideCatalogues(modules: Record<string, ParsedCatalogue>): void {
  for (const [path, catalogue] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) catalogues.set(slot(match[1] as UiLanguage, match[2]), catalogue);
  }
}

// English `common` ships with the store, so with every entry: an English screen's first paint and any code
// outside React (error texts) wait for no catalogue (LN14).
provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/common.json', {
    eager: true,
    import: 'default',
  }),
);

const DATE_LOCALES: Record<UiLanguage, (() => Promise<Locale>) | null> = {
  en: null,
  'en-XA': null,
  es: () => import('date-fns/locale/es').then((m) => m.es),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
};

/**
 * Switches the interface to `lng`: loads its catalogues for every namespace already loaded (plus
 * `namespaces`) and its date-fns locale, then re-renders every translated component and sets `<html lang>`.
 */
export async function setLanguage(lng: UiLanguage, namespaces: readonly string[] = []): Promise<void> {
  const wanted = new Set([...namespaces, ...[...catalogues.keys()].map((key) => key.split('/')[1])]);
  const [locale] = await Promise.all([
    DATE_LOCALES[lng]?.() ?? Promise.resolve(undefined),
    ...[...wanted].map((ns) => loadNamespace(lng, ns)),
  ]);
  language = lng;
  dateLocale = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = intlLocale(lng);
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Subscribes to language changes (useSyncExternalStore); returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
/** Changes each time the language changes. */
export const storeVersion = () => version;

/**
 * The message `key` of `namespace` (or `otherNamespace:key`) in the interface language (or `lng`), formatted with `values`. A key the catalogue
 * lacks (the catalogue test prevents it) shows as `namespace:key`, so it stands out rather than passing for text.
 */
export function translate(namespace: string, key: string, values?: MessageValues, lng = language): string {
  // `common:action.cancel`: another namespace's key (it must be loaded; `common` always is).
  const colon = key.indexOf(':');
  if (colon > 0) return translate(key.slice(0, colon), key.slice(colon + 1), values, lng);
  const message = catalogues.get(slot(lng, namespace))?.[key];
  return message ? formatMessage(message, values, intlLocale(lng)) : `${namespace}:${key}`;
}
